import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { JWK } from 'jose';

/** The identity stand-in's tables (migrations/0002_identity.sql). */

export const authSigningKeys = pgTable('auth_signing_keys', {
  kid: text('kid').primaryKey(),
  purpose: text('purpose').notNull().unique().$type<'id_token' | 'custom_token'>(),
  privateJwk: jsonb('private_jwk').notNull().$type<JWK>(),
  publicJwk: jsonb('public_jwk').notNull().$type<JWK>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const authUsers = pgTable(
  'auth_users',
  {
    localId: text('local_id').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    displayName: text('display_name'),
    photoUrl: text('photo_url'),
    passwordHash: text('password_hash'),
    passwordUpdatedAt: timestamp('password_updated_at', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    validSince: bigint('valid_since', { mode: 'number' }).notNull(),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Made by the open accounts:signUp (migration 0010): taken over by a registration if never a member. */
    selfSignedUp: boolean('self_signed_up').notNull().default(false),
  },
  (table) => [
    uniqueIndex('auth_users_tenant_email_idx').on(table.tenantId, sql`lower(${table.email})`),
  ],
);

export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    localId: text('local_id')
      .notNull()
      .references(() => authUsers.localId, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    authTime: bigint('auth_time', { mode: 'number' }).notNull(),
    signInProvider: text('sign_in_provider').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_refresh_tokens_local_id_idx').on(table.localId)],
);

export const authOobCodes = pgTable(
  'auth_oob_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    localId: text('local_id')
      .notNull()
      .references(() => authUsers.localId, { onDelete: 'cascade' }),
    requestType: text('request_type').notNull().$type<'PASSWORD_RESET'>(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_oob_codes_local_id_idx').on(table.localId)],
);
