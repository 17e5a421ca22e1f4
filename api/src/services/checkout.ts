import { randomBytes } from 'node:crypto';

import {
  CHECKOUT_SESSION_LIFETIME_MS,
  ERROR_CODES,
  type Brand,
  type CheckoutSession,
} from '@klubb/contracts';

import type { Database, SqlRunner } from '../db/database';
import { ApiError } from '../http/api-error';

import { cartView, type PricedLine } from './cart-view';
import { releaseExpiredSessions, releaseSession, reserveStock } from './stock-reservations';

/**
 * The member's earlier purchases and live reservations of these variants. A place on a waiting
 * list (an interest registration) is not a purchase.
 */
async function heldQuantities(sql: SqlRunner, userId: string, variantIds: string[]) {
  const rows = await sql.query<{ item_variant_id: string; quantity: number }>(
    `SELECT item_variant_id, sum(quantity)::int AS quantity FROM (
       SELECT i.item_variant_id, i.quantity FROM order_items i JOIN orders o ON o.id = i.order_id
       WHERE o.user_id = $1 AND i.item_variant_id = ANY($2)
         AND o.payment_method <> 'interest_registration'
       UNION ALL
       SELECT r.item_variant_id, r.quantity FROM stock_reservations r
       JOIN checkout_sessions s ON s.id = r.checkout_session_id
       WHERE r.user_id = $1 AND r.released_at IS NULL AND s.status = 'open'
         AND r.item_variant_id = ANY($2)
     ) held GROUP BY item_variant_id`,
    [userId, variantIds],
  );
  return new Map(rows.map((row) => [row.item_variant_id, row.quantity]));
}

function checkPurchaseCaps(lines: PricedLine[], held: Map<string, number>): void {
  for (const line of lines) {
    if ((held.get(line.variant.id) ?? 0) + line.quantity > line.variant.purchaseCap) {
      throw new ApiError(
        409,
        ERROR_CODES.purchaseCapReached,
        'The number of maximum purchases per user has been reached',
      );
    }
  }
}

/**
 * POST /v1/payment/checkout: prices the cart on the server and holds its items for the session's
 * lifetime in one transaction — the member's row locked (one checkout at a time per member),
 * their earlier open session given back, the purchase caps checked against earlier orders, and
 * every line reserved atomically. The session is the local stand-in's (`cs_test_…` and its
 * client secret); the card payment provider comes with the commerce issue.
 */
export async function createCheckout(
  database: Database,
  brand: Brand,
  userId: string,
  publicUrl: string,
): Promise<CheckoutSession> {
  await releaseExpiredSessions((work) => database.transaction(work));
  const { lines, totalMinor } = await cartView(database.orm, brand, userId, publicUrl);
  const buying = lines.filter((line) => line.quantity > 0);
  if (buying.length === 0) {
    throw new ApiError(400, ERROR_CODES.cartEmpty, 'The shopping cart is empty');
  }
  const id = `cs_test_${randomBytes(24).toString('base64url')}`;
  const session = { id, clientSecret: `${id}_secret_${randomBytes(24).toString('base64url')}` };
  await database.transaction(async (sql) => {
    await sql.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const open = await sql.query<{ id: string }>(
      "SELECT id FROM checkout_sessions WHERE user_id = $1 AND status = 'open' FOR UPDATE",
      [userId],
    );
    for (const earlier of open) await releaseSession(sql, earlier.id, 'expired');
    checkPurchaseCaps(
      buying,
      await heldQuantities(
        sql,
        userId,
        buying.map((l) => l.variant.id),
      ),
    );
    await sql.query(
      `INSERT INTO checkout_sessions
         (id, client_secret, brand_id, user_id, status, test_mode, amount_total, currency, expires_at)
       VALUES ($1, $2, $3, $4, 'open', true, $5, $6, now() + $7::interval)`,
      [
        session.id,
        session.clientSecret,
        brand.id,
        userId,
        totalMinor,
        brand.currency,
        `${CHECKOUT_SESSION_LIFETIME_MS} milliseconds`,
      ],
    );
    await reserveStock(
      sql,
      session.id,
      userId,
      buying.map((line) => ({ itemVariantId: line.variant.id, quantity: line.quantity })),
    );
  });
  return session;
}

/**
 * POST /v1/expire/checkout: the member closed or left the checkout; an open session gives its
 * items back. Expiring again is harmless; a completed session cannot expire.
 */
export async function expireCheckout(
  database: Database,
  userId: string,
  sessionId: string,
): Promise<void> {
  await database.transaction(async (sql) => {
    const [session] = await sql.query<{ status: string }>(
      'SELECT status FROM checkout_sessions WHERE id = $1 AND user_id = $2 FOR UPDATE',
      [sessionId, userId],
    );
    if (!session) throw new ApiError(404, ERROR_CODES.checkoutNotFound, 'No such checkout');
    if (session.status === 'complete') {
      throw new ApiError(409, ERROR_CODES.checkoutComplete, 'The checkout is already complete');
    }
    if (session.status === 'open') await releaseSession(sql, sessionId, 'expired');
  });
}
