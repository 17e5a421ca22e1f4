import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  customType,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';

import type {
  BrandConfig,
  CallToAction,
  ContentBlock,
  ImageOptions,
  ItemVariantType,
  OfferType,
  Theme,
} from '@klubb/contracts';

/**
 * Drizzle's view of the tables that `migrations/*.sql` create. The SQL files are the truth; keep
 * these definitions in step with them (test/schema-parity.test.ts compares the two).
 */

/** An image as stored: URLs may be relative to the API (`/media/…`) and are made absolute on the way out. */
export type StoredImage = ImageOptions;

/** PostgreSQL's text-search types, which Drizzle has no builder for. */
const regconfig = customType<{ data: 'simple' | 'swedish' | 'norwegian' | 'english' }>({
  dataType: () => 'regconfig',
});
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const brands = pgTable('brands', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  authTenantId: text('auth_tenant_id').unique(),
  language: text('language').notNull().$type<'sv' | 'nb' | 'en'>(),
  currency: text('currency').notNull().$type<'SEK' | 'NOK'>(),
  logoUrl: text('logo_url').notNull(),
  contactEmail: text('contact_email').notNull(),
  storeLinkIos: text('store_link_ios').notNull(),
  storeLinkAndroid: text('store_link_android').notNull(),
  minimumContainerVersion: text('minimum_container_version').notNull(),
  theme: jsonb('theme').notNull().$type<{ light: Theme }>(),
  config: jsonb('config').notNull().$type<BrandConfig>(),
  ...timestamps,
});

export const brandAppUrls = pgTable(
  'brand_app_urls',
  {
    appUrl: text('app_url').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (table) => [index('brand_app_urls_brand_id_idx').on(table.brandId)],
);

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    offerTypes: text('offer_types')
      .array()
      .notNull()
      .default(sql`'{}'`)
      .$type<OfferType[]>(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique().on(table.brandId, table.id),
    index('categories_brand_order_idx').on(table.brandId, table.sortOrder, table.name),
  ],
);

export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<OfferType>(),
    categoryId: text('category_id'),
    title: text('title').notNull(),
    teaserLine: text('teaser_line').notNull().default(''),
    preamble: text('preamble').notNull().default(''),
    puffImage: jsonb('puff_image').notNull().$type<StoredImage>(),
    readingTime: integer('reading_time'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    requiresSignIn: boolean('requires_sign_in').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    ...timestamps,
    // Detail (migrations/0004_offer_details.sql).
    itemVariantType: text('item_variant_type').$type<ItemVariantType>(),
    callToAction: jsonb('call_to_action').$type<CallToAction>(),
    contentBlocks: jsonb('content_blocks')
      .notNull()
      .default(sql`'[]'`)
      .$type<ContentBlock[]>(),
    companionOfferId: text('companion_offer_id'),
    companionOfferHeader: text('companion_offer_header'),
    promoType: text('promo_type').$type<'unique' | 'common'>(),
    promoCodeCommon: text('promo_code_common'),
    voucherClaimCap: integer('voucher_claim_cap'),
    waitingList: boolean('waiting_list').notNull().default(false),
    // Search (migrations/0006_search.sql): the brand language's text-search configuration.
    searchConfig: regconfig('search_config').notNull().default('simple'),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector(search_config, title), 'A') || setweight(to_tsvector(search_config, teaser_line), 'B') || setweight(to_tsvector(search_config, preamble), 'C')`,
    ),
  },
  (table): PgTableExtraConfigValue[] => [
    unique().on(table.brandId, table.id),
    foreignKey({
      name: 'offers_companion_fk',
      columns: [table.brandId, table.companionOfferId],
      foreignColumns: [table.brandId, table.id],
    }),
    foreignKey({
      columns: [table.brandId, table.categoryId],
      foreignColumns: [categories.brandId, categories.id],
    }),
    index('offers_feed_idx').on(
      table.brandId,
      table.sortOrder.desc(),
      table.publishedAt.desc(),
      table.id.desc(),
    ),
    index('offers_type_feed_idx').on(
      table.brandId,
      table.type,
      table.sortOrder.desc(),
      table.publishedAt.desc(),
      table.id.desc(),
    ),
    index('offers_category_idx').on(table.brandId, table.categoryId),
    // migrations/0021_scale_indexes.sql (issue 38): category feeds and the cache's expiry check.
    index('offers_category_feed_idx').on(
      table.brandId,
      table.categoryId,
      table.sortOrder.desc(),
      table.publishedAt.desc(),
      table.id.desc(),
    ),
    index('offers_published_idx').on(table.brandId, table.publishedAt),
    index('offers_ends_idx')
      .on(table.brandId, table.endsAt)
      .where(sql`ends_at IS NOT NULL`),
    // migrations/0041: the search's GIN index on the brand and the text (btree_gin), without GIN's
    // pending list (0040).
    index('offers_search_idx')
      .using('gin', table.brandId, table.searchVector)
      .with({ fastupdate: false }),
  ],
);

export const billboards = pgTable(
  'billboards',
  {
    brandId: text('brand_id')
      .primaryKey()
      .references(() => brands.id, { onDelete: 'cascade' }),
    offerId: text('offer_id').notNull(),
  },
  (table) => [
    foreignKey({
      columns: [table.brandId, table.offerId],
      foreignColumns: [offers.brandId, offers.id],
    }).onDelete('cascade'),
  ],
);

/** Every table the seed owns, children first, for truncation (the stand-in's keys stay). */
export const SEEDED_TABLES = [
  'billboards',
  'offers',
  'categories',
  'brand_app_urls',
  'brands',
  'auth_users',
  // The registry's rows name remotes, not brands, so the cascade does not reach them.
  'remote_canaries',
  'remote_stable_versions',
  'remote_versions',
  'registry_audit_log',
];
