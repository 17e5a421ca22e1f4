import type { SqlRunner } from '../../db/database';

/**
 * Writes one ticket per unit of the order's ticket lines (offers whose items are tickets), held
 * by the order's member, inside the caller's transaction. The unique (order, variant, unit)
 * makes a second call for the same order write nothing. A waiting-list registration is an order
 * too, of nothing sold: it gets no ticket.
 */
export async function issueTickets(sql: SqlRunner, orderId: string): Promise<number> {
  const rows = await sql.query<{ id: string }>(
    `INSERT INTO tickets (id, brand_id, order_id, user_id, item_variant_id, offer_id, unit,
       holder_name)
     SELECT replace(gen_random_uuid()::text, '-', ''), o.brand_id, o.id, o.user_id,
       oi.item_variant_id, oi.offer_id, units.unit,
       trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))
     FROM orders o
     JOIN order_items oi ON oi.order_id = o.id
     JOIN offers f ON f.id = oi.offer_id AND f.item_variant_type = 'ticket'
     LEFT JOIN users u ON u.id = o.user_id
     CROSS JOIN LATERAL generate_series(1, oi.quantity) AS units (unit)
     WHERE o.id = $1 AND o.payment_method <> 'interest_registration'
     ON CONFLICT (order_id, item_variant_id, unit) DO NOTHING
     RETURNING id`,
    [orderId],
  );
  return rows.length;
}
