import type { ItemVariant } from '@klubb/contracts';

import { isSoldOut } from './sold-out';

const variants = [{ id: 'a' }, { id: 'b' }] as ItemVariant[];

describe('isSoldOut', () => {
  it('is sold out when every variant has none left, or a waiting list is offered', () => {
    expect(
      isSoldOut({
        itemVariantList: variants,
        itemVariantAvailability: { a: 0, b: 0 },
        waitingList: false,
      }),
    ).toBe(true);
    expect(
      isSoldOut({ itemVariantList: variants, itemVariantAvailability: null, waitingList: true }),
    ).toBe(true);
  });

  it('is not while any variant is left, availability is unknown, or there is nothing to sell', () => {
    expect(
      isSoldOut({
        itemVariantList: variants,
        itemVariantAvailability: { a: 0, b: 3 },
        waitingList: false,
      }),
    ).toBe(false);
    expect(
      isSoldOut({ itemVariantList: variants, itemVariantAvailability: null, waitingList: false }),
    ).toBe(false);
    expect(
      isSoldOut({ itemVariantList: [], itemVariantAvailability: {}, waitingList: false }),
    ).toBe(false);
  });
});
