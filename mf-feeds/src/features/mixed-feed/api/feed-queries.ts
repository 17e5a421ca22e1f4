import { queryOptions } from '@tanstack/react-query';

import type { OfferType } from '@klubb/contracts';
import { api, isApiError } from '@klubb/sdk';

/** Hierarchical query keys of the feeds (TanStack's key factories). */
export const feedKeys = {
  all: ['feeds'] as const,
  billboard: () => [...feedKeys.all, 'billboard'] as const,
  page: (type: OfferType | null, categories: ReadonlyArray<string>, offset: number) =>
    [...feedKeys.all, 'page', type ?? 'mixed', [...categories].sort().join(','), offset] as const,
};

/** The billboard; a 404 means the brand has none, which is not an error (spec §4). */
export const billboardQueryOptions = () =>
  queryOptions({
    queryKey: feedKeys.billboard(),
    queryFn: async ({ signal }) => {
      try {
        return await api().getBillboard(signal);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });

export const feedPageQueryOptions = (
  type: OfferType | null,
  categories: ReadonlyArray<string>,
  offset: number,
) =>
  queryOptions({
    queryKey: feedKeys.page(type, categories, offset),
    queryFn: ({ signal }) =>
      api().getOfferList({ type: type ?? undefined, offset, categoryIdSelect: categories }, signal),
  });
