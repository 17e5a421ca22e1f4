import { isApiError } from '@klubb/sdk';

/**
 * Why the start failed, for the error screen (spec §2 Error screen, §8): only a 404 for the app
 * URL means the address belongs to no brand; a device without network says so; anything else
 * (a 5xx, a time-out, an unreachable API) is a passing failure with a retry.
 */
export type BootFailure = 'unknownBrand' | 'offline' | 'generic';

export function bootFailureOf(error: unknown, online: boolean): BootFailure {
  if (isApiError(error) && error.status === 404) return 'unknownBrand';
  if (!online) return 'offline';
  return 'generic';
}
