import { useQuery } from '@tanstack/react-query';

import { categoryListQueryOptions } from '@klubb/session';

/** The name of a category, once the list has arrived; null without one. */
export function useCategoryName(categoryId: string | null): string | null {
  const { data } = useQuery({ ...categoryListQueryOptions(), enabled: categoryId !== null });
  return data?.find((category) => category.id === categoryId)?.name ?? null;
}
