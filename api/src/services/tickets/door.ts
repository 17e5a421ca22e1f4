import {
  doorResultOf,
  ERROR_CODES,
  verifyTicketPayload,
  type CheckInResult,
  type DoorEvent,
  type DoorResult,
  type DoorScan,
} from '@klubb/contracts';

import type { Database, SqlRunner } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { requireBrandAccess, type OperatorContext } from '../../http/operator-context';

import { ticketPublicKeys } from './ticket-keys';

const millis = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** The event (a ticket variant) being scanned, and whether this operator may scan it. */
async function eventOf(sql: SqlRunner, operator: OperatorContext, itemVariantId: string) {
  const [event] = await sql.query<{ brand_id: string; title: string }>(
    `SELECT iv.brand_id, o.title FROM item_variants iv JOIN offers o ON o.id = iv.offer_id
     WHERE iv.id = $1 AND o.item_variant_type = 'ticket'`,
    [itemVariantId],
  );
  if (!event) throw new ApiError(404, ERROR_CODES.ticketNotFound, 'No such event');
  requireBrandAccess(operator, event.brand_id);
  return event;
}

/** What a scanner downloads before the doors open; asked again, the console's live counts. */
export async function doorEvent(
  sql: SqlRunner,
  operator: OperatorContext,
  itemVariantId: string,
): Promise<DoorEvent> {
  const event = await eventOf(sql, operator, itemVariantId);
  const refunded = await sql.query<{ id: string }>(
    "SELECT id FROM tickets WHERE item_variant_id = $1 AND state = 'refunded' ORDER BY id",
    [itemVariantId],
  );
  const [counts] = await sql.query<{ sold: number; entered: number }>(
    `SELECT count(*) FILTER (WHERE state <> 'refunded')::int AS sold,
       count(*) FILTER (WHERE state = 'used')::int AS entered
     FROM tickets WHERE item_variant_id = $1`,
    [itemVariantId],
  );
  const conflicts = await sql.query<{ ticket_id: string; door: string; scanned_at: Date }>(
    `SELECT ticket_id, door, scanned_at FROM ticket_scans
     WHERE item_variant_id = $1 AND conflict ORDER BY scanned_at`,
    [itemVariantId],
  );
  return {
    brandId: event.brand_id,
    itemVariantId,
    eventName: event.title,
    keys: await ticketPublicKeys(sql, event.brand_id),
    refundedTicketIds: refunded.map((row) => row.id),
    counts: { sold: counts?.sold ?? 0, entered: counts?.entered ?? 0 },
    conflicts: conflicts.map((row) => ({
      ticketId: row.ticket_id,
      door: row.door,
      scannedAt: new Date(row.scanned_at).getTime(),
    })),
  };
}

interface TicketState {
  state: 'valid' | 'used' | 'refunded';
  holder_name: string;
  used_at: Date | string | null;
  used_door: string | null;
}

/** Lets the ticket in if it is valid: one conditional UPDATE, so two scanners never both win. */
async function admit(sql: SqlRunner, ticketId: string, scan: DoorScan, offline: boolean) {
  const [admitted] = await sql.query<TicketState>(
    `UPDATE tickets SET state = 'used', used_door = $3,
       used_at = CASE WHEN $4::boolean THEN to_timestamp($5::double precision / 1000) ELSE now() END
     WHERE id = $1 AND item_variant_id = $2 AND state = 'valid'
     RETURNING state, holder_name, used_at, used_door`,
    [ticketId, scan.itemVariantId, scan.door, offline, scan.scannedAt],
  );
  if (admitted) return { row: admitted, admitted: true };
  const [row] = await sql.query<TicketState>(
    'SELECT state, holder_name, used_at, used_door FROM tickets WHERE id = $1',
    [ticketId],
  );
  return { row, admitted: false };
}

/**
 * One scan at the door, online or synced from an offline scanner: the payload's signature is
 * checked against the event's brand's keys, then the ticket is let in once. A scan already
 * recorded (same scan id) is answered as it was. An offline scan the scanner let in, of a
 * ticket another scan had let in first, is a conflict the console shows.
 */
export async function checkIn(
  database: Database,
  operator: OperatorContext,
  scan: DoorScan,
  offline: boolean,
): Promise<CheckInResult> {
  const event = await eventOf(database.sql, operator, scan.itemVariantId);
  const keys = await ticketPublicKeys(database.sql, event.brand_id);
  const verification = await verifyTicketPayload(scan.payload, keys);
  return database.transaction(async (sql) => {
    const [earlier] = await sql.query<{
      result: DoorResult;
      ticket_id: string | null;
      conflict: boolean;
    }>(
      'SELECT result, ticket_id, conflict FROM ticket_scans WHERE scan_id = $1 AND brand_id = $2',
      [scan.scanId, event.brand_id],
    );
    const checked = { brandId: event.brand_id, itemVariantId: scan.itemVariantId };
    let result = doorResultOf(verification, checked, { refunded: false, used: false });
    let ticket: TicketState | undefined;
    if (result === 'valid' && verification.ok && !earlier) {
      const outcome = await admit(sql, verification.ticketId, scan, offline);
      ticket = outcome.row;
      result = outcome.admitted
        ? 'valid'
        : doorResultOf(verification, checked, {
            refunded: ticket?.state === 'refunded',
            used: ticket?.state === 'used',
          });
      if (!ticket) result = 'forged';
    }
    const ticketId = verification.ok ? verification.ticketId : null;
    if (earlier) {
      result = earlier.result;
      ticket = ticketId
        ? (
            await sql.query<TicketState>(
              'SELECT state, holder_name, used_at, used_door FROM tickets WHERE id = $1',
              [ticketId],
            )
          )[0]
        : undefined;
    }
    const conflict =
      earlier?.conflict ?? (offline && scan.localResult === 'valid' && result === 'used');
    if (!earlier) {
      await sql.query(
        `INSERT INTO ticket_scans (scan_id, brand_id, item_variant_id, ticket_id, result, door,
           operator_uid, scanned_at, offline, conflict)
         VALUES ($1, $2, $3, $4, $5, $6, $7, to_timestamp($8::double precision / 1000), $9, $10)
         ON CONFLICT (scan_id) DO NOTHING`,
        [
          scan.scanId,
          event.brand_id,
          scan.itemVariantId,
          result === 'forged' ? null : ticketId,
          result,
          scan.door,
          operator.uid,
          scan.scannedAt,
          offline,
          conflict,
        ],
      );
    }
    return {
      scanId: scan.scanId,
      result,
      ticketId: result === 'forged' ? null : ticketId,
      holderName: result === 'forged' ? null : (ticket?.holder_name ?? null),
      usedAt: result === 'used' ? millis(ticket?.used_at ?? null) : null,
      usedDoor: result === 'used' ? (ticket?.used_door ?? null) : null,
      conflict,
    };
  });
}
