import type { Order } from '@klubb/contracts';

import { newestFirst, orderTitle, splitOrders } from './order-summary';

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

const more = (title: string, count: number) => `${title} + ${count} till`;
const line = (offerTitle: string, date: { start: number; end: number } | null) =>
  ({
    itemVariantId: `v-${offerTitle}`,
    itemVariant: { date } as Order['itemList'][number]['itemVariant'],
    quantity: 1,
    offerId: offerTitle,
    offerType: 'live',
    offerTitle,
  }) satisfies Order['itemList'][number];
const when = { start: 1, end: 2 };

it('titles an order by its event, else its first item’s offer, else its order number', () => {
  expect(orderTitle(order({ eventName: 'Konsert' }), more)).toBe('Konsert');
  expect(orderTitle(order({ itemList: [line('Klubbjacka', null)] }), more)).toBe('Klubbjacka');
  const id = 'order-3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9012';
  expect(orderTitle(order({ id }), more)).toBe('3F2A9C1E');
});

// Issue 32 item 11: an order of a ticket and a jacket was titled by the event only.
it('names everything an order holds: the event for its tickets, then each other offer once', () => {
  const ticketAndJacket = order({
    eventName: 'Sommarkonsert',
    itemList: [line('Sommarkonsert i parken', when), line('Klubbjacka', null)],
  });
  expect(orderTitle(ticketAndJacket, more)).toBe('Sommarkonsert + Klubbjacka');
  const four = order({
    eventName: 'Sommarkonsert',
    itemList: [
      line('Sommarkonsert i parken', when),
      line('Klubbjacka', null),
      line('Mössa', null),
      line('Klubbjacka', null),
      line('Vantar', null),
    ],
  });
  expect(orderTitle(four, more)).toBe('Sommarkonsert + Klubbjacka + 2 till');
});

it('lists the newest order first', () => {
  const list = newestFirst([
    order({ id: 'old', createdAt: 1 }),
    order({ id: 'new', createdAt: 5 }),
  ]);
  expect(list.map((o) => o.id)).toEqual(['new', 'old']);
});

// Issue 32 item 8: a place on a waiting list was listed as a 0 kr purchase of one ticket.
it('keeps waiting-list places apart from purchases', () => {
  const paid = order({ id: 'paid' });
  const place = order({ id: 'place', paymentMethod: 'interest_registration', amount: 0 });
  const { purchases, waitingListPlaces } = splitOrders([place, paid]);
  expect(purchases.map((o) => o.id)).toEqual(['paid']);
  expect(waitingListPlaces.map((o) => o.id)).toEqual(['place']);
});
