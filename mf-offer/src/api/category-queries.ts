import { useQuery } from '@tanstack/react-query';

import { categoryListQueryOptions, useRuntime } from '@klubb/runtime';

/** The name of a category, once the list has arrived; null without one. */
export function useCategoryName(categoryId: string | null): string | null {
  const { data } = useQuery({
    ...categoryListQueryOptions(useRuntime()),
    enabled: categoryId !== null,
  });
  return data?.find((category) => category.id === categoryId)?.name ?? null;
}
