import { count, sql } from 'drizzle-orm';

import { brandConfigSchema, themeSchema } from '@klubb/contracts';

import type { Database } from './database';
import { billboards, brandAppUrls, brands, categories, offers, SEEDED_TABLES } from './schema';
import { brandKlubb } from './seed/brand-klubb';
import { brandKlubbNorge } from './seed/brand-klubb-norge';
import { generateOffers, withChanges } from './seed/generate-offers';
import type { SeedBrand } from './seed/seed-brand';

/** Brand A and brand B of ARCHITECTURE.md "Seed data". */
export const SEED_BRANDS: readonly SeedBrand[] = [brandKlubb, brandKlubbNorge];

export interface SeedSummary {
  brands: number;
  categories: number;
  offers: number;
}

/** True when no brand exists yet: a fresh database that the start should seed. */
export async function isDatabaseEmpty(database: Database): Promise<boolean> {
  const [row] = await database.orm.select({ value: count() }).from(brands);
  return (row?.value ?? 0) === 0;
}

/** The rows of one brand, checked against the contracts before anything is written. */
function rowsOf(seed: SeedBrand) {
  themeSchema.parse(seed.brand.theme.light);
  brandConfigSchema.parse(seed.brand.config);
  const generated = generateOffers(seed.offerPlan);
  return {
    categories: generated.categories,
    offers: withChanges(generated.offers, seed.offerChanges),
  };
}

/**
 * Replaces the seeded tables' contents with the seed, in one transaction: the same rows on every
 * run. Tables that reference brands (later issues) are emptied too, by the cascade.
 */
export async function seedDatabase(database: Database): Promise<SeedSummary> {
  const summary: SeedSummary = { brands: 0, categories: 0, offers: 0 };
  const prepared = SEED_BRANDS.map((seed) => ({ seed, ...rowsOf(seed) }));
  await database.orm.transaction(async (tx) => {
    await tx.execute(sql.raw(`TRUNCATE ${SEEDED_TABLES.join(', ')} CASCADE`));
    for (const { seed, categories: categoryRows, offers: offerRows } of prepared) {
      await tx.insert(brands).values(seed.brand);
      await tx
        .insert(brandAppUrls)
        .values(seed.appUrls.map((appUrl) => ({ appUrl, brandId: seed.brand.id })));
      await tx.insert(categories).values(categoryRows);
      await tx.insert(offers).values(offerRows);
      await tx
        .insert(billboards)
        .values({ brandId: seed.brand.id, offerId: seed.billboardOfferId });
      summary.brands += 1;
      summary.categories += categoryRows.length;
      summary.offers += offerRows.length;
    }
  });
  return summary;
}
