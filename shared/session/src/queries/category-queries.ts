import { queryOptions } from '@tanstack/react-query';

import {
  api,
  CATEGORY_CACHE_LIFETIME_MS,
  readCachedCategories,
  sdkConfig,
  writeCachedCategories,
  type CachedCategories,
  type Endpoints,
} from '@klubb/sdk';

/** One key for every remote: they share the one query client, so the list is fetched once. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

/** Where the categories come from: the runtime's API and app URL (a contract-2 remote). */
export interface CategorySource {
  api: Endpoints;
  appUrl: string;
}

/**
 * The brand's categories (spec §3: a list, indexed by id). They start from the persistent store
 * `categoryDataStore` (spec §4 "Cached data") when it holds them, so a reload shows category names
 * and filters without a request, and every fetch refreshes that store.
 */
export function categoryListQueryOptions(source?: CategorySource) {
  // Without a source, the SDK's module globals (the host, a contract-1 remote).
  const appUrl = () => source?.appUrl ?? sdkConfig()?.appUrl ?? '';
  // The store is read (and parsed) once, and only when the query is first created: TanStack
  // asks for the initial data and its time separately, and never again for a cached query.
  let stored: CachedCategories | null | undefined;
  const readStore = () =>
    stored === undefined ? (stored = readCachedCategories(appUrl())) : stored;
  return queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: async ({ signal }) => {
      const categories = await (source?.api ?? api()).getCategoryList(signal);
      writeCachedCategories(appUrl(), categories);
      return categories;
    },
    initialData: () => readStore()?.categories,
    initialDataUpdatedAt: () => readStore()?.savedAt,
    staleTime: CATEGORY_CACHE_LIFETIME_MS,
  });
}
