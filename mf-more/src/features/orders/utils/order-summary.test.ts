import type { Order } from '@klubb/contracts';

import { newestFirst, orderTitle } from './order-summary';

const order = (over: Partial<Order>): Order => ({
  id: 'o1',
  createdAt: 1,
  dayOfPurchase: '2026-10-20',
  paymentMethod: 'card',
  amount: 100,
  currency: 'SEK',
  itemList: [],
  itemVariantCustomFeeBuildRecord: {},
  itemVariantTaxRateBuildRecord: {},
  vat: [],
  feeAmount: 0,
  eventId: null,
  eventName: null,
  location: null,
  date: null,
  ticketCount: 0,
  additionalInfo: null,
  ...over,
});

it("titles an order by its event, else its first item's offer, else its id", () => {
  expect(orderTitle(order({ eventName: 'Konsert' }))).toBe('Konsert');
  expect(orderTitle(order({ id: 'o9' }))).toBe('o9');
});

it('lists the newest order first', () => {
  const list = newestFirst([
    order({ id: 'old', createdAt: 1 }),
    order({ id: 'new', createdAt: 5 }),
  ]);
  expect(list.map((o) => o.id)).toEqual(['new', 'old']);
});
