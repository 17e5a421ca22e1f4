import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  billboardSchema,
  FEED_CACHE_LIFETIME_MS,
  type Billboard,
  type OfferFeedItem,
  type OfferType,
} from '@klubb/contracts';
import { useRuntime, type KlubbRuntime } from '@klubb/runtime';
import { isApiError } from '@klubb/sdk';

import {
  feedKeys,
  mirrorFeedsToStorage,
  storedFeed,
  type FeedCacheRuntime,
  type StoredFeed,
} from './feed-store';

/** What the feeds' calls need of the runtime: its API. */
type ApiRuntime = Pick<KlubbRuntime, 'api'>;

/** The billboard as stored: `null` remembers that the brand has none (a 404). */
function storedBillboard(
  runtime: FeedCacheRuntime,
): { billboard: Billboard | null; updatedAt: number } | null {
  const stored: StoredFeed | null = storedFeed(runtime, 'billboard');
  if (!stored) return null;
  const parsed = billboardSchema.nullable().safeParse(stored.data);
  return parsed.success ? { billboard: parsed.data, updatedAt: stored.updatedAt } : null;
}

/**
 * The billboard, fresh for 10 s (FEED_CACHE_LIFETIME_MS), and after a reload from its store while
 * that is younger. A 404 means the brand has none: it is empty, not an error (spec §4), and that
 * too is kept.
 */
export const billboardQueryOptions = (runtime: ApiRuntime & FeedCacheRuntime) => {
  // Read once, so the data and its age come from the same store.
  let stored: ReturnType<typeof storedBillboard> | undefined;
  const fromStore = () => (stored === undefined ? (stored = storedBillboard(runtime)) : stored);
  return queryOptions({
    queryKey: feedKeys.store('billboard'),
    queryFn: async ({ signal }): Promise<Billboard | null> => {
      try {
        return await runtime.api.getBillboard(signal);
      } catch (error) {
        if (!isApiError(error) || error.status !== 404) throw error;
        return null;
      }
    },
    staleTime: FEED_CACHE_LIFETIME_MS,
    initialData: () => fromStore()?.billboard,
    initialDataUpdatedAt: () => fromStore()?.updatedAt,
  });
};

/** The billboard's query, with its answers mirrored to persistent storage. */
export function useBillboard() {
  const runtime = useRuntime();
  mirrorFeedsToStorage(useQueryClient(), runtime);
  return useQuery(billboardQueryOptions(runtime));
}

export interface FeedParams {
  /** Null for the mixed feed. */
  type: OfferType | null;
  categoryId: string | null;
}

export const feedKeyOf = ({ type, categoryId }: FeedParams) =>
  `${type ?? 'mixed'}|${categoryId ?? ''}`;

/**
 * One page of a feed: 30 offers of one type and category when given. After the first page it asks
 * for the offers after the last one shown (`after`, keyset paging: every page costs the API the
 * same, issue 38); `offset` goes along as the page's position, which the API then ignores.
 */
export function fetchFeedPage(
  runtime: ApiRuntime,
  { type, categoryId }: FeedParams,
  offset: number,
  signal: AbortSignal,
  last?: OfferFeedItem,
): Promise<OfferFeedItem[]> {
  return runtime.api.getOfferList(
    {
      type: type ?? undefined,
      offset,
      ...(last ? { after: last.id } : {}),
      categoryIdSelect: categoryId ? [categoryId] : [],
    },
    signal,
  );
}

/** Records that a feed was extended (spec §7); fire and forget, a lost line costs nothing. */
export function logFeedExtension(
  runtime: ApiRuntime,
  { type, categoryId }: FeedParams,
  offset: number,
): void {
  runtime.api
    .logInteraction({ event: 'extendOfferFeedList', params: { type, offset, categoryId } })
    .catch(() => undefined);
}
