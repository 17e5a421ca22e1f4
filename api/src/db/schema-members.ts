import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import type { Address, Company } from '@klubb/contracts';

import { brands } from './schema-core';

/** Members: migrations/0003_members.sql. */

export const brandRoles = pgTable(
  'brand_roles',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    referralCode: text('referral_code'),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique().on(table.brandId, table.referralCode),
    uniqueIndex('brand_roles_default_idx')
      .on(table.brandId)
      .where(sql`is_default`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phoneNumber: text('phone_number'),
    ssn: text('ssn'),
    /** When a completed BankID order proved `ssn` for this member (ADR 006); null: unverified. */
    ssnVerifiedAt: timestamp('ssn_verified_at', { withTimezone: true }),
    brandRoleId: text('brand_role_id').references(() => brandRoles.id, { onDelete: 'set null' }),
    legacyId: integer('legacy_id'),
    pushNotificationToken: text('push_notification_token'),
    completedOnboarding: boolean('completed_onboarding').notNull().default(false),
    addressList: jsonb('address_list')
      .notNull()
      .default(sql`'[]'`)
      .$type<Address[]>(),
    company: jsonb('company').$type<Company>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_brand_email_idx').on(table.brandId, sql`lower(${table.email})`),
    // One account per number in a brand, typed or proven (ADR 017, migration 0019).
    uniqueIndex('users_brand_ssn_idx').on(table.brandId, table.ssn),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId, table.createdAt)],
);
