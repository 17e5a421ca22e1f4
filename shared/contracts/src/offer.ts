import { z } from 'zod';

import { callToActionSchema, companionOfferSchema, contentBlockSchema } from './content-block';
import { imageOptionsSchema } from './image';
import {
  customFeeBuildRecordSchema,
  itemVariantSchema,
  itemVariantTypeSchema,
} from './item-variant';
import { lazySchema } from './lazy-schema';
import { offerTypeSchema } from './offer-type';

export {
  DEFAULT_OFFER_TYPE,
  OFFER_TYPES,
  offerTypeSchema,
  toOfferType,
  type OfferType,
} from './offer-type';

export { imageOptionsSchema, type ImageOptions } from './image';

export const offerFeedItemSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: offerTypeSchema,
    categoryId: z.string().nullable(),
    categoryIdSelect: z.array(z.string()),
    title: z.string(),
    teaserLine: z.string(),
    puffImage: imageOptionsSchema,
    readingTime: z.number().int().nonnegative().nullable(),
    tags: z.array(z.string()),
  }),
);
export type OfferFeedItem = z.infer<typeof offerFeedItemSchema>;
export const offerFeedPageSchema = lazySchema(() => z.array(offerFeedItemSchema));

export const billboardSchema = lazySchema(() =>
  z.object({
    offerId: z.string(),
    categoryId: z.string().nullable(),
    teaserLine: z.string(),
    title: z.string(),
    type: offerTypeSchema,
    puffImage: imageOptionsSchema,
    readingTime: z.number().int().nonnegative().nullable(),
  }),
);
export type Billboard = z.infer<typeof billboardSchema>;

export const categorySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    /** The offer types the category applies to, so a per-type feed can offer only its own filters. */
    offerTypes: z.array(offerTypeSchema).optional(),
  }),
);
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = lazySchema(() => z.array(categorySchema));

/**
 * Offer detail (spec §3). An anonymous visitor asking for an offer that needs sign-in gets the
 * teaser fields with `requiresSignIn: true` and no variants, blocks or promo.
 */
export const offerSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    type: offerTypeSchema,
    title: z.string(),
    preamble: z.string(),
    categoryId: z.string().nullable(),
    puffImage: imageOptionsSchema,
    readingTime: z.number().int().nonnegative().nullable(),
    requiresSignIn: z.boolean(),
    /** Promo (with getVoucher): unique codes with a per-member cap, or one common code. */
    promoExists: z.boolean(),
    promoType: z.enum(['unique', 'common']).nullable(),
    isVoucherCodeSoldOut: z.boolean(),
    voucherClaimCap: z.number().int().positive().nullable(),
    /** The signed-in member's unique claims on this offer; 0 for anonymous visitors. */
    userVoucherCodeClaimCount: z.number().int().nonnegative(),
    /** The common code itself, for signed-in members; null otherwise. */
    promoCodeCommon: z.string().nullable(),
    itemVariantType: itemVariantTypeSchema.nullable(),
    itemVariantList: z.array(itemVariantSchema),
    itemVariantCustomFeeBuildRecord: customFeeBuildRecordSchema,
    /** Left to buy by variant id (with getAvailability); null when not asked for. */
    itemVariantAvailability: z.record(z.string(), z.number().int().nonnegative()).nullable(),
    /** Every ticket is sold out and a waiting list is offered. */
    waitingList: z.boolean(),
    /** The ticket ids the signed-in member is already on the waiting list for (issue 13). */
    waitingListJoined: z.array(z.string()).optional(),
    callToAction: callToActionSchema.nullable(),
    /** With getCompanionOffer; null when the offer has none or it was not asked for. */
    companionOffer: companionOfferSchema.nullable(),
    contentBlocks: z.array(contentBlockSchema),
  }),
);
export type Offer = z.infer<typeof offerSchema>;

const booleanQuery = lazySchema(() =>
  z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .or(z.boolean()),
);

/** Query of GET /v1/get_list/offer: categoryIdSelect is a JSON array string (spec §7), `after` a cursor. */
export const offerListQuerySchema = lazySchema(() =>
  z.object({
    type: offerTypeSchema.optional(),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
    /**
     * Keyset paging (issue 38): the id of the last offer of the page before; the page continues
     * after it in feed order, whatever its offset. Its cost does not grow with the page's depth, as
     * `offset`'s does (api/README.md). With `after`, `offset` is ignored.
     */
    after: z.string().min(1).max(64).optional(),
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
  }),
);
export type OfferListQuery = z.input<typeof offerListQuerySchema>;

export const offerQuerySchema = lazySchema(() =>
  z.object({
    id: z.string().min(1).max(64),
    getVoucher: booleanQuery.optional(),
    getCompanionOffer: booleanQuery.optional(),
    getAvailability: booleanQuery.optional(),
  }),
);
export type OfferQuery = z.input<typeof offerQuerySchema>;

/** Query of GET /v1/get/offer/member (issue 38): the offer's id. */
export const offerMemberStateQuerySchema = lazySchema(() =>
  z.object({ id: z.string().min(1).max(64) }),
);

/**
 * GET /v1/get/offer/member?id (issue 38): what of an offer's detail is the signed-in member's own.
 * The detail itself is the same for everyone and comes from the public cache (the SDK sends no
 * token for it); the page lays these fields over it. An offer that `requiresSignIn` answers a
 * visitor its teaser only: a member asks for its detail with their token instead.
 */
export const offerMemberStateSchema = lazySchema(() =>
  z.object({
    userVoucherCodeClaimCount: z.number().int().nonnegative(),
    promoCodeCommon: z.string().nullable(),
    /** The stock now, not as the public answer saw it (which may be seconds old). */
    isVoucherCodeSoldOut: z.boolean(),
    itemVariantAvailability: z.record(z.string(), z.number().int().nonnegative()),
    waitingList: z.boolean(),
    waitingListJoined: z.array(z.string()),
  }),
);
export type OfferMemberState = z.infer<typeof offerMemberStateSchema>;

/** Body of POST /v1/search/offer (spec §7): the search text and the offset (30 a page). */
export const offerSearchBodySchema = lazySchema(() =>
  z.object({
    query: z.string().trim().min(1).max(200),
    offset: z.number().int().min(0).max(100_000).default(0),
  }),
);
export type OfferSearchBody = z.input<typeof offerSearchBodySchema>;

/**
 * Query of GET /v1/search/offer?query&offset (issue 38): the same search as the POST, as a GET a
 * visitor's and a member's call alike are answered from the public cache with.
 */
export const offerSearchQuerySchema = lazySchema(() =>
  z.object({
    query: z.string().trim().min(1).max(200),
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  }),
);
export type OfferSearchQuery = z.input<typeof offerSearchQuerySchema>;
