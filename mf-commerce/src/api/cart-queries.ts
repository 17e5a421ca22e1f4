import { useQuery } from '@tanstack/react-query';

import { cartQueryOptions, useSessionStore } from '@klubb/session';

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
