import type { Ticket } from '@klubb/contracts';

import { groupTickets } from './ticket-groups';

const ticket = (id: string, start: number | null): Ticket => ({
  id,
  payload: `KT1.k.${id}.v.sig`,
  state: 'valid',
  offerId: 'o',
  itemVariantId: 'v',
  eventName: id,
  variantTitle: 'Stockholm',
  date: start === null ? null : { start, end: start + 100 },
  location: null,
  holderName: 'Anna Andersson',
  usedAt: null,
});

describe('groupTickets', () => {
  it('puts upcoming events first, soonest first, then past ones, latest first', () => {
    const list = [ticket('past-early', 100), ticket('later', 5000), ticket('past-late', 500)];
    list.push(ticket('soon', 2000), ticket('undated', null), ticket('now-on', 950));
    const { upcoming, past } = groupTickets(list, 1000);
    expect(upcoming.map((one) => one.id)).toEqual(['now-on', 'soon', 'later', 'undated']);
    expect(past.map((one) => one.id)).toEqual(['past-late', 'past-early']);
  });
});
