import { queryOptions } from '@tanstack/react-query';

import { api, isApiError, type Endpoints } from '@klubb/sdk';

/**
 * The member's cart, one query for every remote (the header's badge, an offer's "in the cart"):
 * they share the one query client, so the cart is fetched once. The key holds whose cart it is,
 * so another member (or a sign-out) never sees the previous one; a change invalidates `all`.
 */
export const cartKeys = {
  all: ['cart'] as const,
  member: (memberId: string) => [...cartKeys.all, 'member', memberId] as const,
};

/**
 * `endpoints`: the runtime's API (a contract-2 remote, through `@klubb/runtime`'s
 * `cartQueryOptions`); without it, the SDK's module global (the host, a contract-1 remote).
 */
export const cartQueryOptions = (memberId: string, endpoints?: Endpoints) =>
  queryOptions({
    queryKey: cartKeys.member(memberId),
    queryFn: ({ signal }) => (endpoints ?? api()).getShoppingCart(signal),
    // Once more for a server or network hiccup; a refusal (4xx) will not change by asking again.
    retry: (failures, error) => failures < 1 && isApiError(error) && error.status >= 500,
  });
