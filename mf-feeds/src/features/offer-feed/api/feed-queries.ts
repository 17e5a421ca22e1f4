import { queryOptions } from '@tanstack/react-query';

import type { Billboard, OfferFeedItem, OfferType } from '@klubb/contracts';
import { isApiError } from '@klubb/sdk';

import { runtime } from '../../../lib/runtime';

import { readCachedBillboard, writeCachedBillboard } from './feed-cache';

export const feedKeys = {
  all: ['feeds'] as const,
  billboard: () => [...feedKeys.all, 'billboard'] as const,
};

/**
 * The billboard, from its 10 s store when fresh. A 404 means the brand has none: it is empty, not
 * an error (spec §4), and that too is cached.
 */
export const billboardQueryOptions = () =>
  queryOptions({
    queryKey: feedKeys.billboard(),
    queryFn: async ({ signal }): Promise<Billboard | null> => {
      const cached = readCachedBillboard();
      if (cached) return cached.billboard;
      let billboard: Billboard | null;
      try {
        billboard = await runtime().api.getBillboard(signal);
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
        billboard = null;
      }
      writeCachedBillboard(billboard);
      return billboard;
    },
  });

export interface FeedParams {
  /** Null for the mixed feed. */
  type: OfferType | null;
  categoryId: string | null;
}

export const feedKeyOf = ({ type, categoryId }: FeedParams) =>
  `${type ?? 'mixed'}|${categoryId ?? ''}`;

/** One page of a feed: 30 offers from `offset`, of one type and category when given. */
export function fetchFeedPage(
  { type, categoryId }: FeedParams,
  offset: number,
  signal: AbortSignal,
): Promise<OfferFeedItem[]> {
  return runtime().api.getOfferList(
    { type: type ?? undefined, offset, categoryIdSelect: categoryId ? [categoryId] : [] },
    signal,
  );
}

/** Records that a feed was extended (spec §7); fire and forget, a lost line costs nothing. */
export function logFeedExtension({ type, categoryId }: FeedParams, offset: number): void {
  runtime()
    .api.logInteraction({ event: 'extendOfferFeedList', params: { type, offset, categoryId } })
    .catch(() => undefined);
}
