import type { ItemVariant, OfferType, WaitingListEntry } from '@klubb/contracts';

import type { SqlRunner } from '../../db/database';

interface Row {
  order_id: string;
  offer_id: string;
  offer_type: OfferType;
  item_variant_id: string;
  offer_title: string;
  item_variant: ItemVariant;
  place: number | null;
  offer_state: 'open' | 'taken' | 'expired' | null;
  expires_at: Date | string | null;
}

/**
 * The member's waiting lists of the brand, oldest first: their place among those still waiting
 * (members who joined earlier and have had no offer yet), or the offer held for them.
 */
export async function memberWaitingLists(
  sql: SqlRunner,
  brandId: string,
  userId: string,
): Promise<WaitingListEntry[]> {
  const rows = await sql.query<Row>(
    `SELECT o.id AS order_id, oi.offer_id, oi.offer_type, oi.item_variant_id, oi.offer_title, oi.item_variant,
       w.state AS offer_state, w.expires_at,
       CASE WHEN w.order_id IS NULL THEN (
         SELECT count(*)::int + 1 FROM orders e
         WHERE e.payment_method = 'interest_registration'
           AND e.interest_item_variant_id = o.interest_item_variant_id
           AND (e.created_at, e.id) < (o.created_at, o.id)
           AND NOT EXISTS (SELECT 1 FROM waiting_list_offers x WHERE x.order_id = e.id))
       END AS place
     FROM orders o
     JOIN order_items oi ON oi.order_id = o.id
     LEFT JOIN waiting_list_offers w ON w.order_id = o.id
     WHERE o.user_id = $1 AND o.brand_id = $2 AND o.payment_method = 'interest_registration'
     ORDER BY o.created_at, o.id`,
    [userId, brandId],
  );
  return rows.map((row) => ({
    orderId: row.order_id,
    offerId: row.offer_id,
    offerType: row.offer_type,
    itemVariantId: row.item_variant_id,
    eventName: row.offer_title,
    variantTitle: row.item_variant.title,
    date: row.item_variant.date,
    place: row.place,
    offer:
      row.offer_state && row.expires_at
        ? { state: row.offer_state, expiresAt: new Date(row.expires_at).getTime() }
        : null,
  }));
}
