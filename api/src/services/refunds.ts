import type { FastifyBaseLogger } from 'fastify';

import type { CheckoutContext } from './checkout';

/**
 * Refunds what is owed: a session paid at the provider after it had expired here, whose items
 * were sold meanwhile (fulfilment's `unsellable`). Called after the transaction that found it
 * has committed, so no database lock is held while the provider is asked; the provider's
 * Idempotency-Key and `refunded_at` make a second call (a webhook racing the member's own
 * status check, or another instance) ask for nothing new. A provider that fails leaves the
 * refund owed; the next call for the session, or `refundOwed` without one, tries again.
 */
export async function refundOwed(
  context: CheckoutContext,
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  sessionId?: string,
): Promise<number> {
  const owed = await context.database.sql.query<{ id: string }>(
    `SELECT id FROM checkout_sessions
     WHERE status = 'expired' AND payment_status = 'paid' AND refunded_at IS NULL
       AND ($1::text IS NULL OR id = $1)
     LIMIT 20`,
    [sessionId ?? null],
  );
  let refunded = 0;
  for (const { id } of owed) {
    try {
      const { refundId } = await context.payments.refundSession(id, `klubb-refund-${id}`);
      await context.database.sql.query(
        `UPDATE checkout_sessions SET refunded_at = now(), refund_id = $2
         WHERE id = $1 AND refunded_at IS NULL`,
        [id, refundId],
      );
      refunded += 1;
      log?.info({ session: id, refund: refundId }, 'refunded a session paid too late to sell');
    } catch (error) {
      log?.warn({ session: id, err: error }, 'refund failed; it stays owed');
    }
  }
  return refunded;
}
