import { useTranslation } from 'react-i18next';

import { ERRORS_NAMESPACE, errorMessageKey } from '@klubb/i18n';
import { errorCodeOf, isApiError } from '@klubb/sdk';

import { CONSOLE_NAMESPACE } from '../i18n';

import styles from './ui.module.css';

/**
 * Console codes with their own text, in the operator's language: the API's `message` is English
 * for the logs, so it is never shown. Parameters (the remote, the brand, the version) come from
 * the screen that made the call.
 */
const CONSOLE_ERROR_KEYS: Readonly<Record<string, string>> = {
  'operator/forbidden': 'errors.forbidden',
  'console/reauthentication-cancelled': 'errors.reauthCancelled',
  'registry/version-not-found': 'errors.registry.versionNotFound',
  'registry/version-exists': 'errors.registry.versionExists',
  'registry/no-stable-version': 'errors.registry.noStable',
  'registry/nothing-to-roll-back-to': 'errors.registry.nothingToRollBackTo',
  'registry/no-canary': 'errors.registry.noCanary',
  'registry/canary-running': 'errors.registry.canaryRunning',
  'registry/already-stable': 'errors.registry.alreadyStable',
  'registry/remote-required': 'errors.registry.remoteRequired',
  'registry/not-a-rollback': 'errors.registry.notARollback',
  'registry/no-change': 'errors.registry.noChange',
  'registry/contract-refused': 'errors.registry.contractRefused',
  'registry/host-contract-unavailable': 'errors.registry.hostContractUnavailable',
  'brand/not-found': 'errors.registry.brandNotFound',
  'registry/token-name-taken': 'errors.registry.tokenNameTaken',
  'registry/token-not-found': 'errors.registry.tokenNotFound',
};

/** What an error's text may name: the remote and brand as the screen shows them, a version. */
export type ErrorParams = Partial<Record<'remote' | 'brand' | 'version', string>>;

/** The text of an error, in the console's language. */
export function useErrorText(): (error: unknown, params?: ErrorParams) => string {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const { t: tErrors } = useTranslation(ERRORS_NAMESPACE);
  return (error, params = {}) => {
    const code = (error as { code?: unknown } | null)?.code;
    const own = typeof code === 'string' ? CONSOLE_ERROR_KEYS[code] : undefined;
    const words = { remote: '–', brand: '–', version: '–', ...params };
    if (own) return t(own, words);
    const key = errorMessageKey(errorCodeOf(error));
    // An API refusal neither app has words for: said as a refusal, in the operator's language.
    if (key === 'unknown' && isApiError(error) && error.status < 500 && error.status !== 401) {
      return t('errors.changeRefused', { code: error.code });
    }
    return tErrors(key);
  };
}

export interface ErrorTextProps {
  error: unknown;
  params?: ErrorParams;
}

/** An error said at once (an alert), beside what failed; nothing while there is none. */
export function ErrorText({ error, params }: ErrorTextProps) {
  const text = useErrorText();
  if (error === null || error === undefined) return null;
  return (
    <p role="alert" className={styles.error}>
      {text(error, params)}
    </p>
  );
}
