import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { brands } from './schema-core';

/** The product's BankID sign-in orders: migrations/0009_bankid_sign_in_orders.sql. */

export const bankIdSignInOrders = pgTable(
  'bankid_sign_in_orders',
  {
    orderRef: text('order_ref').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    qrStartToken: text('qr_start_token').notNull(),
    /** Server-side only: draws the animated QR code here, never answered. */
    qrStartSecret: text('qr_start_secret').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('bankid_sign_in_orders_started_at_idx').on(table.startedAt)],
);
