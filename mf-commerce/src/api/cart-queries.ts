import { useQuery } from '@tanstack/react-query';

import { cartQueryOptions, useMemberId, useRuntime } from '@klubb/runtime';

/** The member's whole cart (the drawer's lines and totals), from the shared ['cart'] query. */
export function useCart() {
  const runtime = useRuntime();
  const memberId = useMemberId();
  const query = useQuery({
    ...cartQueryOptions(runtime, memberId ?? ''),
    enabled: memberId !== null,
  });
  return { memberId, ...query };
}
