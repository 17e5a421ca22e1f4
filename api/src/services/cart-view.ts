import { and, asc, count, eq, gt } from 'drizzle-orm';

import type { Brand, CartItem, ShoppingCart } from '@klubb/contracts';

import type { Orm } from '../db/database';
import { cartItems, itemVariants, waitingListOffers } from '../db/schema';
import { absoluteImage } from '../http/absolute-url';

import { feesOf, pricePartsOf, toItemVariant, toMajor, type VariantRow } from './item-variants';
import { findOffers } from './offer-queries';

/** A stored cart line with its variant, for pricing. */
export interface PricedLine {
  variant: VariantRow;
  quantity: number;
}

/** What one line costs in minor units: its items and their fees. */
export function lineCost(line: PricedLine, feeMinor: Map<string, number>) {
  const fees = line.variant.customFeeIds.reduce((sum, id) => sum + (feeMinor.get(id) ?? 0), 0);
  return { items: line.variant.priceCurrent * line.quantity, fees: fees * line.quantity };
}

/** How many of a variant the cart may hold now: its purchase cap, and what is left to sell. */
export const cartLimitOf = (variant: Pick<VariantRow, 'purchaseCap' | 'available'>) =>
  Math.max(0, Math.min(variant.purchaseCap, variant.available));

/** Tickets a waiting list holds for the member (issue 37): theirs to buy though not on sale. */
async function heldForMember(orm: Orm, userId: string, now: number) {
  const rows = await orm
    .select({ itemVariantId: waitingListOffers.itemVariantId, held: count() })
    .from(waitingListOffers)
    .where(
      and(
        eq(waitingListOffers.userId, userId),
        eq(waitingListOffers.state, 'open'),
        gt(waitingListOffers.expiresAt, new Date(now)),
      ),
    )
    .groupBy(waitingListOffers.itemVariantId);
  return new Map(rows.map((row) => [row.itemVariantId, row.held]));
}

/**
 * The member's cart as the app shows it (spec §3 "displayed form"), priced from the current
 * prices and fees; lines of offers no longer on sale are left out, and a quantity above what may
 * be bought now shows clamped.
 */
export async function cartView(orm: Orm, brand: Brand, userId: string, publicUrl: string) {
  const rows = await orm
    .select({ variant: itemVariants, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(itemVariants, eq(itemVariants.id, cartItems.itemVariantId))
    .where(and(eq(cartItems.userId, userId), eq(itemVariants.brandId, brand.id)))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.itemVariantId));
  const [parts, offers] = await Promise.all([
    pricePartsOf(
      orm,
      brand.id,
      rows.map((row) => row.variant),
    ),
    findOffers(orm, brand.id, [...new Set(rows.map((row) => row.variant.offerId))]),
  ]);
  const offerById = new Map(offers.map((offer) => [offer.id, offer]));
  const now = Date.now();
  const held = await heldForMember(orm, userId, now);
  const cart: ShoppingCart = {
    itemList: [],
    totalPrice: 0,
    totalCustomFeePrice: 0,
    totalQuantity: 0,
    currency: brand.currency,
  };
  let totalMinor = 0;
  let feeMinor = 0;
  const lines: PricedLine[] = [];
  for (const row of rows) {
    const offer = offerById.get(row.variant.offerId);
    const onSale =
      offer?.itemVariantType &&
      offer.publishedAt.getTime() <= now &&
      (!offer.endsAt || offer.endsAt.getTime() > now);
    if (!offer || !onSale || !offer.itemVariantType) continue;
    const available = row.variant.available + (held.get(row.variant.id) ?? 0);
    const quantity = Math.min(row.quantity, cartLimitOf({ ...row.variant, available }));
    const line = { variant: row.variant, quantity };
    const cost = lineCost(line, parts.feeMinor);
    totalMinor += cost.items + cost.fees;
    feeMinor += cost.fees;
    lines.push(line);
    cart.totalQuantity += quantity;
    cart.itemList.push({
      offerId: offer.id,
      offerType: offer.type,
      offerTitle: offer.title,
      offerPuffImage: absoluteImage(offer.puffImage, publicUrl),
      itemVariantId: row.variant.id,
      itemVariantType: offer.itemVariantType,
      quantity,
      itemVariant: toItemVariant(row.variant, parts, publicUrl),
      itemVariantCustomFeeBuildRecord: feesOf([row.variant], parts),
    } satisfies CartItem);
  }
  cart.totalPrice = toMajor(totalMinor);
  cart.totalCustomFeePrice = toMajor(feeMinor);
  return { cart, lines, totalMinor };
}
