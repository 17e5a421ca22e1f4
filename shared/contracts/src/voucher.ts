import { z } from 'zod';

import { lazySchema } from './lazy-schema';
import { offerTypeSchema } from './offer-type';

/** POST /v1/claim/offer/voucher/code: the offer whose promo code the member claims. */
export const claimVoucherBodySchema = lazySchema(() => z.object({ id: z.string().min(1).max(64) }));
export type ClaimVoucherBody = z.input<typeof claimVoucherBodySchema>;

/** A unique code claimed (spec §3 "Unique claim result"): the code and the member's count. */
export const uniqueClaimResultSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    userClaimedCount: z.number().int().positive(),
    claimCap: z.number().int().positive(),
  }),
);
export type UniqueClaimResult = z.infer<typeof uniqueClaimResultSchema>;

/** A common code claimed: only a status (spec §4); the code is the offer's promoCodeCommon. */
export const commonClaimResultSchema = lazySchema(() => z.object({ status: z.boolean() }));
export type CommonClaimResult = z.infer<typeof commonClaimResultSchema>;

export const claimVoucherResultSchema = lazySchema(() =>
  z.union([uniqueClaimResultSchema, commonClaimResultSchema]),
);
export type ClaimVoucherResult = z.infer<typeof claimVoucherResultSchema>;

/**
 * GET /v1/get_list/offer/voucher/code (spec §3 "Claimed promo"), newest first. `groupId` is
 * `offers/{offerId}/voucherCodes`: its second path segment is the offer id.
 */
export const claimedVoucherSchema = lazySchema(() =>
  z.object({
    code: z.string(),
    /** Milliseconds since the epoch. */
    claimedAt: z.number().int(),
    groupId: z.string(),
    offerId: z.string(),
    offerTitle: z.string(),
    promoType: z.enum(['unique', 'common']),
    /** The offer's type, for the link to it (optional: answers of older APIs lack it). */
    offerType: offerTypeSchema.optional(),
    /** The code's place in the list, for `after` (issue 38; answers of older APIs lack it). */
    cursor: z.string().optional(),
  }),
);
export type ClaimedVoucher = z.infer<typeof claimedVoucherSchema>;
export const claimedVoucherListSchema = lazySchema(() => z.array(claimedVoucherSchema));

/**
 * Query of GET /v1/get_list/offer/voucher/code (issue 38): `CLAIMED_VOUCHERS_PAGE_SIZE` codes a
 * page, newest first; `after`, the `cursor` of the last code of the page before, asks for the next
 * page.
 */
export const claimedVoucherQuerySchema = lazySchema(() =>
  z.object({ after: z.string().min(1).max(400).optional() }),
);

/** The claim group of an offer's codes; the client reads the offer id from its second segment. */
export const voucherGroupId = (offerId: string) => `offers/${offerId}/voucherCodes`;
