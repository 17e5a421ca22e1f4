import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { CustomFeeBuildRecord, ItemVariant, OfferType, TaxRate } from '@klubb/contracts';

import { brands } from './schema-core';
import { users } from './schema-members';
import { itemVariants } from './schema-offer-details';

/**
 * Carts, checkout, orders (0005_commerce.sql, interest registrations 0008_interest_registrations.sql)
 * and the event logs (0007_event_logs.sql).
 */

export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemVariantId: text('item_variant_id')
      .notNull()
      .references(() => itemVariants.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.itemVariantId] })],
);

export type CheckoutStatus = 'open' | 'complete' | 'expired';
export type PaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

/** One line of a checkout session as priced when it was made; pictures relative to the API. */
export interface SnapshotLine {
  itemVariantId: string;
  offerId: string;
  offerType: OfferType;
  offerTitle: string;
  quantity: number;
  itemVariant: ItemVariant;
}

/** What a checkout session sells: its lines, and the fees and VAT rates they refer to. */
export interface CheckoutSnapshot {
  lines: SnapshotLine[];
  fees: CustomFeeBuildRecord;
  taxRates: Record<string, TaxRate>;
}

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').notNull().$type<CheckoutStatus>(),
    testMode: boolean('test_mode').notNull(),
    amountTotal: integer('amount_total').notNull(),
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Card payments (0011_card_payments.sql).
    paymentStatus: text('payment_status').notNull().default('unpaid').$type<PaymentStatus>(),
    snapshot: jsonb('snapshot').$type<CheckoutSnapshot>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Refunds of sessions paid too late to be sold (0017_refunds.sql).
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundId: text('refund_id'),
  },
  (table) => [index('checkout_sessions_user_idx').on(table.userId, table.status)],
);

/** A webhook event already handled (0011_card_payments.sql). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  checkoutSessionId: text('checkout_session_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    checkoutSessionId: text('checkout_session_id')
      .notNull()
      .references(() => checkoutSessions.id, { onDelete: 'cascade' }),
    itemVariantId: text('item_variant_id')
      .notNull()
      .references(() => itemVariants.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    quantity: integer('quantity').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    index('stock_reservations_session_idx').on(table.checkoutSessionId),
    index('stock_reservations_user_idx').on(table.userId, table.itemVariantId),
  ],
);

export type PaymentMethod = 'card' | 'invoice' | 'interest_registration' | 'bank_transaction';

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkoutSessionId: text('checkout_session_id'),
    paymentMethod: text('payment_method').notNull().$type<PaymentMethod>(),
    amountTotal: integer('amount_total').notNull(),
    currency: text('currency').notNull(),
    customFeeBuildRecord: jsonb('custom_fee_build_record')
      .notNull()
      .$type<CustomFeeBuildRecord>()
      .default({}),
    taxRateBuildRecord: jsonb('tax_rate_build_record')
      .notNull()
      .$type<Record<string, TaxRate>>()
      .default({}),
    additionalInfo: text('additional_info'),
    /** The ticket an interest registration waits for; null for every other payment method. */
    interestItemVariantId: text('interest_item_variant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_user_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // One order per checkout session (0011_card_payments.sql).
    uniqueIndex('orders_checkout_session_once_idx')
      .on(table.checkoutSessionId)
      .where(sql`checkout_session_id IS NOT NULL`),
    // A member is on a ticket's waiting list once: a second registration cannot be written.
    uniqueIndex('orders_interest_once_idx')
      .on(table.userId, table.interestItemVariantId)
      .where(sql`payment_method = 'interest_registration'`),
    check(
      'orders_interest_item_variant_check',
      sql`interest_item_variant_id IS NULL OR payment_method = 'interest_registration'`,
    ),
  ],
);

/** A freed ticket held for the first member in line (0024_waiting_list_offers.sql, issue 37). */
export const waitingListOffers = pgTable('waiting_list_offers', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  itemVariantId: text('item_variant_id').notNull(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  state: text('state').notNull().$type<'open' | 'taken' | 'expired'>(),
  offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemVariantId: text('item_variant_id').notNull(),
    offerId: text('offer_id').notNull(),
    offerType: text('offer_type').notNull().$type<OfferType>(),
    offerTitle: text('offer_title').notNull(),
    quantity: integer('quantity').notNull(),
    /** The variant as sold, pictures relative to the API like every stored picture. */
    itemVariant: jsonb('item_variant').notNull().$type<ItemVariant>(),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.itemVariantId] }),
    index('order_items_variant_idx').on(table.itemVariantId),
  ],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    eventName: text('event_name').notNull(),
    event: jsonb('event').notNull().$type<Record<string, unknown>>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_brand_idx').on(table.brandId, table.receivedAt)],
);

/** Analytics counted per brand, UTC day and event (migration 0013), kept with the events. */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    eventName: text('event_name').notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.day, table.eventName] })],
);

export const interactionEvents = pgTable(
  'interaction_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: text('user_id'),
    event: text('event').notNull(),
    params: jsonb('params').notNull().$type<Record<string, unknown>>(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('interaction_events_brand_idx').on(table.brandId, table.receivedAt)],
);
