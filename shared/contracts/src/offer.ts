import { z } from 'zod';

/** Offer types (spec §3, §9); anything else falls back to live. */
export const OFFER_TYPES = ['benefit', 'live', 'editorial'] as const;
export const offerTypeSchema = z.enum(OFFER_TYPES);
export type OfferType = z.infer<typeof offerTypeSchema>;
export const DEFAULT_OFFER_TYPE: OfferType = 'live';

/** Reads a path segment as an offer type, falling back to live as the spec says. */
export function toOfferType(value: string | undefined): OfferType {
  return offerTypeSchema.safeParse(value).success ? (value as OfferType) : DEFAULT_OFFER_TYPE;
}

const imageSizeSchema = z.object({ width: z.number().int().positive(), url: z.string() });

/** A picture in the sizes the client chooses from (jpeg and webp), with its description. */
export const imageOptionsSchema = z.object({
  jpeg: z.array(imageSizeSchema).min(1),
  webp: z.array(imageSizeSchema),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  imageDescription: z.string().nullable(),
});
export type ImageOptions = z.infer<typeof imageOptionsSchema>;

export const offerFeedItemSchema = z.object({
  id: z.string(),
  type: offerTypeSchema,
  categoryId: z.string().nullable(),
  categoryIdSelect: z.array(z.string()),
  title: z.string(),
  teaserLine: z.string(),
  puffImage: imageOptionsSchema,
  readingTime: z.number().int().nonnegative().nullable(),
  tags: z.array(z.string()),
});
export type OfferFeedItem = z.infer<typeof offerFeedItemSchema>;
export const offerFeedPageSchema = z.array(offerFeedItemSchema);

export const billboardSchema = z.object({
  offerId: z.string(),
  categoryId: z.string().nullable(),
  teaserLine: z.string(),
  title: z.string(),
  type: offerTypeSchema,
  puffImage: imageOptionsSchema,
  readingTime: z.number().int().nonnegative().nullable(),
});
export type Billboard = z.infer<typeof billboardSchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The offer types the category applies to, so a per-type feed can offer only its own filters. */
  offerTypes: z.array(offerTypeSchema).optional(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/** Offer detail. The fields of later issues (variants, promo, content blocks) join this schema. */
export const offerSchema = z.object({
  id: z.string(),
  type: offerTypeSchema,
  title: z.string(),
  preamble: z.string(),
  categoryId: z.string().nullable(),
  puffImage: imageOptionsSchema,
  readingTime: z.number().int().nonnegative().nullable(),
  requiresSignIn: z.boolean(),
});
export type Offer = z.infer<typeof offerSchema>;

const booleanQuery = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .or(z.boolean());

/** Query of GET /v1/get_list/offer: categoryIdSelect is a JSON array string (spec §7). */
export const offerListQuerySchema = z.object({
  type: offerTypeSchema.optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  categoryIdSelect: z
    .string()
    .max(2000)
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return [] as string[];
      try {
        const parsed: unknown = JSON.parse(value);
        const list = z.array(z.string().max(64)).max(50).parse(parsed);
        return list;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'categoryIdSelect must be a JSON array of ids' });
        return z.NEVER;
      }
    }),
});
export type OfferListQuery = z.input<typeof offerListQuerySchema>;

export const offerQuerySchema = z.object({
  id: z.string().min(1).max(64),
  getVoucher: booleanQuery.optional(),
  getCompanionOffer: booleanQuery.optional(),
  getAvailability: booleanQuery.optional(),
});
export type OfferQuery = z.input<typeof offerQuerySchema>;

/** Body of POST /v1/search/offer (spec §7): the search text and the offset (30 a page). */
export const offerSearchBodySchema = z.object({
  query: z.string().trim().min(1).max(200),
  offset: z.number().int().min(0).max(100_000).default(0),
});
export type OfferSearchBody = z.input<typeof offerSearchBodySchema>;
