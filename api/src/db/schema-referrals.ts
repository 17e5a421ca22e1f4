import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import { brands, offers } from './schema-core';
import { users } from './schema-members';

/** Referral tokens handed to partner pages: migrations/0016_referral_tokens.sql. */
export const referralTokens = pgTable(
  'referral_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('referral_tokens_expires_at_idx').on(table.expiresAt)],
);
