import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import type { RemoteContract } from '@klubb/contracts';

import { brands } from './schema-core';
import { authUsers } from './schema-identity';

/** The remote registry (issue 15, ADR 011): migrations/0018_remote_registry.sql. */
export const remoteVersions = pgTable(
  'remote_versions',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    manifestUrl: text('manifest_url').notNull(),
    contract: jsonb('contract').notNull().$type<RemoteContract>(),
    publishedBy: text('published_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version] })],
);

export const remoteStableVersions = pgTable(
  'remote_stable_versions',
  {
    remote: text('remote').primaryKey(),
    version: text('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      columns: [table.remote, table.version],
      foreignColumns: [remoteVersions.remote, remoteVersions.version],
    }),
  ],
);

export const brandRemotes = pgTable(
  'brand_remotes',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    remote: text('remote').notNull(),
    enabled: boolean('enabled').notNull(),
    pinnedVersion: text('pinned_version'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.brandId, table.remote] }),
    foreignKey({
      columns: [table.remote, table.pinnedVersion],
      foreignColumns: [remoteVersions.remote, remoteVersions.version],
    }),
  ],
);

export const remoteCanaries = pgTable(
  'remote_canaries',
  {
    remote: text('remote').primaryKey(),
    version: text('version').notNull(),
    brandIds: text('brand_ids').array(),
    shareBrandId: text('share_brand_id').references(() => brands.id, { onDelete: 'cascade' }),
    sharePercent: integer('share_percent'),
    startedBy: text('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    // migrations/0028: the canary's rules (ADR 024).
    maxErrorRateMargin: real('max_error_rate_margin').notNull().default(5),
    minSessions: integer('min_sessions').notNull().default(100),
    promoteAfterMinutes: integer('promote_after_minutes'),
  },
  (table) => [
    foreignKey({
      columns: [table.remote, table.version],
      foreignColumns: [remoteVersions.remote, remoteVersions.version],
    }),
  ],
);

/** Health reports counted per remote, version, minute and brand (migrations/0027, ADR 024). */
export const remoteHealthMinutes = pgTable(
  'remote_health_minutes',
  {
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    brandId: text('brand_id').notNull(),
    sessions: integer('sessions').notNull().default(0),
    loadFailures: integer('load_failures').notNull().default(0),
    boundaryErrors: integer('boundary_errors').notNull().default(0),
    uncaughtErrors: integer('uncaught_errors').notNull().default(0),
    apiErrors: integer('api_errors').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.remote, table.version, table.minute, table.brandId] })],
);

export const operators = pgTable('operators', {
  uid: text('uid')
    .primaryKey()
    .references(() => authUsers.localId, { onDelete: 'cascade' }),
  role: text('role').notNull().$type<'brand' | 'platform' | 'door'>(),
  brandId: text('brand_id').references(() => brands.id, { onDelete: 'cascade' }),
});

export const registryAuditLog = pgTable(
  'registry_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorUid: text('operator_uid').notNull(),
    operatorEmail: text('operator_email').notNull(),
    brandId: text('brand_id'),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    // migrations/0022: why (the operator's words), and who acted.
    reason: text('reason'),
    actor: text('actor').notNull().default('operator').$type<'operator' | 'token' | 'automatic'>(),
  },
  (table) => [index('registry_audit_log_brand_idx').on(table.brandId, table.id)],
);

/** Machine tokens for remote teams' CI (migrations/0022, ADR 018). */
export const registryTokens = pgTable('registry_tokens', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  remote: text('remote').notNull(),
  secretHash: text('secret_hash').notNull().unique(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
