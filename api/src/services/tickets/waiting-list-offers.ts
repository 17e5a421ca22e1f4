import type { SqlRunner } from '../../db/database';
import { queueOfferPushes } from '../../push/push-outbox';

/** The hold a brand gives when it has not set one (issue 37). */
const DEFAULT_HOLD_MINUTES = 30;

/**
 * Offers what is left of a ticket to the waiting list, inside the caller's transaction: each
 * unit goes to the next member in line who has never had an offer for that registration, held
 * for the brand's time. The variant's row is locked first, so of two transactions freeing units
 * at once the second waits and then sees the first's offers: ten waiting, two freed, two offers,
 * never one unit or one member twice. Each offer's push is queued in the same transaction (ADR
 * 031), sent once it commits. Answers the registrations offered to.
 */
export async function offerFreedTickets(sql: SqlRunner, itemVariantId: string): Promise<string[]> {
  const [variant] = await sql.query<{ brand_id: string; available: number }>(
    'SELECT brand_id, available FROM item_variants WHERE id = $1 FOR UPDATE',
    [itemVariantId],
  );
  if (!variant || variant.available <= 0) return [];
  const next = await sql.query<{ id: string; user_id: string }>(
    `SELECT o.id, o.user_id FROM orders o
     WHERE o.payment_method = 'interest_registration' AND o.interest_item_variant_id = $1
       AND o.user_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM waiting_list_offers w WHERE w.order_id = o.id)
     ORDER BY o.created_at, o.id
     LIMIT $2`,
    [itemVariantId, variant.available],
  );
  if (next.length === 0) return [];
  const [setting] = await sql.query<{ hold_minutes: number }>(
    'SELECT hold_minutes FROM waiting_list_settings WHERE brand_id = $1',
    [variant.brand_id],
  );
  for (const registration of next) {
    await sql.query(
      `INSERT INTO waiting_list_offers (order_id, brand_id, item_variant_id, user_id, state,
         expires_at)
       VALUES ($1, $2, $3, $4, 'open', now() + make_interval(mins => $5))`,
      [
        registration.id,
        variant.brand_id,
        itemVariantId,
        registration.user_id,
        setting?.hold_minutes ?? DEFAULT_HOLD_MINUTES,
      ],
    );
  }
  await sql.query('UPDATE item_variants SET available = available - $2 WHERE id = $1', [
    itemVariantId,
    next.length,
  ]);
  const offered = next.map((registration) => registration.id);
  await queueOfferPushes(sql, offered);
  return offered;
}

/** Gives a held unit back to what is left to sell and offers it on to the next in line. */
async function passOn(sql: SqlRunner, itemVariantId: string): Promise<void> {
  await sql.query('UPDATE item_variants SET available = available + 1 WHERE id = $1', [
    itemVariantId,
  ]);
  await offerFreedTickets(sql, itemVariantId);
}

/**
 * Offers whose time ran out pass their unit on. Run before each checkout and each read of a
 * member's waiting lists (as expired checkouts are); locked rows are skipped, so two sweeps
 * never expire one offer twice.
 */
export async function expireWaitingListOffers(sql: SqlRunner, limit = 50): Promise<number> {
  const expired = await sql.query<{ item_variant_id: string }>(
    `UPDATE waiting_list_offers SET state = 'expired'
     WHERE order_id IN (
       SELECT order_id FROM waiting_list_offers WHERE state = 'open' AND expires_at <= now()
       ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING item_variant_id`,
    [limit],
  );
  const variants = expired.map((row) => row.item_variant_id).sort();
  for (const itemVariantId of variants) await passOn(sql, itemVariantId);
  return expired.length;
}

/**
 * The member's checkout takes the units held for them: each open offer of a variant they buy
 * becomes `taken` and its unit goes back to what is left, for `reserveStock` in the same
 * transaction to take (the variant's row stays locked until then: nobody else can).
 */
export async function takeHeldTickets(
  sql: SqlRunner,
  userId: string,
  itemVariantIds: readonly string[],
): Promise<void> {
  for (const itemVariantId of [...itemVariantIds].sort()) {
    const taken = await sql.query<{ order_id: string }>(
      `UPDATE waiting_list_offers SET state = 'taken'
       WHERE user_id = $1 AND item_variant_id = $2 AND state = 'open' AND expires_at > now()
       RETURNING order_id`,
      [userId, itemVariantId],
    );
    if (taken.length === 0) continue;
    await sql.query('UPDATE item_variants SET available = available + $2 WHERE id = $1', [
      itemVariantId,
      taken.length,
    ]);
  }
}

/** A member leaves a waiting list: an open offer's unit passes on to the next in line. */
export async function leaveWaitingList(
  sql: SqlRunner,
  userId: string,
  orderId: string,
): Promise<boolean> {
  const [offer] = await sql.query<{ item_variant_id: string; state: string }>(
    'SELECT item_variant_id, state FROM waiting_list_offers WHERE order_id = $1 FOR UPDATE',
    [orderId],
  );
  const removed = await sql.query(
    `DELETE FROM orders WHERE id = $1 AND user_id = $2 AND payment_method = 'interest_registration'
     RETURNING id`,
    [orderId, userId],
  );
  if (removed.length === 0) return false;
  if (offer?.state === 'open') await passOn(sql, offer.item_variant_id);
  return true;
}
