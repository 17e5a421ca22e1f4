import type { ItemVariant, Ticket, TicketState } from '@klubb/contracts';

import type { SqlRunner } from '../../db/database';

import { currentTicketKey, signTicket } from './ticket-keys';

interface TicketRow {
  id: string;
  state: TicketState;
  offer_id: string;
  item_variant_id: string;
  offer_title: string;
  item_variant: ItemVariant;
  holder_name: string;
  used_at: Date | string | null;
}

const millis = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * "Mina biljetter": the member's tickets of the brand, each with its QR payload signed by the
 * brand's current key. Upcoming events first (soonest first), then past ones (latest first);
 * a ticket without a date counts as upcoming.
 */
export async function memberTickets(
  sql: SqlRunner,
  brandId: string,
  userId: string,
  now = Date.now(),
): Promise<Ticket[]> {
  const rows = await sql.query<TicketRow>(
    `SELECT t.id, t.state, t.offer_id, t.item_variant_id, oi.offer_title, oi.item_variant,
       t.holder_name, t.used_at
     FROM tickets t
     JOIN order_items oi ON oi.order_id = t.order_id AND oi.item_variant_id = t.item_variant_id
     WHERE t.user_id = $1 AND t.brand_id = $2
     ORDER BY t.created_at, t.unit`,
    [userId, brandId],
  );
  if (rows.length === 0) return [];
  const key = await currentTicketKey(sql, brandId);
  const tickets = rows.map((row): Ticket => {
    const { date, location } = row.item_variant;
    return {
      id: row.id,
      payload: signTicket(key, { ticketId: row.id, itemVariantId: row.item_variant_id }),
      state: row.state,
      offerId: row.offer_id,
      itemVariantId: row.item_variant_id,
      eventName: row.offer_title,
      variantTitle: row.item_variant.title,
      date,
      location: location ? `${location.address}, ${location.zipCode} ${location.city}` : null,
      holderName: row.holder_name,
      usedAt: millis(row.used_at),
    };
  });
  const upcoming = (ticket: Ticket) => !ticket.date || ticket.date.end >= now;
  const start = (ticket: Ticket) => ticket.date?.start ?? Number.MAX_SAFE_INTEGER;
  return [
    ...tickets.filter(upcoming).sort((a, b) => start(a) - start(b)),
    ...tickets.filter((ticket) => !upcoming(ticket)).sort((a, b) => start(b) - start(a)),
  ];
}
