import { queryOptions } from '@tanstack/react-query';

import { isApiError } from '@klubb/sdk';

import type { KlubbRuntime } from './runtime';

/**
 * The member's cart, one query for every remote (the header's badge, an offer's "in the cart"):
 * they share the runtime's query client, so the cart is fetched once. The key holds whose cart it
 * is, so another member (or a sign-out) never sees the previous one; a change invalidates `all`.
 */
export const cartKeys = {
  all: ['cart'] as const,
  member: (memberId: string) => [...cartKeys.all, 'member', memberId] as const,
};

/** The member's cart through the runtime's API (the one definition, ADR 027). */
export const cartQueryOptions = (runtime: Pick<KlubbRuntime, 'api'>, memberId: string) =>
  queryOptions({
    queryKey: cartKeys.member(memberId),
    queryFn: ({ signal }) => runtime.api.getShoppingCart(signal),
    // Once more for a server or network hiccup; a refusal (4xx) will not change by asking again.
    retry: (failures, error) => failures < 1 && isApiError(error) && error.status >= 500,
  });
