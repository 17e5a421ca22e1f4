import type { Ticket } from '@klubb/contracts';

import { ticketNumbers } from './ticket-numbers';

const ticket = (id: string, itemVariantId: string): Ticket => ({
  id,
  payload: `KT1.k.${id}.v.sig`,
  state: 'valid',
  offerId: 'o',
  itemVariantId,
  eventName: 'Jazzkväll',
  variantTitle: 'Ordinarie, Malmö',
  date: { start: 1000, end: 2000 },
  location: 'Ystadvägen 25, 21445 Malmö',
  holderName: 'Anna Andersson',
  usedAt: null,
});

describe('ticketNumbers', () => {
  it('numbers the tickets of one kind in the order shown, and leaves a ticket alone unnumbered', () => {
    const numbers = ticketNumbers([
      ticket('a', 'standard'),
      ticket('vip', 'vip'),
      ticket('b', 'standard'),
    ]);
    expect(numbers.get('a')).toEqual({ index: 1, count: 2 });
    expect(numbers.get('b')).toEqual({ index: 2, count: 2 });
    expect(numbers.has('vip')).toBe(false);
  });
});
