import type { Offer } from '@klubb/contracts';

/**
 * Whether nothing of the offer is left to buy (spec §4 item availability): it has variants and
 * every one is sold out. Its "buy" call to action then has nothing to start; the page shows the
 * sold-out state (and the waiting list, for tickets) instead.
 */
export function isSoldOut(
  offer: Pick<Offer, 'itemVariantList' | 'itemVariantAvailability' | 'waitingList'>,
): boolean {
  if (offer.waitingList) return true;
  const availability = offer.itemVariantAvailability;
  if (!availability || offer.itemVariantList.length === 0) return false;
  return offer.itemVariantList.every((variant) => availability[variant.id] === 0);
}
