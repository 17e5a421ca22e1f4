import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

import { brands } from './schema-core';

/** The brand's FAQ and site config: migrations/0012_site_content.sql. */
export const faqs = pgTable(
  'faqs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('faqs_brand_idx').on(table.brandId, table.sortOrder, table.id)],
);

export const siteConfigs = pgTable('site_configs', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  aboutHeader: text('about_header').notNull(),
  aboutBody: text('about_body').notNull(),
  customerServiceText: text('customer_service_text').notNull(),
  contactEmail: text('contact_email').notNull(),
  contactPhone: text('contact_phone').notNull(),
  chatUrl: text('chat_url'),
  gdprLabel: text('gdpr_label').notNull(),
  gdprUrl: text('gdpr_url').notNull(),
  termsLabel: text('terms_label').notNull(),
  termsUrl: text('terms_url').notNull(),
});
