import { and, asc, desc, eq, sql } from 'drizzle-orm';

import { ORDER_HISTORY_PAGE_SIZE, type Order } from '@klubb/contracts';

import type { Orm } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { orderItems, orders } from '../db/schema';
import { absoluteImage } from '../http/absolute-url';

import { toMajor } from './item-variants';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

const DAY_FORMAT = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Stockholm',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * VAT in a price that includes it: gross × p / (100 + p), per rate, in minor units. An interest
 * registration pays nothing, so it has none.
 */
function vatOf(order: OrderRow, items: OrderItemRow[]) {
  if (order.paymentMethod === 'interest_registration') return [];
  const perRate = new Map<number, number>();
  for (const item of items) {
    const rate = item.itemVariant.taxRates[0];
    if (!rate) continue;
    const fees = item.itemVariant.customFeeIdList.reduce(
      (sum, id) => sum + (order.customFeeBuildRecord[id]?.price.current ?? 0),
      0,
    );
    const gross = Math.round((item.itemVariant.price.current + fees) * 100) * item.quantity;
    const vat = (gross * rate.percentage) / (100 + rate.percentage);
    perRate.set(rate.percentage, (perRate.get(rate.percentage) ?? 0) + vat);
  }
  return [...perRate].map(([percentage, minor]) => ({ percentage, amount: toMajor(minor) }));
}

function toOrder(order: OrderRow, items: OrderItemRow[], publicUrl: string): Order {
  const ticket = items.find((item) => item.offerType === 'live' && item.itemVariant.date);
  const feeAmount = items.reduce(
    (sum, item) =>
      sum +
      item.quantity *
        item.itemVariant.customFeeIdList.reduce(
          (fees, id) => fees + (order.customFeeBuildRecord[id]?.price.current ?? 0),
          0,
        ),
    0,
  );
  const location = ticket?.itemVariant.location;
  return {
    id: order.id,
    createdAt: order.createdAt.getTime(),
    dayOfPurchase: DAY_FORMAT.format(order.createdAt),
    paymentMethod: order.paymentMethod,
    amount: toMajor(order.amountTotal),
    currency: order.currency as Order['currency'],
    itemList: items.map((item) => ({
      itemVariantId: item.itemVariantId,
      itemVariant: {
        ...item.itemVariant,
        images: item.itemVariant.images.map((image) => absoluteImage(image, publicUrl)),
      },
      quantity: item.quantity,
      offerId: item.offerId,
      offerType: item.offerType,
      offerTitle: item.offerTitle,
    })),
    itemVariantCustomFeeBuildRecord: order.customFeeBuildRecord,
    itemVariantTaxRateBuildRecord: order.taxRateBuildRecord,
    vat: vatOf(order, items),
    feeAmount: Math.round(feeAmount * 100) / 100,
    eventId: ticket?.offerId ?? null,
    eventName: ticket?.offerTitle ?? null,
    location: location ? `${location.address}, ${location.zipCode} ${location.city}` : null,
    date: ticket?.itemVariant.date ?? null,
    ticketCount: items
      .filter((item) => item.offerType === 'live')
      .reduce((sum, item) => sum + item.quantity, 0),
    additionalInfo: order.additionalInfo,
  };
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)] as const;

/** The member's first page; then the page after one of their own orders (keyset, issue 38). */
const firstPage = preparedQuery((orm) =>
  orm
    .select()
    .from(orders)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(...newestFirst)
    .limit(ORDER_HISTORY_PAGE_SIZE)
    .prepare('order_history_first'),
);
const pageAfter = preparedQuery((orm) =>
  orm
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        sql`(${orders.createdAt}, ${orders.id}) < (
          SELECT a.created_at, a.id FROM orders a
           WHERE a.user_id = ${sql.placeholder('userId')} AND a.id = ${sql.placeholder('after')})`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(ORDER_HISTORY_PAGE_SIZE)
    .prepare('order_history_after'),
);
const itemsOfOrders = preparedQuery((orm) =>
  orm
    .select()
    .from(orderItems)
    .where(sql`${orderItems.orderId} = ANY(${sql.placeholder('orderIds')}::text[])`)
    .orderBy(asc(orderItems.orderId), asc(orderItems.itemVariantId))
    .prepare('order_history_items'),
);

/**
 * GET /v1/get_list/order_history: one page of the member's orders, newest first, by keyset on
 * (created_at, id) after the order `after` (issue 38): every page costs the same, however many
 * orders the member has. `after` names one of the member's own orders; any other gives no page.
 * Its three queries are prepared statements (db/prepared.ts): building them cost more CPU than
 * running them.
 */
export async function orderHistory(
  orm: Orm,
  userId: string,
  publicUrl: string,
  after?: string,
): Promise<Order[]> {
  const rows =
    after === undefined
      ? await firstPage(orm).execute({ userId })
      : await pageAfter(orm).execute({ userId, after });
  if (rows.length === 0) return [];
  const items = await itemsOfOrders(orm).execute({ orderIds: rows.map((row) => row.id) });
  const itemsByOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId);
    if (list) list.push(item);
    else itemsByOrder.set(item.orderId, [item]);
  }
  return rows.map((row) => toOrder(row, itemsByOrder.get(row.id) ?? [], publicUrl));
}
