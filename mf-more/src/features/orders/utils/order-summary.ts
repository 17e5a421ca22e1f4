import type { Order, PaymentMethod } from '@klubb/contracts';

/** The i18n key of each payment method's name (spec §3). */
export const PAYMENT_METHOD_KEYS: Readonly<Record<PaymentMethod, string>> = {
  card: 'orders.method.card',
  invoice: 'orders.method.invoice',
  interest_registration: 'orders.method.interestRegistration',
  bank_transaction: 'orders.method.bankTransaction',
};

/**
 * The title of an order in the list: its event's name, else its first item's offer (goods have no
 * event), else its id.
 */
export function orderTitle(order: Order): string {
  return order.eventName ?? order.itemList[0]?.offerTitle ?? order.id;
}

/** Newest first, whatever order the answer came in (the API sends them so already). */
export const newestFirst = (orders: readonly Order[]): Order[] =>
  [...orders].sort((a, b) => b.createdAt - a.createdAt);
