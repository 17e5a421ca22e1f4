import { queryOptions } from '@tanstack/react-query';

import {
  api,
  CATEGORY_CACHE_LIFETIME_MS,
  readCachedCategories,
  sdkConfig,
  writeCachedCategories,
  type CachedCategories,
} from '@klubb/sdk';

/** One key for every remote: they share the one query client, so the list is fetched once. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

const appUrl = () => sdkConfig()?.appUrl ?? '';

/**
 * The brand's categories (spec §3: a list, indexed by id). They start from the persistent store
 * `categoryDataStore` (spec §4 "Cached data") when it holds them, so a reload shows category names
 * and filters without a request, and every fetch refreshes that store.
 */
export function categoryListQueryOptions() {
  // The store is read (and parsed) once, and only when the query is first created: TanStack
  // asks for the initial data and its time separately, and never again for a cached query.
  let stored: CachedCategories | null | undefined;
  const readStore = () =>
    stored === undefined ? (stored = readCachedCategories(appUrl())) : stored;
  return queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: async ({ signal }) => {
      const categories = await api().getCategoryList(signal);
      writeCachedCategories(appUrl(), categories);
      return categories;
    },
    initialData: () => readStore()?.categories,
    initialDataUpdatedAt: () => readStore()?.savedAt,
    staleTime: CATEGORY_CACHE_LIFETIME_MS,
  });
}
