import type { QueryClient } from '@tanstack/react-query';

import {
  offerFeedPageSchema,
  type FeedCacheStore,
  type OfferFeedItem,
  type OfferType,
  isRecord,
} from '@klubb/contracts';

import type { PagingSnapshot } from '../../../lib/paging/paging-state';

import { feedKeys, freshFeedData, mirrorFeedsToStorage, type FeedCacheRuntime } from './feed-store';

/** The store of a feed (spec §4): one per type, and `general` for the mixed feed. */
export const feedStoreOf = (type: OfferType | null): FeedCacheStore => type ?? 'general';

export interface CachedFeed {
  categoryId: string | null;
  snapshot: PagingSnapshot<OfferFeedItem>;
}

/** Anything that is not a well-formed feed (a store written by an older release) is nothing. */
function parseCachedFeed(value: unknown): CachedFeed | null {
  if (!isRecord(value) || !isRecord(value.snapshot)) return null;
  const { categoryId } = value;
  const { key, items, nextOffset, hasMore } = value.snapshot;
  if (categoryId !== null && typeof categoryId !== 'string') return null;
  if (typeof key !== 'string' || typeof hasMore !== 'boolean') return null;
  if (typeof nextOffset !== 'number' || !Number.isInteger(nextOffset) || nextOffset < 0)
    return null;
  const parsed = offerFeedPageSchema.safeParse(items);
  if (!parsed.success) return null;
  return { categoryId, snapshot: { key, items: parsed.data, nextOffset, hasMore } };
}

/** The feed as it was at most 10 s ago (in this page or before a reload), or null. */
export function readCachedFeed(
  runtime: FeedCacheRuntime,
  client: QueryClient,
  store: FeedCacheStore,
  now?: number,
): CachedFeed | null {
  return freshFeedData(runtime, client, store, parseCachedFeed, now);
}

/** Keeps the feed as paged so far; its 10 s start now. */
export function writeCachedFeed(
  runtime: FeedCacheRuntime,
  client: QueryClient,
  store: FeedCacheStore,
  feed: CachedFeed,
  now?: number,
): void {
  mirrorFeedsToStorage(client, runtime);
  client.setQueryData(feedKeys.store(store), feed, { updatedAt: now });
}
