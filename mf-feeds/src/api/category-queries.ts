import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { Category } from '@klubb/contracts';
import { api } from '@klubb/sdk';

export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
};

// The spec keeps categories with a time-to-live it does not give; a brand edits them rarely.
const CATEGORY_STALE_MS = 5 * 60_000;
const EMPTY: ReadonlyArray<Category> = [];

/** The brand's categories (spec §3: fetched as a list, indexed by id). */
export const categoryListQueryOptions = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => api().getCategoryList(signal),
    staleTime: CATEGORY_STALE_MS,
  });

/** The categories, and their names indexed by id for the cards; empty until they arrive. */
export function useCategories() {
  const { data = EMPTY } = useQuery(categoryListQueryOptions());
  const names = useMemo(
    () => new Map(data.map((category) => [category.id, category.name] as const)),
    [data],
  );
  return { categories: data, names };
}
