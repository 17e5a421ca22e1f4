import type { ItemVariant, ItemVariantType } from '@klubb/contracts';

import type { TicketSelection } from './ticket-picker';

/** Why a purchase cannot start yet, each with its spec §8 message. */
export type PurchaseProblem =
  'chooseCityAndDate' | 'chooseTicketType' | 'chooseItem' | 'soldOut' | 'maxPurchases';

export interface PurchaseCheck {
  variantType: ItemVariantType;
  /** The ticket picker's state; for other items only its variantId counts. */
  selection: TicketSelection;
  variant: ItemVariant | null;
  /** What is left to sell of the variant, when known. */
  available: number | null;
  /** How many of it the member's cart already holds. */
  inCart: number;
}

/**
 * Spec §5 "Purchase": a ticket needs a city and a date, any offer an item, and no member passes the
 * per-user maximum. A sold-out item cannot be bought at all.
 */
export function purchaseProblem(check: PurchaseCheck): PurchaseProblem | null {
  const { selection, variant } = check;
  if (check.variantType === 'ticket' && (selection.city === null || selection.time === null)) {
    return 'chooseCityAndDate';
  }
  // A ticket's missing choice is its type (Ordinarie, VIP …), not "an item" (issue 32 item 11).
  if (!variant || selection.variantId !== variant.id) {
    return check.variantType === 'ticket' ? 'chooseTicketType' : 'chooseItem';
  }
  if (check.available === 0) return 'soldOut';
  if (check.inCart >= variant.purchaseCap) return 'maxPurchases';
  return null;
}

/**
 * The most the member may add now: what is left to sell when known, and no more than the
 * purchase cap leaves after what the cart holds.
 */
export function quantityMaximum(
  variant: ItemVariant,
  available: number | null,
  inCart: number,
): number {
  const byCap = Math.max(0, variant.purchaseCap - inCart);
  return available === null ? byCap : Math.min(available, byCap);
}
