import { ERROR_CODES } from '@klubb/contracts';

import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { requireBrandAccess, type OperatorContext } from '../../http/operator-context';

import { offerFreedTickets } from './waiting-list-offers';

/**
 * A brand operator refunds one ticket: it becomes `refunded` (the door refuses it, online at
 * once and offline from the next download of the refunded list) and its unit goes back to what
 * is left to sell, offered first to the waiting list. Only a valid ticket can be refunded: one already used went in.
 */
export async function refundTicket(
  database: Database,
  operator: OperatorContext,
  ticketId: string,
): Promise<{ itemVariantId: string }> {
  return database.transaction(async (sql) => {
    const [ticket] = await sql.query<{ brand_id: string; item_variant_id: string; state: string }>(
      'SELECT brand_id, item_variant_id, state FROM tickets WHERE id = $1 FOR UPDATE',
      [ticketId],
    );
    if (!ticket) throw new ApiError(404, ERROR_CODES.ticketNotFound, 'No such ticket');
    requireBrandAccess(operator, ticket.brand_id);
    if (ticket.state !== 'valid') {
      throw new ApiError(
        409,
        ERROR_CODES.ticketNotRefundable,
        `A ${ticket.state} ticket cannot be refunded`,
      );
    }
    await sql.query("UPDATE tickets SET state = 'refunded', refunded_at = now() WHERE id = $1", [
      ticketId,
    ]);
    await sql.query('UPDATE item_variants SET available = available + 1 WHERE id = $1', [
      ticket.item_variant_id,
    ]);
    // The freed unit goes to the first in line of the waiting list, if anyone waits.
    await offerFreedTickets(sql, ticket.item_variant_id);
    return { itemVariantId: ticket.item_variant_id };
  });
}
