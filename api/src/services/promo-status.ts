import { and, count, eq, isNull } from 'drizzle-orm';

import type { Offer } from '@klubb/contracts';

import type { Orm } from '../db/database';
import { voucherCodes } from '../db/schema';

import type { OfferRow } from './offer-queries';

export type PromoFields = Pick<
  Offer,
  | 'promoExists'
  | 'promoType'
  | 'isVoucherCodeSoldOut'
  | 'voucherClaimCap'
  | 'userVoucherCodeClaimCount'
  | 'promoCodeCommon'
>;

export const NO_PROMO: PromoFields = {
  promoExists: false,
  promoType: null,
  isVoucherCodeSoldOut: false,
  voucherClaimCap: null,
  userVoucherCodeClaimCount: 0,
  promoCodeCommon: null,
};

/**
 * The promo state of an offer for one caller (spec §4 "Offer promo code"): whether unique codes
 * are left, how many this member holds against the cap, and the common code for members only.
 */
export async function promoFieldsOf(
  orm: Orm,
  offer: OfferRow,
  userId: string | null,
): Promise<PromoFields> {
  if (!offer.promoType) return NO_PROMO;
  if (offer.promoType === 'common') {
    return {
      ...NO_PROMO,
      promoExists: true,
      promoType: 'common',
      promoCodeCommon: userId ? offer.promoCodeCommon : null,
    };
  }
  const [free, mine] = await Promise.all([
    orm
      .select({ id: voucherCodes.id })
      .from(voucherCodes)
      .where(and(eq(voucherCodes.offerId, offer.id), isNull(voucherCodes.claimedAt)))
      .limit(1),
    userId
      ? orm
          .select({ value: count() })
          .from(voucherCodes)
          .where(and(eq(voucherCodes.offerId, offer.id), eq(voucherCodes.userId, userId)))
      : Promise.resolve([{ value: 0 }]),
  ]);
  return {
    ...NO_PROMO,
    promoExists: true,
    promoType: 'unique',
    isVoucherCodeSoldOut: free.length === 0,
    voucherClaimCap: offer.voucherClaimCap,
    userVoucherCodeClaimCount: mine[0]?.value ?? 0,
  };
}
