import type { OfferFeedItem } from '@klubb/contracts';

/**
 * The mixed feed's cards without the billboard's offer: it is already shown, large, above them.
 * Keeps the same array when there is nothing to leave out, so the grid does not re-render.
 */
export function withoutBillboard(
  items: ReadonlyArray<OfferFeedItem>,
  billboardOfferId: string | null | undefined,
): ReadonlyArray<OfferFeedItem> {
  if (!billboardOfferId || !items.some((item) => item.id === billboardOfferId)) return items;
  return items.filter((item) => item.id !== billboardOfferId);
}
