import type { CartItem, CartLine, ShoppingCart } from '@klubb/contracts';
import { clampQuantity } from '@klubb/ui';

/** The most of a line the cart may hold: its variant's purchase cap (spec §5 "Quantity"). */
export const lineMaximum = (item: CartItem) => item.itemVariant.purchaseCap;

/**
 * What a typed or stepped quantity becomes in the drawer: an integer from 1 to the purchase cap;
 * anything that is not a number becomes 1. Removing a line is the delete button's (quantity 0).
 */
export const drawerQuantity = (input: string | number, item: CartItem) =>
  clampQuantity(input, lineMaximum(item));

/** One unit's fees, in major units. */
export const unitFees = (item: CartItem) =>
  item.itemVariant.customFeeIdList.reduce(
    (sum, id) => sum + (item.itemVariantCustomFeeBuildRecord[id]?.price.current ?? 0),
    0,
  );

/**
 * The cart update that takes a line from its quantity to `quantity`: the API adds what it is sent
 * (a negative number takes away) and removes a line sent with 0. Null when nothing changes.
 */
export function cartChange(item: CartItem, quantity: number): CartLine | null {
  const base = { offerId: item.offerId, itemVariantId: item.itemVariantId };
  if (quantity <= 0) return { ...base, quantity: 0 };
  const delta = quantity - item.quantity;
  return delta === 0 ? null : { ...base, quantity: delta };
}

const toMinor = (major: number) => Math.round(major * 100);

/**
 * The cart as it will be once the change is made, priced as the server prices it (items and fees
 * times the quantity): what the drawer shows while the change is on its way.
 */
export function withQuantity(
  cart: ShoppingCart,
  itemVariantId: string,
  quantity: number,
): ShoppingCart {
  const itemList = cart.itemList
    .map((item) => (item.itemVariantId === itemVariantId ? { ...item, quantity } : item))
    .filter((item) => item.quantity > 0);
  let totalMinor = 0;
  let feeMinor = 0;
  let totalQuantity = 0;
  for (const item of itemList) {
    const fees = toMinor(unitFees(item)) * item.quantity;
    totalMinor += toMinor(item.itemVariant.price.current) * item.quantity + fees;
    feeMinor += fees;
    totalQuantity += item.quantity;
  }
  return {
    ...cart,
    itemList,
    totalPrice: totalMinor / 100,
    totalCustomFeePrice: feeMinor / 100,
    totalQuantity,
  };
}
