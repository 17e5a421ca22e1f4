import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { FEED_PAGE_SIZE, type OfferFeedItem, type OfferType } from '@klubb/contracts';

import { usePagerState } from '../../../hooks/use-pager-state';
import { createPager } from '../../../lib/paging/pager';
import { limitSnapshot } from '../../../lib/paging/paging-state';
import { feedStoreOf, readCachedFeed, writeCachedFeed } from '../api/feed-cache';
import { feedKeyOf, fetchFeedPage, logFeedExtension, type FeedParams } from '../api/feed-queries';

/**
 * How much of a feed the 10 s store keeps: ten pages. Storing a thousand cards after every page
 * costs the main thread more each time, and a reload starts at the top anyway.
 */
export const FEED_CACHE_MAX_ITEMS = 10 * FEED_PAGE_SIZE;

// Feed pages are paged by a pager of our own rather than useInfiniteQuery: a refetch of an infinite
// query asks again for every page loaded, and the spec wants no page requested twice.
const createFeedPager = (client: QueryClient) =>
  createPager<FeedParams, OfferFeedItem>({
    pageSize: FEED_PAGE_SIZE,
    keyOf: feedKeyOf,
    fetchPage: fetchFeedPage,
    onExtend: logFeedExtension,
    onPage: (params, snapshot) =>
      writeCachedFeed(client, feedStoreOf(params.type), {
        categoryId: params.categoryId,
        snapshot: limitSnapshot(snapshot, FEED_CACHE_MAX_ITEMS),
      }),
  });

/**
 * A feed of offers, paged 30 at a time: from its query's data while that is under 10 s old and
 * holds this very feed (a reload shows it without a request, from the mirror), else from offset 0. A new type or category starts over.
 */
export function useOfferFeed(type: OfferType | null, categoryId: string | null) {
  const client = useQueryClient();
  const [pager] = useState(() => createFeedPager(client));
  useEffect(() => {
    pager.setParams({ type, categoryId }, readCachedFeed(client, feedStoreOf(type))?.snapshot);
  }, [client, pager, type, categoryId]);
  useEffect(() => () => pager.abort(), [pager]);
  return { state: usePagerState(pager), loadMore: pager.loadMore, retry: pager.retry };
}
