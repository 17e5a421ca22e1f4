import { z } from 'zod';

import type { Database } from '../db/database';

import { fulfilPaidSession, releaseEndedSession } from './fulfilment';

/** The parts of a Stripe event the API reads; anything else in it is left alone. */
export const paymentEventSchema = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  data: z.object({
    object: z.looseObject({
      id: z.string().min(1).max(255),
      object: z.string(),
      payment_status: z.string().optional(),
    }),
  }),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export type EventOutcome = 'handled' | 'duplicate' | 'ignored';

const FULFILS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const RELEASES = new Set(['checkout.session.expired', 'checkout.session.async_payment_failed']);

/**
 * One verified webhook event, in one transaction with the record that it was seen: a replayed
 * event id does nothing (concurrent replays wait on the first one's insert, then find it), and a
 * failure rolls back both, so Stripe's retry does the work again. `completed` with
 * `payment_status=paid` makes the order; `async_payment_succeeded` too (delayed methods);
 * `expired` and `async_payment_failed` give the stock back. Events arriving in any order end in
 * the same state: a completed session no longer expires, an expired one is not fulfilled twice.
 */
export async function handlePaymentEvent(
  database: Database,
  event: PaymentEvent,
): Promise<EventOutcome> {
  const session = event.data.object;
  if (session.object !== 'checkout.session') return 'ignored';
  const relevant = FULFILS.has(event.type) || RELEASES.has(event.type);
  if (!relevant) return 'ignored';
  return database.transaction(async (sql) => {
    const seen = await sql.query(
      `INSERT INTO payment_events (id, type, checkout_session_id) VALUES ($1, $2, $3)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type, session.id],
    );
    if (seen.length === 0) return 'duplicate';
    if (FULFILS.has(event.type)) {
      const paymentStatus = session.payment_status === 'paid' ? 'paid' : 'unpaid';
      await fulfilPaidSession(sql, session.id, paymentStatus);
    } else {
      await releaseEndedSession(sql, session.id);
    }
    return 'handled';
  });
}
