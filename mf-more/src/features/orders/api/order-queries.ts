import { infiniteQueryOptions } from '@tanstack/react-query';

import { ORDER_HISTORY_PAGE_SIZE, type Order } from '@klubb/contracts';
import type { KlubbRuntime } from '@klubb/runtime';

/** The member's order history, keyed by member so no one else's list is ever shown. */
export const orderKeys = {
  all: ['orders'] as const,
  member: (memberId: string) => [...orderKeys.all, memberId] as const,
};

/**
 * The next page's cursor: the last order's id, or none after a short page (issue 38: the API
 * answers `ORDER_HISTORY_PAGE_SIZE` orders a page, the next after the order named).
 */
export function nextOrderCursor(page: readonly Order[]): string | undefined {
  return page.length < ORDER_HISTORY_PAGE_SIZE ? undefined : page.at(-1)?.id;
}

export const orderHistoryQueryOptions = (runtime: Pick<KlubbRuntime, 'api'>, memberId: string) =>
  infiniteQueryOptions({
    queryKey: orderKeys.member(memberId),
    queryFn: ({ signal, pageParam }) => runtime.api.getOrderHistory(signal, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextOrderCursor,
  });
