import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CartItem, ShoppingCart } from '@klubb/contracts';
import { cartKeys, useRuntime } from '@klubb/runtime';

import { cartChange, withQuantity } from '../features/cart/utils/cart-lines';

export interface CartLineChange {
  item: CartItem;
  /** The line's new quantity; 0 removes it. */
  quantity: number;
}

/**
 * Changes one line of the member's cart through the shared ['cart'] query: the drawer shows the
 * new cart at once (optimistic), one request writes it, and the server's answer replaces the
 * guess; on an error the cart as it was comes back and the caller shows the spec's message.
 * Changes run one after another (one mutation scope), as each is a difference to the last.
 */
export function useChangeCartLine(memberId: string) {
  const client = useQueryClient();
  const { api } = useRuntime();
  const key = cartKeys.member(memberId);
  return useMutation({
    scope: { id: 'cart' },
    mutationFn: async ({ item, quantity }: CartLineChange) => {
      const line = cartChange(item, quantity);
      return line ? api.updateShoppingCart([line]) : null;
    },
    onMutate: async ({ item, quantity }: CartLineChange) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<ShoppingCart>(key);
      if (previous) {
        client.setQueryData(key, withQuantity(previous, item.itemVariantId, quantity));
      }
      return { previous };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (cart) => {
      if (cart) client.setQueryData(key, cart);
    },
  });
}
