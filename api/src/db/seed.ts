import { count, sql } from 'drizzle-orm';

import { brandConfigSchema, contentBlockSchema, themeSchema } from '@klubb/contracts';

import { issueTickets } from '../services/tickets/issue-tickets';

import type { Database } from './database';
import * as tables from './schema';
import { searchConfigOf } from './search-config';
import { brandKlubb } from './seed/brand-klubb';
import { brandKlubbNorge } from './seed/brand-klubb-norge';
import { SEED_BRAND_ROLES } from './seed/brand-roles';
import { SEED_COMMON_CLAIMS, withSeedClaims } from './seed/claims';
import { generateOffers, withChanges } from './seed/generate-offers';
import { accountRows, userRows } from './seed/member-rows';
import { generateDetails } from './seed/offer-details';
import { seedOrders } from './seed/orders';
import { SEED_CUSTOM_FEES, SEED_TAX_RATES } from './seed/price-parts';
import {
  brandRemoteRows,
  operatorAccountRows,
  operatorRows,
  SEED_VERSIONS,
  versionRows,
} from './seed/registry';
import { SEED_MAP_SETTINGS, SEED_RESTAURANTS } from './seed/restaurants';
import type { SeedBrand } from './seed/seed-brand';
import { SEED_FAQS, SEED_SITE_CONFIGS } from './seed/site-content';
import { applySpecialOffers } from './seed/special-offers';

/** Brand A and brand B of ARCHITECTURE.md "Seed data". */
export const SEED_BRANDS: readonly SeedBrand[] = [brandKlubb, brandKlubbNorge];

export interface SeedSummary {
  brands: number;
  categories: number;
  offers: number;
}

/** True when no brand exists yet: a fresh database that the start should seed. */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const [row] = await database.orm.select({ value: count() }).from(tables.brands);
  return (row?.value ?? 0) === 0;
}

/** The rows of one brand, checked against the contracts before anything is written. */
export function seedRowsOf(seed: SeedBrand) {
  themeSchema.parse(seed.brand.theme.light);
  brandConfigSchema.parse(seed.brand.config);
  const generated = generateOffers(seed.offerPlan);
  const plan = {
    brandId: seed.brand.id,
    idPrefix: seed.offerPlan.idPrefix,
    language: seed.brand.language === 'nb' ? ('nb' as const) : ('sv' as const),
    currency: seed.brand.currency,
    seed: seed.offerPlan.seed,
    sells: seed.brand.config.remotes.includes('mf_commerce'),
  };
  const details = applySpecialOffers(
    plan,
    generateDetails(plan, withChanges(generated.offers, seed.offerChanges), generated.words),
    generated.words,
  );
  const searchConfig = searchConfigOf(seed.brand.language);
  for (const offer of details.offers) {
    contentBlockSchema.array().parse(offer.contentBlocks);
    offer.searchConfig = searchConfig;
  }
  return { categories: generated.categories, ...details };
}

/**
 * Replaces the seeded tables' contents with the seed, in one transaction: the same rows on every
 * run (identity columns restart too). Tables that reference brands are emptied by the cascade.
 */
export async function seedDatabase(database: Database): Promise<SeedSummary> {
  const summary: SeedSummary = { brands: 0, categories: 0, offers: 0 };
  const prepared = SEED_BRANDS.map((seed) => ({ seed, ...seedRowsOf(seed) }));
  const sold = seedOrders(
    prepared.flatMap((brand) => brand.offers),
    prepared.flatMap((brand) => brand.variants),
  );
  await database.orm.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`TRUNCATE ${tables.SEEDED_TABLES.join(', ')} RESTART IDENTITY CASCADE`),
    );
    for (const { seed, categories, offers } of prepared) {
      await tx.insert(tables.brands).values(seed.brand);
      await tx
        .insert(tables.brandAppUrls)
        .values(seed.appUrls.map((appUrl) => ({ appUrl, brandId: seed.brand.id })));
      await tx.insert(tables.categories).values(categories);
      await tx.insert(tables.offers).values(offers);
      await tx
        .insert(tables.billboards)
        .values({ brandId: seed.brand.id, offerId: seed.billboardOfferId });
      summary.brands += 1;
      summary.categories += categories.length;
      summary.offers += offers.length;
    }
    await tx.insert(tables.brandRoles).values(SEED_BRAND_ROLES);
    await tx.insert(tables.taxRates).values(SEED_TAX_RATES);
    await tx.insert(tables.customFees).values(SEED_CUSTOM_FEES);
    for (const { variants } of prepared) {
      if (variants.length) await tx.insert(tables.itemVariants).values(variants);
    }
    await tx.insert(tables.authUsers).values(accountRows());
    await tx.insert(tables.users).values(userRows());
    const codes = withSeedClaims(prepared.flatMap((brand) => brand.codes));
    await tx.insert(tables.voucherCodes).values(codes);
    await tx.insert(tables.voucherCommonClaims).values(SEED_COMMON_CLAIMS);
    await tx.insert(tables.orders).values(sold.orders);
    await tx.insert(tables.orderItems).values(sold.items);
    await tx.insert(tables.restaurants).values(SEED_RESTAURANTS);
    await tx.insert(tables.restaurantMapSettings).values(SEED_MAP_SETTINGS);
    await tx.insert(tables.siteConfigs).values(SEED_SITE_CONFIGS);
    await tx.insert(tables.faqs).values(SEED_FAQS);
    await tx.insert(tables.remoteVersions).values(versionRows());
    await tx.insert(tables.remoteStableVersions).values(
      SEED_VERSIONS.filter((seeded) => seeded.stable).map(({ remote, version }) => ({
        remote,
        version,
      })),
    );
    for (const { seed } of prepared) {
      await tx.insert(tables.brandRemotes).values(brandRemoteRows(seed.brand));
    }
    await tx.insert(tables.authUsers).values(operatorAccountRows());
    await tx.insert(tables.operators).values(operatorRows());
  });
  // The seeded ticket orders' tickets (issue 37), as a paid checkout would have written them.
  for (const order of sold.orders) await issueTickets(database.sql, order.id);
  return summary;
}
