import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@klubb/sdk';

/** The same key and call as mf-feeds': both remotes share the one query client and its cache. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

// The spec keeps categories with a time-to-live it does not give; a brand edits them rarely.
const CATEGORY_STALE_MS = 5 * 60_000;

export const categoryListQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => api().getCategoryList(signal),
    staleTime: CATEGORY_STALE_MS,
  });

/** The name of a category, once the list has arrived; null without one. */
export function useCategoryName(categoryId: string | null): string | null {
  const { data } = useQuery({ ...categoryListQueryOptions(), enabled: categoryId !== null });
  return data?.find((category) => category.id === categoryId)?.name ?? null;
}
