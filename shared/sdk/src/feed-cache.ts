import { FEED_CACHE_LIFETIME_MS, FEED_CACHE_STORES, type FeedCacheStore } from '@klubb/contracts';

import { readStored, removeStored, writeStored } from './storage';

/** The persistent-storage key of one feed cache store. */
export const feedCacheKey = (store: FeedCacheStore) => `feedCache.${store}`;

/**
 * Reads one feed cache store (spec §4: billboard, editorial, benefit, live and the general feed,
 * each kept 10 s in persistent storage). Null when it was never written or has expired. The value
 * is as written; the caller validates it, since storage outlives a release.
 */
export function readFeedCache(store: FeedCacheStore, now = Date.now()): unknown {
  return readStored<unknown>(feedCacheKey(store), now);
}

/** Writes one feed cache store; it expires FEED_CACHE_LIFETIME_MS (10 s) after this write. */
export function writeFeedCache(store: FeedCacheStore, value: unknown, now = Date.now()): void {
  writeStored(feedCacheKey(store), value, FEED_CACHE_LIFETIME_MS, now);
}

/** Removes every feed cache store. Sign-out calls it (spec §4 "Sign-out … clears all feed caches"). */
export function clearFeedCaches(): void {
  for (const store of FEED_CACHE_STORES) removeStored(feedCacheKey(store));
}
