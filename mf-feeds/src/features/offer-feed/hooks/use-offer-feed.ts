import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { FEED_PAGE_SIZE, type OfferFeedItem, type OfferType } from '@klubb/contracts';
import { useRuntime, type KlubbRuntime } from '@klubb/runtime';

import { usePagerState } from '../../../hooks/use-pager-state';
import { createPager } from '../../../lib/paging/pager';
import {
  beginLoad,
  completeLoad,
  initialPaging,
  limitSnapshot,
  toSnapshot,
} from '../../../lib/paging/paging-state';
import { feedStoreOf, readCachedFeed, readRenderedFeed, writeCachedFeed } from '../api/feed-cache';
import { feedKeyOf, fetchFeedPage, logFeedExtension, type FeedParams } from '../api/feed-queries';

/**
 * How much of a feed the 10 s store keeps: ten pages. Storing a thousand cards after every page
 * costs the main thread more each time, and a reload starts at the top anyway.
 */
export const FEED_CACHE_MAX_ITEMS = 10 * FEED_PAGE_SIZE;

// Feed pages are paged by a pager of our own rather than useInfiniteQuery: a refetch of an infinite
// query asks again for every page loaded, and the spec wants no page requested twice.
const createFeedPager = (runtime: KlubbRuntime, client: QueryClient) =>
  createPager<FeedParams, OfferFeedItem>({
    pageSize: FEED_PAGE_SIZE,
    keyOf: feedKeyOf,
    fetchPage: (params, offset, signal, last) =>
      fetchFeedPage(runtime, params, offset, signal, last),
    onExtend: (params, offset) => logFeedExtension(runtime, params, offset),
    onPage: (params, snapshot) =>
      writeCachedFeed(runtime, client, feedStoreOf(params.type), {
        categoryId: params.categoryId,
        snapshot: limitSnapshot(snapshot, FEED_CACHE_MAX_ITEMS),
      }),
  });

/**
 * The feed's first page as a query only a server render asks for (ADR 014: the render service
 * fetches the queries the page builds, then renders again): its answer is kept as the feed's
 * cache, which the pager starts from, so the server's HTML and the client's hydration show the
 * same cards. In a browser the pager asks, as before.
 */
function useServerFirstPage(runtime: KlubbRuntime, client: QueryClient, params: FeedParams) {
  useQuery({
    queryKey: ['feeds', 'serverFirstPage', feedKeyOf(params)],
    queryFn: async ({ signal }) => {
      const key = feedKeyOf(params);
      const page = await fetchFeedPage(runtime, params, 0, signal);
      const loading = beginLoad(initialPaging<OfferFeedItem>(key)) ?? initialPaging(key);
      const loaded = completeLoad(loading, { key, offset: 0, page, pageSize: FEED_PAGE_SIZE });
      writeCachedFeed(runtime, client, feedStoreOf(params.type), {
        categoryId: params.categoryId,
        snapshot: limitSnapshot(toSnapshot(loaded), FEED_CACHE_MAX_ITEMS),
        rendered: true,
      });
      return true;
    },
    enabled: typeof window === 'undefined',
    staleTime: Infinity,
  });
}

/**
 * A pager that starts from the cached feed when it holds this very feed (no request, no effect),
 * or from the feed the server rendered into the page whatever its age (hydration shows what the
 * HTML shows); `stale` when that is older than its 10 s, to be asked for again once mounted.
 */
function startedPager(runtime: KlubbRuntime, client: QueryClient, params: FeedParams) {
  const pager = createFeedPager(runtime, client);
  const found = readRenderedFeed(runtime, client, feedStoreOf(params.type));
  const cached = found?.feed;
  if (cached?.categoryId === params.categoryId && cached.snapshot.key === feedKeyOf(params)) {
    pager.setParams(params, cached.snapshot);
    return { pager, stale: found?.stale ?? false };
  }
  return { pager, stale: false };
}

/**
 * A feed of offers, paged 30 at a time: from its query's data while that is under 10 s old and
 * holds this very feed (a reload shows it without a request, from the mirror), else from offset 0. A new type or category starts over.
 */
export function useOfferFeed(type: OfferType | null, categoryId: string | null) {
  const runtime = useRuntime();
  const client = useQueryClient();
  useServerFirstPage(runtime, client, { type, categoryId });
  const [{ pager, stale }] = useState(() => startedPager(runtime, client, { type, categoryId }));
  useEffect(() => {
    pager.setParams(
      { type, categoryId },
      readCachedFeed(runtime, client, feedStoreOf(type))?.snapshot,
    );
  }, [runtime, client, pager, type, categoryId]);
  // The server's feed, hydrated as it is, was older than its lifetime: its first page is asked
  // for again, the cards shown until the answer replaces them.
  useEffect(() => {
    if (stale) pager.refresh();
  }, [pager, stale]);
  useEffect(() => () => pager.abort(), [pager]);
  return { state: usePagerState(pager), loadMore: pager.loadMore, retry: pager.retry };
}
