import { useQuery } from '@tanstack/react-query';

import { cartQueryOptions, useMemberId, useRuntime } from '@klubb/runtime';

/** How many of one variant the member's cart holds; 0 while unknown or anonymous. */
export function useQuantityInCart(variantId: string | null, enabled: boolean): number {
  const runtime = useRuntime();
  const memberId = useMemberId();
  const { data } = useQuery({
    ...cartQueryOptions(runtime, memberId ?? ''),
    enabled: enabled && memberId !== null,
  });
  if (!variantId || !data) return 0;
  return data.itemList.find((line) => line.itemVariantId === variantId)?.quantity ?? 0;
}
