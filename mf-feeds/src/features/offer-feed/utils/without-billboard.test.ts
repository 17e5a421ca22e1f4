import type { OfferFeedItem } from '@klubb/contracts';

import { withoutBillboard } from './without-billboard';

const item = (id: string) => ({ id }) as OfferFeedItem;

describe('withoutBillboard', () => {
  it('leaves the billboard offer out of the cards', () => {
    expect(withoutBillboard([item('a'), item('b'), item('c')], 'a').map((i) => i.id)).toEqual([
      'b',
      'c',
    ]);
  });

  it('keeps the list as it is without a billboard, or when the billboard is not in it', () => {
    const items = [item('a'), item('b')];
    expect(withoutBillboard(items, null)).toBe(items);
    expect(withoutBillboard(items, 'z')).toBe(items);
  });
});
