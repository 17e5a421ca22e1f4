import { queryOptions } from '@tanstack/react-query';

import {
  CATEGORY_CACHE_LIFETIME_MS,
  readCachedCategories,
  writeCachedCategories,
  type CachedCategories,
} from '@klubb/sdk';

import type { KlubbRuntime } from './runtime';

/** One key for every remote: they share the runtime's query client, so the list is fetched once. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

/**
 * The brand's categories (spec §3: a list, indexed by id) through the runtime's API. They start
 * from the persistent store `categoryDataStore` (spec §4 "Cached data") in the runtime's storage,
 * for its app URL, when it holds them, so a reload shows category names and filters without a request, and every
 * fetch refreshes that store.
 */
export function categoryListQueryOptions(
  runtime: Pick<KlubbRuntime, 'api' | 'config' | 'storage'>,
) {
  const { appUrl } = runtime.config;
  const { storage } = runtime;
  // The store is read (and parsed) once, and only when the query is first created: TanStack
  // asks for the initial data and its time separately, and never again for a cached query.
  let stored: CachedCategories | null | undefined;
  const readStore = () =>
    stored === undefined ? (stored = readCachedCategories(storage, appUrl)) : stored;
  return queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: async ({ signal }) => {
      const categories = await runtime.api.getCategoryList(signal);
      writeCachedCategories(storage, appUrl, categories);
      return categories;
    },
    initialData: () => readStore()?.categories,
    initialDataUpdatedAt: () => readStore()?.savedAt,
    staleTime: CATEGORY_CACHE_LIFETIME_MS,
  });
}
