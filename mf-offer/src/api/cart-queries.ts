import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@klubb/sdk';

/**
 * The member's cart. mf-commerce (the cart button's badge and the drawer) reads it under the
 * `['cart']` prefix of the one shared query client, so a change here invalidates that prefix.
 */
export const cartKeys = {
  all: ['cart'] as const,
};

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.all,
    queryFn: ({ signal }) => api().getShoppingCart(signal),
  });

/** How many of one variant the cart holds; 0 while unknown or anonymous. */
export function useQuantityInCart(variantId: string | null, enabled: boolean): number {
  const { data } = useQuery({ ...cartQueryOptions(), enabled });
  if (!variantId || !data) return 0;
  return data.itemList.find((line) => line.itemVariantId === variantId)?.quantity ?? 0;
}
