import { FEED_CACHE_LIFETIME_MS, FEED_CACHE_STORES, type FeedCacheStore } from '@klubb/contracts';

import type { StoredValues } from './storage';

/** The persistent-storage key of one feed cache store. */
export const feedCacheKey = (store: FeedCacheStore) => `feedCache.${store}`;

/** The feed cache stores (spec §4) kept in one storage. */
export interface FeedCaches {
  read: (store: FeedCacheStore, now?: number) => unknown;
  write: (store: FeedCacheStore, value: unknown, now?: number) => void;
  clear: () => void;
}

/**
 * The feed cache stores in `storage` (spec §4: billboard, editorial, benefit, live and the general
 * feed, each kept 10 s). `read` gives null when a store was never written or has expired, else
 * the value as written (the caller validates it, since storage outlives a release); `write`
 * keeps it FEED_CACHE_LIFETIME_MS (10 s); `clear` removes every store (spec §4 "Sign-out …
 * clears all feed caches").
 */
export function feedCachesIn(storage: StoredValues): FeedCaches {
  return {
    read: (store, now = Date.now()) => storage.read<unknown>(feedCacheKey(store), now),
    write: (store, value, now = Date.now()) =>
      storage.write(feedCacheKey(store), value, FEED_CACHE_LIFETIME_MS, now),
    clear: () => {
      for (const store of FEED_CACHE_STORES) storage.remove(feedCacheKey(store));
    },
  };
}
