import { and, asc, eq, sql } from 'drizzle-orm';

import type { CustomFeeBuildRecord, ItemVariant, TaxRate } from '@klubb/contracts';

import type { Orm } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { customFees, itemVariants, taxRates } from '../db/schema';
import { absoluteImage } from '../http/absolute-url';

export type VariantRow = typeof itemVariants.$inferSelect;

/** Minor units (öre) to the kronor the app shows; integer arithmetic stays in minor units. */
export const toMajor = (minor: number) => Math.round(minor) / 100;

// Every offer page reads its variants and their prices: prepared statements (db/prepared.ts).
const variantsOf = preparedQuery((orm) =>
  orm
    .select()
    .from(itemVariants)
    .where(sql`${itemVariants.offerId} = ANY(${sql.placeholder('offerIds')}::text[])`)
    .orderBy(asc(itemVariants.offerId), asc(itemVariants.sortOrder), asc(itemVariants.id))
    .prepare('variants_of_offers'),
);
const taxRatesOf = preparedQuery((orm) =>
  orm
    .select()
    .from(taxRates)
    .where(
      and(
        eq(taxRates.brandId, sql.placeholder('brandId')),
        sql`${taxRates.id} = ANY(${sql.placeholder('ids')}::text[])`,
      ),
    )
    .prepare('tax_rates_of'),
);
const customFeesOf = preparedQuery((orm) =>
  orm
    .select()
    .from(customFees)
    .where(
      and(
        eq(customFees.brandId, sql.placeholder('brandId')),
        sql`${customFees.id} = ANY(${sql.placeholder('ids')}::text[])`,
      ),
    )
    .prepare('custom_fees_of'),
);

export async function variantsOfOffers(orm: Orm, offerIds: string[]): Promise<VariantRow[]> {
  if (offerIds.length === 0) return [];
  return variantsOf(orm).execute({ offerIds });
}

/** The VAT rates and fees the given variants refer to, looked up once for all of them. */
export interface PriceParts {
  taxRates: Map<string, TaxRate>;
  fees: CustomFeeBuildRecord;
  feeMinor: Map<string, number>;
}

export async function pricePartsOf(
  orm: Orm,
  brandId: string,
  variants: ReadonlyArray<Pick<VariantRow, 'taxRateIds' | 'customFeeIds'>>,
): Promise<PriceParts> {
  const taxIds = [...new Set(variants.flatMap((variant) => variant.taxRateIds))];
  const feeIds = [...new Set(variants.flatMap((variant) => variant.customFeeIds))];
  const [taxRows, feeRows] = await Promise.all([
    taxIds.length ? taxRatesOf(orm).execute({ brandId, ids: taxIds }) : [],
    feeIds.length ? customFeesOf(orm).execute({ brandId, ids: feeIds }) : [],
  ]);
  const parts: PriceParts = { taxRates: new Map(), fees: {}, feeMinor: new Map() };
  for (const row of taxRows) {
    parts.taxRates.set(row.id, {
      id: row.id,
      display_name: row.displayName,
      percentage: Number(row.percentage),
    });
  }
  for (const row of feeRows) {
    parts.fees[row.id] = {
      id: row.id,
      name: row.name,
      price: { current: toMajor(row.priceMinor) },
    };
    parts.feeMinor.set(row.id, row.priceMinor);
  }
  return parts;
}

/** Only the fees of these variants, as the offer's and the cart's build record. */
export function feesOf(
  variants: ReadonlyArray<VariantRow>,
  parts: PriceParts,
): CustomFeeBuildRecord {
  const record: CustomFeeBuildRecord = {};
  for (const id of variants.flatMap((variant) => variant.customFeeIds)) {
    const fee = parts.fees[id];
    if (fee) record[id] = fee;
  }
  return record;
}

export function toItemVariant(row: VariantRow, parts: PriceParts, publicUrl: string): ItemVariant {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    images: row.images.map((image) => absoluteImage(image, publicUrl)),
    price: {
      current: toMajor(row.priceCurrent),
      original: row.priceOriginal === null ? null : toMajor(row.priceOriginal),
    },
    currency: row.currency,
    customFeeIdList: row.customFeeIds,
    taxRates: row.taxRateIds.flatMap((id) => {
      const rate = parts.taxRates.get(id);
      return rate ? [rate] : [];
    }),
    purchaseCap: row.purchaseCap,
    date:
      row.dateStart && row.dateEnd
        ? { start: row.dateStart.getTime(), end: row.dateEnd.getTime() }
        : null,
    location: row.location,
  };
}
