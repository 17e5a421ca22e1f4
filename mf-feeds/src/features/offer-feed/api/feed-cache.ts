import {
  billboardSchema,
  offerFeedPageSchema,
  type Billboard,
  type FeedCacheStore,
  type OfferFeedItem,
  type OfferType,
  isRecord,
} from '@klubb/contracts';
import { readFeedCache, writeFeedCache } from '@klubb/sdk';

import type { PagingSnapshot } from '../../../lib/paging/paging-state';

/** The store of a feed (spec §4): one per type, and `general` for the mixed feed. */
export const feedStoreOf = (type: OfferType | null): FeedCacheStore => type ?? 'general';

export interface CachedFeed {
  categoryId: string | null;
  snapshot: PagingSnapshot<OfferFeedItem>;
}

/**
 * The feed as it was at most 10 s ago, or null. Stored data outlives a release, so anything that
 * is not a well-formed feed reads as nothing cached.
 */
export function readCachedFeed(store: FeedCacheStore, now?: number): CachedFeed | null {
  const value = readFeedCache(store, now);
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

export function writeCachedFeed(store: FeedCacheStore, feed: CachedFeed, now?: number): void {
  writeFeedCache(store, feed, now);
}

/** The billboard as cached: `{ billboard: null }` remembers that the brand has none (a 404). */
export function readCachedBillboard(now?: number): { billboard: Billboard | null } | null {
  const value = readFeedCache('billboard', now);
  if (!isRecord(value) || !('billboard' in value)) return null;
  const parsed = billboardSchema.nullable().safeParse(value.billboard);
  return parsed.success ? { billboard: parsed.data } : null;
}

export function writeCachedBillboard(billboard: Billboard | null, now?: number): void {
  writeFeedCache('billboard', { billboard }, now);
}
