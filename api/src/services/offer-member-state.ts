import type { OfferMemberState } from '@klubb/contracts';

import type { Orm } from '../db/database';

import { variantsOfOffers } from './item-variants';
import { waitingListJoinedOf } from './offer-detail';
import type { OfferRow } from './offer-queries';
import { promoFieldsOf } from './promo-status';

/**
 * The member's own part of an offer's detail (issue 38): their unique claims against the cap, the
 * common code (members only), the tickets whose waiting list they are on, and the stock as it is
 * this moment (the public answer may be seconds old, and a member about to buy or claim needs it
 * now). Everything else of the detail is the same for every caller and is served from the public
 * cache.
 */
export async function offerMemberState(
  orm: Orm,
  offer: OfferRow,
  userId: string,
): Promise<OfferMemberState> {
  const [promo, variants] = await Promise.all([
    promoFieldsOf(orm, offer, userId),
    variantsOfOffers(orm, [offer.id]),
  ]);
  const soldOut = variants.length > 0 && variants.every((variant) => variant.available === 0);
  const tickets = offer.itemVariantType === 'ticket' ? variants.map((variant) => variant.id) : [];
  return {
    userVoucherCodeClaimCount: promo.userVoucherCodeClaimCount,
    promoCodeCommon: promo.promoCodeCommon,
    isVoucherCodeSoldOut: promo.isVoucherCodeSoldOut,
    itemVariantAvailability: Object.fromEntries(
      variants.map((variant) => [variant.id, variant.available]),
    ),
    waitingList: offer.waitingList && soldOut,
    waitingListJoined: await waitingListJoinedOf(orm, userId, tickets),
  };
}
