import { useQuery } from '@tanstack/react-query';

import { cartQueryOptions, useMemberId } from '@klubb/session';

/** How many of one variant the member's cart holds; 0 while unknown or anonymous. */
export function useQuantityInCart(variantId: string | null, enabled: boolean): number {
  const memberId = useMemberId();
  const { data } = useQuery({
    ...cartQueryOptions(memberId ?? ''),
    enabled: enabled && memberId !== null,
  });
  if (!variantId || !data) return 0;
  return data.itemList.find((line) => line.itemVariantId === variantId)?.quantity ?? 0;
}
