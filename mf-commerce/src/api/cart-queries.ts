import { useQuery } from '@tanstack/react-query';

import { cartQueryOptions, useMemberId } from '@klubb/session';

/** The signed-in member's uid, or null while anonymous. */

/** The member's whole cart (the drawer's lines and totals), from the shared ['cart'] query. */
export function useCart() {
  const memberId = useMemberId();
  const query = useQuery({
    ...cartQueryOptions(memberId ?? ''),
    enabled: memberId !== null,
  });
  return { memberId, ...query };
}
