import {
  cartQueryOptions as cartQueryOptionsOf,
  categoryListQueryOptions as categoryListQueryOptionsOf,
} from '@klubb/session';

import type { KlubbRuntime } from './runtime';

export { cartKeys, categoryKeys } from '@klubb/session';

/**
 * The member's cart through the runtime's API. The definition (key, retry rule) is the session's,
 * so the host, a contract-1 remote and a contract-2 remote share one cached query.
 */
export const cartQueryOptions = (runtime: KlubbRuntime, memberId: string) =>
  cartQueryOptionsOf(memberId, runtime.api);

/** The brand's categories through the runtime's API, cached for its app URL (the session's). */
export const categoryListQueryOptions = (runtime: KlubbRuntime) =>
  categoryListQueryOptionsOf({ api: runtime.api, appUrl: runtime.config.appUrl });
