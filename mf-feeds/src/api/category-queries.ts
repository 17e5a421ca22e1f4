import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { Category } from '@klubb/contracts';
import { categoryListQueryOptions, useRuntime } from '@klubb/runtime';

const EMPTY: ReadonlyArray<Category> = [];

/**
 * The categories, and their names indexed by id for the cards; empty until they arrive. `settled`:
 * they arrived (or the first try failed), so what depends on them can be laid out.
 */
export function useCategories() {
  const {
    data = EMPTY,
    isPending,
    failureCount,
  } = useQuery(categoryListQueryOptions(useRuntime()));
  const names = useMemo(
    () => new Map(data.map((category) => [category.id, category.name] as const)),
    [data],
  );
  // A failed first try settles too: the page goes on without the filter while the query retries.
  return { categories: data, names, settled: !isPending || failureCount > 0 };
}
