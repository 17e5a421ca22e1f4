import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, isApiError } from '@klubb/sdk';
import { useSessionStore } from '@klubb/session';

/**
 * The member's cart, under the `['cart']` prefix of the one shared query client: mf-offer
 * invalidates that prefix after it adds to the cart, so everything read here follows. The key
 * holds whose cart it is, so another member (or a sign-out) never sees the previous count.
 */
export const cartKeys = {
  all: ['cart'] as const,
  member: (memberId: string) => [...cartKeys.all, 'member', memberId] as const,
};

export const cartQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: cartKeys.member(memberId),
    queryFn: ({ signal }) => api().getShoppingCart(signal),
    // Once more for a server or network hiccup; a refusal (4xx) will not change by asking again.
    retry: (failures, error) => failures < 1 && isApiError(error) && error.status >= 500,
  });

/** The signed-in member's uid, or null while anonymous. */
const useMemberId = () => useSessionStore((state) => state.session?.uid ?? null);

/**
 * How many items the member's cart holds, or null while that is unknown: anonymous (no cart, no
 * request), still loading, or the last read failed (a failure shows no count rather than a stale one).
 */
export function useCartQuantity(): number | null {
  const memberId = useMemberId();
  const { data, isError } = useQuery({
    ...cartQueryOptions(memberId ?? ''),
    enabled: memberId !== null,
  });
  if (memberId === null || isError || !data) return null;
  return data.totalQuantity;
}
