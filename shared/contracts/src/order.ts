import { z } from 'zod';

import { customFeeBuildRecordSchema, itemVariantSchema, taxRateSchema } from './item-variant';
import { lazySchema } from './lazy-schema';
import { offerTypeSchema } from './offer-type';

/** Payment method types (spec §3). */
export const PAYMENT_METHODS = [
  'card',
  'invoice',
  'interest_registration',
  'bank_transaction',
] as const;
export const paymentMethodSchema = lazySchema(() => z.enum(PAYMENT_METHODS));
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const orderItemSchema = lazySchema(() =>
  z.object({
    itemVariantId: z.string(),
    /** The variant as it was sold (price, date, place). */
    itemVariant: itemVariantSchema,
    quantity: z.number().int().positive(),
    offerId: z.string(),
    offerType: offerTypeSchema,
    offerTitle: z.string(),
  }),
);

/**
 * An order of the history (spec §3 Order, with its display fields). Money in major units, VAT
 * included; `vat` is the VAT in `amount` per rate. The event fields describe the order's first
 * ticket, and are null for orders without tickets.
 */
export const orderSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    /** Milliseconds since the epoch. */
    createdAt: z.number().int(),
    /** The day of purchase in the brand's time zone, YYYY-MM-DD. */
    dayOfPurchase: z.string(),
    paymentMethod: paymentMethodSchema,
    amount: z.number().nonnegative(),
    currency: z.enum(['SEK', 'NOK']),
    itemList: z.array(orderItemSchema),
    itemVariantCustomFeeBuildRecord: customFeeBuildRecordSchema,
    itemVariantTaxRateBuildRecord: z.record(z.string(), taxRateSchema),
    vat: z.array(z.object({ percentage: z.number(), amount: z.number().nonnegative() })),
    /** The fees included in `amount`. */
    feeAmount: z.number().nonnegative(),
    eventId: z.string().nullable(),
    eventName: z.string().nullable(),
    location: z.string().nullable(),
    date: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
    ticketCount: z.number().int().nonnegative(),
    additionalInfo: z.string().nullable(),
  }),
);
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = lazySchema(() => z.array(orderSchema));

/**
 * The order number a member sees and reads to support (issue 32: not the raw id, `order-` and a
 * UUID): the UUID's first 8 hex digits in capitals, no hyphen, so it never breaks over two lines.
 * Support finds the order by it with the member's account (8 digits: one in 4 billion per pair).
 * An id of another form is shown as it is.
 */
export function orderNumber(id: string): string {
  const hex = id.replace(/^order-/, '').replace(/-/g, '');
  return /^[0-9a-f]{32}$/i.test(hex) ? hex.slice(0, 8).toUpperCase() : id;
}

/**
 * Query of GET /v1/get_list/order_history (issue 38): `ORDER_HISTORY_PAGE_SIZE` orders a page,
 * newest first; `after`, the id of the last order of the page before, asks for the next page.
 */
export const orderHistoryQuerySchema = lazySchema(() =>
  z.object({ after: z.string().min(1).max(64).optional() }),
);
export type OrderHistoryQuery = z.input<typeof orderHistoryQuerySchema>;
