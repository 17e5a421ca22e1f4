import type { QueryClient, QueryKey } from '@tanstack/react-query';

import {
  FEED_CACHE_LIFETIME_MS,
  FEED_CACHE_STORES,
  isRecord,
  type FeedCacheStore,
} from '@klubb/contracts';
import type { KlubbRuntime } from '@klubb/runtime';

/** What the feed stores need of the runtime: its feed cache (the page's storage). */
export type FeedCacheRuntime = Pick<KlubbRuntime, 'feedCache'>;

/**
 * The feeds' data has one owner: TanStack Query, one query per feed store (spec §4: billboard,
 * editorial, benefit, live and the general feed). Persistent storage only mirrors it, so that a
 * reload within FEED_CACHE_LIFETIME_MS starts from what the member saw.
 */
export const feedKeys = {
  all: ['feeds'] as const,
  store: (store: FeedCacheStore) => [...feedKeys.all, store] as const,
};

const storeOfKey = ([root, store]: QueryKey): FeedCacheStore | null =>
  root === feedKeys.all[0] && FEED_CACHE_STORES.includes(store as FeedCacheStore)
    ? (store as FeedCacheStore)
    : null;

const mirrored = new WeakSet<QueryClient>();

/**
 * Writes every new answer of a feed query to its store, to expire FEED_CACHE_LIFETIME_MS after the
 * answer arrived (not after the write: a store read back after a reload keeps its age). Nothing
 * else writes the stores; sign-out clears them with the query client.
 */
export function mirrorFeedsToStorage(client: QueryClient, runtime: FeedCacheRuntime): void {
  if (mirrored.has(client)) return;
  mirrored.add(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const store = storeOfKey(event.query.queryKey);
    if (store === null) return;
    const { data, dataUpdatedAt } = event.query.state;
    runtime.feedCache.write(store, { data, updatedAt: dataUpdatedAt }, dataUpdatedAt);
  });
}

export interface StoredFeed {
  /** As written; the caller validates it, since storage outlives a release. */
  data: unknown;
  /** When the query got it: TanStack Query's `dataUpdatedAt`. */
  updatedAt: number;
}

/** A store's unexpired mirror, or null (never written, expired, or not a mirror at all). */
export function storedFeed(
  runtime: FeedCacheRuntime,
  store: FeedCacheStore,
  now = Date.now(),
): StoredFeed | null {
  const value = runtime.feedCache.read(store, now);
  if (!isRecord(value) || !('data' in value) || typeof value.updatedAt !== 'number') return null;
  return { data: value.data, updatedAt: value.updatedAt };
}

/**
 * A store's data and whether it is younger than FEED_CACHE_LIFETIME_MS, or null (none, or no
 * longer valid). The query cache is asked first; after a reload it is filled from the mirror, with
 * the age the mirror recorded (the mirror itself keeps nothing past the lifetime).
 */
export function feedData<T>(
  runtime: FeedCacheRuntime,
  client: QueryClient,
  store: FeedCacheStore,
  parse: (data: unknown) => T | null,
  now = Date.now(),
): { data: T; fresh: boolean } | null {
  mirrorFeedsToStorage(client, runtime);
  const key = feedKeys.store(store);
  if (client.getQueryState(key)?.data === undefined) {
    const stored = storedFeed(runtime, store, now);
    const data = stored ? parse(stored.data) : null;
    if (stored && data !== null) client.setQueryData(key, data, { updatedAt: stored.updatedAt });
  }
  const state = client.getQueryState<T>(key);
  if (state?.data === undefined) return null;
  return { data: state.data, fresh: now - state.dataUpdatedAt < FEED_CACHE_LIFETIME_MS };
}

/** A store's data while it is younger than FEED_CACHE_LIFETIME_MS, else null. */
export function freshFeedData<T>(
  runtime: FeedCacheRuntime,
  client: QueryClient,
  store: FeedCacheStore,
  parse: (data: unknown) => T | null,
  now = Date.now(),
): T | null {
  const found = feedData(runtime, client, store, parse, now);
  return found?.fresh ? found.data : null;
}
