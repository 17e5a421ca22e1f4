import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ShoppingCart } from '@klubb/contracts';
import { cartKeys, useRuntime } from '@klubb/runtime';

export interface AddToCartInput {
  offerId: string;
  itemVariantId: string;
  quantity: number;
}

/** How many of the variant the cart holds after the update (the server clamps by cap and stock). */
export const quantityIn = (cart: ShoppingCart, itemVariantId: string) =>
  cart.itemList.find((line) => line.itemVariantId === itemVariantId)?.quantity ?? 0;

/**
 * Adds to the member's cart (the API sums into what it holds). Afterwards the shared cart query is
 * invalidated, so mf-commerce's cart badge and this page's "in the cart" show the new quantity.
 */
export function useAddToCart() {
  const runtime = useRuntime();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AddToCartInput) => runtime.api.updateShoppingCart([input]),
    onSettled: () => client.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
