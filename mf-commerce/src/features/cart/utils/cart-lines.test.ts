import type { CartItem, ShoppingCart } from '@klubb/contracts';

import { cartChange, drawerQuantity, withQuantity } from './cart-lines';

const image = { imageDescription: null, width: 800, height: 533, jpeg: [], webp: [] };
const item = (id: string, quantity: number, price: number, cap: number): CartItem => ({
  offerId: `offer-${id}`,
  offerType: 'live',
  offerTitle: `Offer ${id}`,
  offerPuffImage: image,
  itemVariantId: id,
  itemVariantType: 'ticket',
  quantity,
  itemVariant: {
    id,
    title: id,
    description: '',
    images: [],
    price: { current: price, original: null },
    currency: 'SEK',
    customFeeIdList: ['fee'],
    taxRates: [],
    purchaseCap: cap,
    date: null,
    location: null,
  },
  itemVariantCustomFeeBuildRecord: {
    fee: { id: 'fee', name: 'Service', price: { current: 29 } },
  },
});

const cart: ShoppingCart = {
  itemList: [item('a', 2, 450, 6), item('b', 1, 199.5, 2)],
  totalPrice: (450 + 29) * 2 + 199.5 + 29,
  totalCustomFeePrice: 29 * 3,
  totalQuantity: 3,
  currency: 'SEK',
};

describe('the drawer’s quantity rules', () => {
  const line = item('a', 2, 450, 6);

  it('keeps a quantity between 1 and the purchase cap; anything not a number becomes 1', () => {
    expect(drawerQuantity('3', line)).toBe(3);
    expect(drawerQuantity(9, line)).toBe(6);
    expect(drawerQuantity('0', line)).toBe(1);
    expect(drawerQuantity(-2, line)).toBe(1);
    expect(drawerQuantity('abc', line)).toBe(1);
    expect(drawerQuantity('', line)).toBe(1);
    expect(drawerQuantity('2.7', line)).toBe(2);
  });

  it('sends the difference, 0 to remove, and nothing when nothing changes', () => {
    expect(cartChange(line, 5)).toEqual({ offerId: 'offer-a', itemVariantId: 'a', quantity: 3 });
    expect(cartChange(line, 1)).toEqual({ offerId: 'offer-a', itemVariantId: 'a', quantity: -1 });
    expect(cartChange(line, 0)).toEqual({ offerId: 'offer-a', itemVariantId: 'a', quantity: 0 });
    expect(cartChange(line, 2)).toBeNull();
  });

  it('prices the cart as it will be: items and fees times the quantity, lines of 0 gone', () => {
    const more = withQuantity(cart, 'a', 3);
    expect(more.totalQuantity).toBe(4);
    expect(more.totalPrice).toBe((450 + 29) * 3 + 199.5 + 29);
    expect(more.totalCustomFeePrice).toBe(29 * 4);
    const removed = withQuantity(cart, 'b', 0);
    expect(removed.itemList.map((i) => i.itemVariantId)).toEqual(['a']);
    expect(removed).toMatchObject({ totalQuantity: 2, totalPrice: 958, totalCustomFeePrice: 58 });
    expect(cart.totalQuantity).toBe(3);
  });
});
