import { randomUUID } from 'node:crypto';

import { and, eq } from 'drizzle-orm';

import { ERROR_CODES, type RegisterInterestResult } from '@klubb/contracts';

import type { Database } from '../db/database';
import { itemVariants } from '../db/schema';
import { ApiError } from '../http/api-error';

import { pricePartsOf, toItemVariant } from './item-variants';
import type { OfferRow } from './offer-queries';
import { leaveWaitingList } from './tickets/waiting-list-offers';

/** The ticket to wait for: one of the offer's variants, a ticket, and sold out. */
async function soldOutTicketOf(database: Database, offer: OfferRow, itemVariantId: string) {
  const [variant] = await database.orm
    .select()
    .from(itemVariants)
    .where(
      and(
        eq(itemVariants.id, itemVariantId),
        eq(itemVariants.offerId, offer.id),
        eq(itemVariants.brandId, offer.brandId),
      ),
    )
    .limit(1);
  if (!variant) {
    throw new ApiError(
      404,
      ERROR_CODES.interestVariantNotFound,
      `The offer has no item ${itemVariantId}`,
    );
  }
  if (offer.itemVariantType !== 'ticket') {
    throw new ApiError(409, ERROR_CODES.interestNotATicket, 'Only tickets have a waiting list');
  }
  if (variant.available > 0) {
    throw new ApiError(
      409,
      ERROR_CODES.interestNotSoldOut,
      'The ticket is not sold out: it can be bought',
    );
  }
  return variant;
}

/**
 * POST /v1/register_interest/offer: puts the member on a sold-out ticket's waiting list (spec §4)
 * as an order paid by interest registration (spec §3): nothing to pay, quantity 1, the ticket as
 * it is now. The order names the ticket, and a unique index allows one registration per member
 * and ticket: the insert does nothing on a conflict, and the earlier registration is answered,
 * so two presses at once still make one order.
 */
export async function registerInterest(
  database: Database,
  offer: OfferRow,
  userId: string,
  itemVariantId: string,
): Promise<RegisterInterestResult> {
  const variant = await soldOutTicketOf(database, offer, itemVariantId);
  const parts = await pricePartsOf(database.orm, offer.brandId, [variant]);
  // Stored pictures stay relative to the API; the order history makes them absolute.
  const itemVariant = { ...toItemVariant(variant, parts, ''), customFeeIdList: [] };
  const taxRates = Object.fromEntries(itemVariant.taxRates.map((rate) => [rate.id, rate]));
  return database.transaction(async (sql) => {
    const [created] = await sql.query<{ id: string }>(
      `INSERT INTO orders (id, brand_id, user_id, payment_method, amount_total, currency,
         custom_fee_build_record, tax_rate_build_record, interest_item_variant_id)
       VALUES ($1, $2, $3, 'interest_registration', 0, $4, '{}', $5::jsonb, $6)
       ON CONFLICT (user_id, interest_item_variant_id)
         WHERE payment_method = 'interest_registration' DO NOTHING
       RETURNING id`,
      [
        `order-${randomUUID()}`,
        offer.brandId,
        userId,
        variant.currency,
        JSON.stringify(taxRates),
        variant.id,
      ],
    );
    if (created) {
      await sql.query(
        `INSERT INTO order_items
           (order_id, item_variant_id, offer_id, offer_type, offer_title, quantity, item_variant)
         VALUES ($1, $2, $3, $4, $5, 1, $6::jsonb)`,
        [created.id, variant.id, offer.id, offer.type, offer.title, JSON.stringify(itemVariant)],
      );
      return { orderId: created.id, alreadyRegistered: false };
    }
    // A registration made before, or committed meanwhile by a concurrent call (this statement
    // sees it: each statement reads what is committed when it starts).
    const [earlier] = await sql.query<{ id: string }>(
      `SELECT id FROM orders
       WHERE user_id = $1 AND interest_item_variant_id = $2
         AND payment_method = 'interest_registration'`,
      [userId, variant.id],
    );
    if (!earlier) throw new Error('An interest registration conflicted but cannot be read');
    return { orderId: earlier.id, alreadyRegistered: true };
  });
}

/**
 * DELETE /v1/register_interest/offer (issue 32): the member leaves a ticket's waiting list; the
 * registration's order goes (its items with it), and a ticket held for them passes on to the next
 * in line (issue 37: the same leaving as from "Mina väntelistor"). Leaving a list the member is not
 * on changes nothing, so a second press, or one from another device, is no error.
 */
export async function leaveWaitingListOfTicket(
  database: Database,
  brandId: string,
  userId: string,
  itemVariantId: string,
): Promise<void> {
  await database.transaction(async (sql) => {
    const registrations = await sql.query<{ id: string }>(
      `SELECT id FROM orders WHERE brand_id = $1 AND user_id = $2
         AND payment_method = 'interest_registration' AND interest_item_variant_id = $3`,
      [brandId, userId, itemVariantId],
    );
    for (const { id } of registrations) await leaveWaitingList(sql, userId, id);
  });
}
