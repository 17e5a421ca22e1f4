import { ERROR_CODES, type TicketRefund } from '@klubb/contracts';

import type { Database, SqlRunner } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { requireBrandAccess, type OperatorContext } from '../../http/operator-context';
import type { PaymentProvider } from '../../payments/payment-provider';
import { writeAuditSql } from '../registry/audit';

import { offerFreedTickets } from './waiting-list-offers';

interface TicketRow {
  brand_id: string;
  holder_name: string;
  event_name: string;
  item_variant_id: string;
  state: string;
  refund_amount: number | null;
  refund_id: string | null;
  currency: string;
  checkout_session_id: string | null;
  card_paid: boolean;
  item_variant: { price?: { current?: number }; customFeeIdList?: string[] } | null;
  fees: Record<string, { price?: { current?: number } }> | null;
}

/** What one unit cost the member, fees included, in minor units (as the checkout charged it). */
function unitAmountOf(row: TicketRow): number {
  const fees = (row.item_variant?.customFeeIdList ?? []).reduce(
    (sum, id) => sum + (row.fees?.[id]?.price?.current ?? 0),
    0,
  );
  return Math.round(((row.item_variant?.price?.current ?? 0) + fees) * 100);
}

async function lockTicket(sql: SqlRunner, ticketId: string): Promise<TicketRow | undefined> {
  const [row] = await sql.query<TicketRow>(
    `SELECT t.brand_id, t.holder_name, t.item_variant_id, t.state, t.refund_amount, t.refund_id, o.currency,
       o.checkout_session_id, oi.item_variant, o.custom_fee_build_record AS fees,
       (o.payment_method = 'card' AND coalesce(cs.payment_status = 'paid', false)) AS card_paid,
       concat_ws(' – ', ofr.title, iv.title) AS event_name
     FROM tickets t
     JOIN orders o ON o.id = t.order_id
     LEFT JOIN item_variants iv ON iv.id = t.item_variant_id
     LEFT JOIN offers ofr ON ofr.id = iv.offer_id
     LEFT JOIN order_items oi ON oi.order_id = t.order_id AND oi.item_variant_id = t.item_variant_id
     LEFT JOIN checkout_sessions cs ON cs.id = o.checkout_session_id
     WHERE t.id = $1 FOR UPDATE OF t`,
    [ticketId],
  );
  return row;
}

/**
 * A brand operator refunds one ticket: it becomes `refunded` (the door refuses it, online at
 * once and offline from the next download of the refunded list), its unit goes back to what is
 * left to sell, offered first to the waiting list, and what the member paid for it goes back to
 * their card (a partial Refund of the order's PaymentIntent). The money is asked for after the
 * ticket's transaction has committed, so no lock is held while the provider answers; if the
 * provider fails, the refund stays owed and asking again (the console's retry) asks once more
 * with the same Idempotency-Key. Only a valid ticket can be refunded: one already used went in.
 * The operator's reason (optional) is kept with the ticket, and the refund is written to the
 * operators' audit (`ticket.refund`) in the ticket's transaction: both or neither stay. Asking
 * again for money owed keeps the first reason and audits nothing more.
 */
export async function refundTicket(
  database: Database,
  payments: PaymentProvider,
  operator: OperatorContext,
  ticketId: string,
  reason?: string,
): Promise<TicketRefund> {
  const owed = await database.transaction(async (sql) => {
    const ticket = await lockTicket(sql, ticketId);
    if (!ticket) throw new ApiError(404, ERROR_CODES.ticketNotFound, 'No such ticket');
    requireBrandAccess(operator, ticket.brand_id);
    const moneyOwed = ticket.state === 'refunded' && !!ticket.refund_amount && !ticket.refund_id;
    if (ticket.state !== 'valid' && !moneyOwed) {
      throw new ApiError(
        409,
        ERROR_CODES.ticketNotRefundable,
        `A ${ticket.state} ticket cannot be refunded`,
      );
    }
    if (moneyOwed) return { ...ticket, amount: ticket.refund_amount ?? 0 };
    const amount = ticket.card_paid && ticket.checkout_session_id ? unitAmountOf(ticket) : 0;
    await sql.query(
      `UPDATE tickets SET state = 'refunded', refunded_at = now(), refund_amount = $2,
         refund_reason = $3
       WHERE id = $1`,
      [ticketId, amount, reason || null],
    );
    await writeAuditSql(sql, operator.actor ?? { uid: operator.uid, email: operator.email }, {
      brandId: ticket.brand_id,
      action: 'ticket.refund',
      target: ticketId,
      before: { state: 'valid' },
      after: {
        state: 'refunded',
        holder: ticket.holder_name,
        event: ticket.event_name,
        amount,
        currency: ticket.currency,
      },
      reason: reason || null,
    });
    await sql.query('UPDATE item_variants SET available = available + 1 WHERE id = $1', [
      ticket.item_variant_id,
    ]);
    // The freed unit goes to the first in line of the waiting list, if anyone waits.
    await offerFreedTickets(sql, ticket.item_variant_id);
    return { ...ticket, amount };
  });
  if (owed.amount === 0 || !owed.checkout_session_id) {
    return { ticketId, state: 'refunded', refund: null };
  }
  const made = await payments.refundPart(
    owed.checkout_session_id,
    owed.amount,
    `klubb-ticket-refund-${ticketId}`,
  );
  await database.sql.query('UPDATE tickets SET refund_id = $2 WHERE id = $1', [
    ticketId,
    made.refundId,
  ]);
  return {
    ticketId,
    state: 'refunded',
    refund: { id: made.refundId, amount: made.amount, currency: owed.currency },
  };
}
