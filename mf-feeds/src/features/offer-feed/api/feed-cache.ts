import type { QueryClient } from '@tanstack/react-query';

import {
  offerFeedPageSchema,
  type FeedCacheStore,
  type OfferFeedItem,
  type OfferType,
  isRecord,
} from '@klubb/contracts';

import type { PagingSnapshot } from '../../../lib/paging/paging-state';

import {
  feedData,
  feedKeys,
  freshFeedData,
  mirrorFeedsToStorage,
  type FeedCacheRuntime,
} from './feed-store';

/** The store of a feed (spec §4): one per type, and `general` for the mixed feed. */
export const feedStoreOf = (type: OfferType | null): FeedCacheStore => type ?? 'general';

export interface CachedFeed {
  categoryId: string | null;
  snapshot: PagingSnapshot<OfferFeedItem>;
  /** Written by a server render (ADR 014): the page's HTML shows it, whatever its age. */
  rendered?: true;
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
  return {
    categoryId,
    snapshot: { key, items: parsed.data, nextOffset, hasMore },
    ...(value.rendered === true ? { rendered: true as const } : {}),
  };
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

/**
 * The feed a server render put in this page, whatever its age, with whether it is older than its
 * 10 s (`stale`); else the feed as `readCachedFeed` finds it. Hydration must show what the HTML
 * shows: a page from a shared cache, a slow boot or a phone whose clock runs ahead can make the
 * server's feed look older than its lifetime, and rendering anything else is a mismatch that
 * throws the server's HTML away. The caller asks for a fresh feed behind it when it is stale.
 */
export function readRenderedFeed(
  runtime: FeedCacheRuntime,
  client: QueryClient,
  store: FeedCacheStore,
  now?: number,
): { feed: CachedFeed; stale: boolean } | null {
  const found = feedData(runtime, client, store, parseCachedFeed, now);
  if (!found) return null;
  if (found.fresh) return { feed: found.data, stale: false };
  return found.data.rendered ? { feed: found.data, stale: true } : null;
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
