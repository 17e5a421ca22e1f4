import {
  ERROR_CODES,
  type AddStockBody,
  type EventTickets,
  type StockAddition,
} from '@klubb/contracts';

import type { Database, SqlRunner } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { requireBrandAccess, type OperatorContext } from '../../http/operator-context';

import { offerFreedTickets } from './waiting-list-offers';

interface VariantRow {
  brand_id: string;
  offer_title: string;
  title: string;
  available: number;
}

/** A ticket variant of the operator's brand (locked when `lock`), or not found. */
async function ticketVariant(
  sql: SqlRunner,
  operator: OperatorContext,
  itemVariantId: string,
  lock: boolean,
): Promise<VariantRow> {
  const [variant] = await sql.query<VariantRow>(
    `SELECT iv.brand_id, o.title AS offer_title, iv.title, iv.available
     FROM item_variants iv JOIN offers o ON o.id = iv.offer_id
     WHERE iv.id = $1 AND o.item_variant_type = 'ticket'${lock ? ' FOR UPDATE OF iv' : ''}`,
    [itemVariantId],
  );
  if (!variant) throw new ApiError(404, ERROR_CODES.ticketNotFound, 'No such ticket event');
  requireBrandAccess(operator, variant.brand_id);
  return variant;
}

/** One event's tickets, for the console's refund screen, in the order they were sold. */
export async function eventTickets(
  sql: SqlRunner,
  operator: OperatorContext,
  itemVariantId: string,
): Promise<EventTickets> {
  const variant = await ticketVariant(sql, operator, itemVariantId, false);
  const rows = await sql.query<{
    id: string;
    holder_name: string;
    state: 'valid' | 'used' | 'refunded';
    currency: string;
    refund_amount: number | null;
    refund_id: string | null;
    refund_reason: string | null;
    price: number | null;
    card_paid: boolean;
  }>(
    `SELECT t.id, t.holder_name, t.state, o.currency, t.refund_amount, t.refund_id,
       t.refund_reason, round(((oi.item_variant->'price'->>'current')::numeric + coalesce((
         SELECT sum((o.custom_fee_build_record->fee->'price'->>'current')::numeric)
         FROM jsonb_array_elements_text(oi.item_variant->'customFeeIdList') AS fee), 0)) * 100)::int
         AS price,
       (o.payment_method = 'card' AND coalesce(cs.payment_status = 'paid', false)) AS card_paid
     FROM tickets t
     JOIN orders o ON o.id = t.order_id
     LEFT JOIN order_items oi ON oi.order_id = t.order_id AND oi.item_variant_id = t.item_variant_id
     LEFT JOIN checkout_sessions cs ON cs.id = o.checkout_session_id
     WHERE t.item_variant_id = $1
     ORDER BY t.created_at, t.order_id, t.unit
     LIMIT 1000`,
    [itemVariantId],
  );
  return {
    itemVariantId,
    eventName: variant.offer_title,
    variantTitle: variant.title,
    available: variant.available,
    tickets: rows.map((row) => ({
      id: row.id,
      holderName: row.holder_name,
      state: row.state,
      amount: row.refund_amount ?? (row.card_paid ? (row.price ?? 0) : 0),
      currency: row.currency,
      refundOwed: row.state === 'refunded' && !!row.refund_amount && !row.refund_id,
      refundReason: row.refund_reason,
    })),
  };
}

/**
 * An operator adds stock to a ticket: the added units go first to the members waiting for it
 * (each held for them, as a refunded ticket is), the rest is on sale. Exactly once: the variant's
 * row is locked before anything is read, so concurrent additions (and refunds) serialise and
 * each unit is offered once; the console's request id is recorded in the same transaction, so
 * an addition sent twice adds once and answers the same.
 */
export async function addStock(
  database: Database,
  operator: OperatorContext,
  body: AddStockBody,
): Promise<StockAddition> {
  return database.transaction(async (sql) => {
    await ticketVariant(sql, operator, body.itemVariantId, true);
    const [earlier] = await sql.query<{
      item_variant_id: string;
      quantity: number;
      offered: number;
    }>('SELECT item_variant_id, quantity, offered FROM stock_additions WHERE request_id = $1', [
      body.requestId,
    ]);
    if (earlier) {
      if (earlier.item_variant_id !== body.itemVariantId || earlier.quantity !== body.quantity) {
        throw new ApiError(
          409,
          ERROR_CODES.stockRequestReused,
          'This request id was used for another addition',
        );
      }
      const [now] = await sql.query<{ available: number }>(
        'SELECT available FROM item_variants WHERE id = $1',
        [body.itemVariantId],
      );
      return {
        itemVariantId: body.itemVariantId,
        added: earlier.quantity,
        offered: earlier.offered,
        available: now?.available ?? 0,
      };
    }
    await sql.query('UPDATE item_variants SET available = available + $2 WHERE id = $1', [
      body.itemVariantId,
      body.quantity,
    ]);
    const offered = (await offerFreedTickets(sql, body.itemVariantId)).length;
    await sql.query(
      `INSERT INTO stock_additions (request_id, brand_id, item_variant_id, quantity, operator_uid,
         offered)
       SELECT $1, brand_id, id, $3, $4, $5 FROM item_variants WHERE id = $2`,
      [body.requestId, body.itemVariantId, body.quantity, operator.uid, offered],
    );
    const [after] = await sql.query<{ available: number }>(
      'SELECT available FROM item_variants WHERE id = $1',
      [body.itemVariantId],
    );
    return {
      itemVariantId: body.itemVariantId,
      added: body.quantity,
      offered,
      available: after?.available ?? 0,
    };
  });
}
