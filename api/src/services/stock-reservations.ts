import { ERROR_CODES } from '@klubb/contracts';

import type { SqlRunner } from '../db/database';
import { ApiError } from '../http/api-error';

import { offerFreedTickets } from './tickets/waiting-list-offers';

export interface ReservationLine {
  itemVariantId: string;
  quantity: number;
}

/**
 * Takes the lines' quantities from what is left to sell, inside the caller's transaction: one
 * conditional UPDATE per variant (`available >= quantity`), so under any concurrency a variant
 * with 10 left gives exactly 10; the CHECK (available >= 0) stands behind it. Lines go in variant
 * order, so two checkouts locking the same variants never deadlock. A line that does not fit
 * throws, and the caller's rollback gives back what the earlier lines took.
 */
export async function reserveStock(
  sql: SqlRunner,
  sessionId: string,
  userId: string | null,
  lines: ReservationLine[],
): Promise<void> {
  const ordered = [...lines].sort((a, b) => a.itemVariantId.localeCompare(b.itemVariantId));
  for (const line of ordered) {
    const taken = await sql.query(
      `UPDATE item_variants SET available = available - $2
       WHERE id = $1 AND available >= $2 RETURNING available`,
      [line.itemVariantId, line.quantity],
    );
    if (taken.length === 0) {
      throw new ApiError(
        409,
        ERROR_CODES.checkoutSoldOut,
        'Not enough left of an item in the cart',
      );
    }
    await sql.query(
      `INSERT INTO stock_reservations (checkout_session_id, item_variant_id, user_id, quantity)
       VALUES ($1, $2, $3, $4)`,
      [sessionId, line.itemVariantId, userId, line.quantity],
    );
  }
}

/** Gives a session's reservations back, once (released rows are skipped), and marks it. */
export async function releaseSession(
  sql: SqlRunner,
  sessionId: string,
  status: 'expired',
): Promise<string[]> {
  const released = await sql.query<{ item_variant_id: string; quantity: number }>(
    `UPDATE stock_reservations SET released_at = now()
     WHERE checkout_session_id = $1 AND released_at IS NULL
     RETURNING item_variant_id, quantity`,
    [sessionId],
  );
  for (const row of released.sort((a, b) => a.item_variant_id.localeCompare(b.item_variant_id))) {
    await sql.query('UPDATE item_variants SET available = available + $2 WHERE id = $1', [
      row.item_variant_id,
      row.quantity,
    ]);
  }
  await sql.query('UPDATE checkout_sessions SET status = $2 WHERE id = $1', [sessionId, status]);
  return released.map((row) => row.item_variant_id);
}

/**
 * Sessions whose time ran out give their items back, and a ticket given back goes to its waiting
 * list first (issue 37). Run before each new checkout; a session is locked while released, so
 * two sweeps never release it twice.
 */
export async function releaseExpiredSessions(
  transaction: <T>(work: (sql: SqlRunner) => Promise<T>) => Promise<T>,
  limit = 50,
): Promise<void> {
  await transaction(async (sql) => {
    const due = await sql.query<{ id: string }>(
      `SELECT id FROM checkout_sessions WHERE status = 'open' AND expires_at <= now()
       ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
    const freed = new Set<string>();
    for (const session of due) {
      for (const variant of await releaseSession(sql, session.id, 'expired')) freed.add(variant);
    }
    for (const variant of [...freed].sort()) await offerFreedTickets(sql, variant);
  });
}
