import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

import { brands, offers, type StoredImage } from './schema-core';
import { users } from './schema-members';

/** Offer detail, promo codes and restaurants: migrations/0004_offer_details.sql. */

export interface StoredLocation {
  address: string;
  zipCode: string;
  city: string;
  mapUrl: string;
}

export const taxRates = pgTable('tax_rates', {
  id: text('id').primaryKey(),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
});

export const customFees = pgTable('custom_fees', {
  id: text('id').primaryKey(),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  priceMinor: integer('price_minor').notNull(),
});

export const itemVariants = pgTable(
  'item_variants',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    offerId: text('offer_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    images: jsonb('images')
      .notNull()
      .default(sql`'[]'`)
      .$type<StoredImage[]>(),
    priceCurrent: integer('price_current').notNull(),
    priceOriginal: integer('price_original'),
    currency: text('currency').notNull().$type<'SEK' | 'NOK'>(),
    customFeeIds: text('custom_fee_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    taxRateIds: text('tax_rate_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    purchaseCap: integer('purchase_cap').notNull(),
    dateStart: timestamp('date_start', { withTimezone: true }),
    dateEnd: timestamp('date_end', { withTimezone: true }),
    location: jsonb('location').$type<StoredLocation>(),
    available: integer('available').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique().on(table.brandId, table.id),
    foreignKey({
      columns: [table.brandId, table.offerId],
      foreignColumns: [offers.brandId, offers.id],
    }).onDelete('cascade'),
    index('item_variants_offer_idx').on(table.offerId, table.sortOrder),
  ],
);

export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id').notNull(),
    offerId: text('offer_id').notNull(),
    code: text('code').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (table) => [
    unique().on(table.offerId, table.code),
    foreignKey({
      columns: [table.brandId, table.offerId],
      foreignColumns: [offers.brandId, offers.id],
    }).onDelete('cascade'),
    index('voucher_codes_free_idx')
      .on(table.offerId, table.id)
      .where(sql`claimed_at IS NULL`),
    index('voucher_codes_user_idx').on(table.userId, table.offerId),
  ],
);

export const voucherCommonClaims = pgTable(
  'voucher_common_claims',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: text('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.offerId] })],
);

export const restaurants = pgTable(
  'restaurants',
  {
    id: text('id').primaryKey(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    mapsUrl: text('maps_url').notNull(),
    phone: text('phone'),
    shortDescription: text('short_description').notNull().default(''),
    restaurantUrl: text('restaurant_url'),
    restaurantWidgetUrl: text('restaurant_widget_url'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('restaurants_brand_idx').on(table.brandId, table.sortOrder, table.name)],
);

export const restaurantMapSettings = pgTable('restaurant_map_settings', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  mapId: text('map_id').notNull(),
  centerLat: doublePrecision('center_lat').notNull(),
  centerLng: doublePrecision('center_lng').notNull(),
  zoom: integer('zoom').notNull(),
  controls: jsonb('controls').notNull().$type<Record<string, boolean>>(),
});
