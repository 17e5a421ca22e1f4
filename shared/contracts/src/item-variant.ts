import { z } from 'zod';

import { imageOptionsSchema } from './image';
import { lazySchema } from './lazy-schema';

export const itemVariantTypeSchema = lazySchema(() => z.enum(['ticket', 'other']));
export type ItemVariantType = z.infer<typeof itemVariantTypeSchema>;

/** Money in major units (kronor), VAT included, as the app shows it; at most two decimals. */
const moneySchema = lazySchema(() => z.number().nonnegative());

/** A VAT rate as the spec's build records have it (snake_case `display_name`). */
export const taxRateSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    display_name: z.string(),
    percentage: z.number().min(0).max(100),
  }),
);
export type TaxRate = z.infer<typeof taxRateSchema>;

export const customFeeSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    price: z.object({ current: moneySchema }),
  }),
);
export type CustomFee = z.infer<typeof customFeeSchema>;
/** The fees of the variants shown, by fee id (spec: itemVariantCustomFeeBuildRecord). */
export const customFeeBuildRecordSchema = lazySchema(() => z.record(z.string(), customFeeSchema));
export type CustomFeeBuildRecord = z.infer<typeof customFeeBuildRecordSchema>;

export const variantLocationSchema = lazySchema(() =>
  z.object({
    address: z.string(),
    zipCode: z.string(),
    city: z.string(),
    mapUrl: z.string(),
  }),
);

/** Item variant (spec §3): a ticket (date and place) or an item (images). */
export const itemVariantSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    images: z.array(imageOptionsSchema),
    price: z.object({ current: moneySchema, original: moneySchema.nullable() }),
    currency: z.enum(['SEK', 'NOK']),
    customFeeIdList: z.array(z.string()),
    taxRates: z.array(taxRateSchema),
    /** The most one member may buy of it, over all orders. */
    purchaseCap: z.number().int().positive(),
    /** Start and end in ms since the epoch. */
    date: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
    location: variantLocationSchema.nullable(),
  }),
);
export type ItemVariant = z.infer<typeof itemVariantSchema>;
