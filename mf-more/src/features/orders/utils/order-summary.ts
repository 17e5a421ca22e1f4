import { orderNumber, type Order, type PaymentMethod } from '@klubb/contracts';

/** The i18n key of each payment method's name (spec §3). */
export const PAYMENT_METHOD_KEYS: Readonly<Record<PaymentMethod, string>> = {
  card: 'orders.method.card',
  invoice: 'orders.method.invoice',
  interest_registration: 'orders.method.interestRegistration',
  bank_transaction: 'orders.method.bankTransaction',
};

/** How many names an order's title shows before "+ n more". */
const TITLE_NAMES = 2;

/**
 * The names that title an order: its event's (for its tickets), then each other offer bought in it
 * (issue 32: a ticket and a jacket were titled by the event only), each once.
 */
function orderNames(order: Order): string[] {
  const names = order.eventName ? [order.eventName] : [];
  for (const item of order.itemList) {
    const isEventTicket = order.eventName !== null && item.itemVariant.date !== null;
    if (!isEventTicket && !names.includes(item.offerTitle)) names.push(item.offerTitle);
  }
  return names;
}

/**
 * The title of an order in the list: the names of what it holds (at most two, then "+ n more"),
 * else its order number. `more` words the rest, given the title so far and how many are left out.
 */
export function orderTitle(order: Order, more: (title: string, count: number) => string): string {
  const names = orderNames(order);
  if (names.length === 0) return orderNumber(order.id);
  const title = names.slice(0, TITLE_NAMES).join(' + ');
  const left = names.length - TITLE_NAMES;
  return left > 0 ? more(title, left) : title;
}

/**
 * Purchases and waiting-list places apart (issue 32): a place on a waiting list (an interest
 * registration, spec §3) is kept among the orders but paid nothing and holds no ticket yet.
 */
export function splitOrders(orders: readonly Order[]) {
  const isPlace = (order: Order) => order.paymentMethod === 'interest_registration';
  return {
    purchases: orders.filter((order) => !isPlace(order)),
    waitingListPlaces: orders.filter(isPlace),
  };
}

/** Newest first, whatever order the answer came in (the API sends them so already). */
export const newestFirst = (orders: readonly Order[]): Order[] =>
  [...orders].sort((a, b) => b.createdAt - a.createdAt);
