import { queryOptions } from '@tanstack/react-query';

import { runtime } from '../../../lib/runtime';

/** The member's order history, keyed by member so no one else's list is ever shown. */
export const orderKeys = {
  all: ['orders'] as const,
  member: (memberId: string) => [...orderKeys.all, memberId] as const,
};

export const orderHistoryQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: orderKeys.member(memberId),
    queryFn: ({ signal }) => runtime().api.getOrderHistory(signal),
  });
