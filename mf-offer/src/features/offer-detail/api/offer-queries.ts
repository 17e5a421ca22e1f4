import { queryOptions } from '@tanstack/react-query';

import { api } from '@klubb/sdk';

export const offerKeys = {
  all: ['offers'] as const,
  detail: (id: string) => [...offerKeys.all, 'detail', id] as const,
};

export const offerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: offerKeys.detail(id),
    queryFn: ({ signal }) => api().getOffer(id, signal),
    // An unknown or ended offer will not appear by asking again.
    retry: false,
  });
