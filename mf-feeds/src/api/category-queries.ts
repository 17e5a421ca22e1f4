import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { Category } from '@klubb/contracts';
import { categoryListQueryOptions } from '@klubb/session';

const EMPTY: ReadonlyArray<Category> = [];

/** The categories, and their names indexed by id for the cards; empty until they arrive. */
export function useCategories() {
  const { data = EMPTY } = useQuery(categoryListQueryOptions());
  const names = useMemo(
    () => new Map(data.map((category) => [category.id, category.name] as const)),
    [data],
  );
  return { categories: data, names };
}
