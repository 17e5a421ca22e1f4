import { isApiError } from '../http-error';

import { isIdentityClientError } from './identity-error';

/**
 * The code an error carries: an API error's, an identity error's, or a code given as is; null for
 * anything else. The SDK speaks in codes only: `@klubb/i18n`'s `errorMessageKey` turns one into
 * the key of its translated message.
 */
export function errorCodeOf(error: unknown): string | null {
  if (typeof error === 'string') return error;
  if (isApiError(error) || isIdentityClientError(error)) return error.code;
  return null;
}
