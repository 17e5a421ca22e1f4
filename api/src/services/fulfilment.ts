import { randomUUID } from 'node:crypto';

import type { SqlRunner } from '../db/database';
import type { CheckoutSnapshot, CheckoutStatus, PaymentStatus } from '../db/schema';
import { ApiError } from '../http/api-error';

import { releaseSession, reserveStock } from './stock-reservations';
import { issueTickets } from './tickets/issue-tickets';

interface LockedSession {
  id: string;
  brand_id: string;
  user_id: string | null;
  status: CheckoutStatus;
  amount_total: number;
  currency: string;
  snapshot: CheckoutSnapshot | null;
}

/** Locks the session's row: everything that changes a session's state is serialised on it. */
export async function lockSession(sql: SqlRunner, sessionId: string) {
  const [row] = await sql.query<LockedSession>(
    `SELECT id, brand_id, user_id, status, amount_total, currency, snapshot
     FROM checkout_sessions WHERE id = $1 FOR UPDATE`,
    [sessionId],
  );
  return row ?? null;
}

async function orderOf(sql: SqlRunner, sessionId: string): Promise<string | null> {
  const [row] = await sql.query<{ id: string }>(
    'SELECT id FROM orders WHERE checkout_session_id = $1',
    [sessionId],
  );
  return row?.id ?? null;
}

/** The bought quantities leave the cart; what was added meanwhile stays. */
async function takeOutOfCart(sql: SqlRunner, userId: string, snapshot: CheckoutSnapshot) {
  for (const line of snapshot.lines) {
    await sql.query(
      'DELETE FROM cart_items WHERE user_id = $1 AND item_variant_id = $2 AND quantity <= $3',
      [userId, line.itemVariantId, line.quantity],
    );
    await sql.query(
      `UPDATE cart_items SET quantity = quantity - $3
       WHERE user_id = $1 AND item_variant_id = $2 AND quantity > $3`,
      [userId, line.itemVariantId, line.quantity],
    );
  }
}

export type FulfilmentResult =
  | { outcome: 'fulfilled' | 'already-fulfilled'; orderId: string }
  | { outcome: 'unknown-session' | 'not-paid' | 'unsellable'; orderId: null };

/**
 * Turns a paid checkout session into its order, inside the caller's transaction: the session's
 * row is locked, so a webhook, its duplicates and the member's own confirmation — on any API
 * instance — take turns, and whoever comes second finds the order and changes nothing. The
 * unique index on orders.checkout_session_id stands behind that. The order keeps the lines,
 * fees and VAT rates as priced when the session was made; each ticket unit gets its ticket
 * (tickets/issue-tickets.ts); the bought items leave the cart.
 * A session that had expired here while the payment went through takes its stock again if it
 * is still there; if not, it is `unsellable`: it stays expired, marked paid, and is refunded
 * (refunds.ts) once the transaction has committed.
 */
export async function fulfilPaidSession(
  sql: SqlRunner,
  sessionId: string,
  paymentStatus: PaymentStatus,
): Promise<FulfilmentResult> {
  const session = await lockSession(sql, sessionId);
  if (!session?.snapshot || !session.user_id) return { outcome: 'unknown-session', orderId: null };
  const existing = await orderOf(sql, sessionId);
  if (existing) return { outcome: 'already-fulfilled', orderId: existing };
  if (paymentStatus !== 'paid') return { outcome: 'not-paid', orderId: null };
  const { snapshot } = session;
  if (session.status === 'expired') {
    try {
      await sql.query('SAVEPOINT take_again');
      await reserveStock(
        sql,
        sessionId,
        session.user_id,
        snapshot.lines.map(({ itemVariantId, quantity }) => ({ itemVariantId, quantity })),
      );
      await sql.query('RELEASE SAVEPOINT take_again');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      await sql.query('ROLLBACK TO SAVEPOINT take_again');
      // Paid for, but no longer there to sell: refunds.ts gives the money back.
      await sql.query("UPDATE checkout_sessions SET payment_status = 'paid' WHERE id = $1", [
        sessionId,
      ]);
      return { outcome: 'unsellable', orderId: null };
    }
  }
  await sql.query(
    `UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid',
       completed_at = now() WHERE id = $1`,
    [sessionId],
  );
  const [order] = await sql.query<{ id: string }>(
    `INSERT INTO orders (id, brand_id, user_id, checkout_session_id, payment_method, amount_total,
       currency, custom_fee_build_record, tax_rate_build_record)
     VALUES ($1, $2, $3, $4, 'card', $5, $6, $7::jsonb, $8::jsonb)
     ON CONFLICT (checkout_session_id) WHERE checkout_session_id IS NOT NULL DO NOTHING
     RETURNING id`,
    [
      `order-${randomUUID()}`,
      session.brand_id,
      session.user_id,
      sessionId,
      session.amount_total,
      session.currency,
      JSON.stringify(snapshot.fees),
      JSON.stringify(snapshot.taxRates),
    ],
  );
  if (!order) {
    const other = await orderOf(sql, sessionId);
    if (!other) throw new Error('An order conflicted but cannot be read');
    return { outcome: 'already-fulfilled', orderId: other };
  }
  for (const line of snapshot.lines) {
    await sql.query(
      `INSERT INTO order_items
         (order_id, item_variant_id, offer_id, offer_type, offer_title, quantity, item_variant)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
      [
        order.id,
        line.itemVariantId,
        line.offerId,
        line.offerType,
        line.offerTitle,
        line.quantity,
        JSON.stringify(line.itemVariant),
      ],
    );
  }
  await issueTickets(sql, order.id);
  await takeOutOfCart(sql, session.user_id, snapshot);
  return { outcome: 'fulfilled', orderId: order.id };
}

/** A session the provider expired (or whose payment failed) gives its stock back, once. */
export async function releaseEndedSession(sql: SqlRunner, sessionId: string): Promise<boolean> {
  const session = await lockSession(sql, sessionId);
  if (session?.status !== 'open') return false;
  await releaseSession(sql, sessionId, 'expired');
  return true;
}
