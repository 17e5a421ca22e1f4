import { z } from 'zod';

import {
  CLAIMED_VOUCHERS_PAGE_SIZE,
  ERROR_CODES,
  voucherGroupId,
  type ClaimedVoucher,
  type OfferType,
} from '@klubb/contracts';

import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';

interface ClaimRow {
  code: string;
  claimed_at: Date | string;
  /** The claim time to the microsecond, as PostgreSQL writes it in UTC: the cursor's first part. */
  claimed_key: string;
  offer_id: string;
  offer_title: string;
  offer_type: OfferType;
  promo_type: 'unique' | 'common';
}

/** A place in the list: claimed at (to the microsecond), offer and code; opaque to the client. */
const cursorSchema = z.tuple([z.string().datetime({ offset: true }), z.string(), z.string()]);

const encodeCursor = (row: ClaimRow) =>
  Buffer.from(JSON.stringify([row.claimed_key, row.offer_id, row.code])).toString('base64url');

function decodeCursor(after: string): z.infer<typeof cursorSchema> {
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(after, 'base64url').toString('utf8')));
  } catch {
    throw new ApiError(400, ERROR_CODES.badRequest, 'after: not a cursor of this list');
  }
}

const KEY = `to_char(claimed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
// Newest first, then by offer and code: the order the cursor follows. Each side of the union reads
// the member's claims from its (user_id, claimed_at) index, at most a page past the cursor.
const AFTER = `($2::timestamptz IS NULL OR claimed_at < $2::timestamptz
  OR (claimed_at = $2::timestamptz AND (offer_id > $3 OR (offer_id = $3 AND code > $4))))`;

/**
 * The member's claimed codes, unique and common, newest first (the "promo codes" page), a page of
 * `CLAIMED_VOUCHERS_PAGE_SIZE` after the cursor `after` (issue 38).
 */
export async function listClaimedVouchers(
  database: Database,
  userId: string,
  after?: string,
): Promise<ClaimedVoucher[]> {
  const [at, offerId, code] = after ? decodeCursor(after) : [null, null, null];
  const rows = await database.sql.query<ClaimRow>(
    `WITH claims AS (
       (SELECT code, claimed_at, offer_id, 'unique' AS promo_type FROM voucher_codes
         WHERE user_id = $1 AND claimed_at IS NOT NULL AND ${AFTER}
         ORDER BY claimed_at DESC, offer_id, code LIMIT $5)
       UNION ALL
       (SELECT o.promo_code_common AS code, c.claimed_at, c.offer_id, 'common'
          FROM voucher_common_claims c JOIN offers o ON o.id = c.offer_id
         WHERE c.user_id = $1 AND o.promo_code_common IS NOT NULL
           AND ($2::timestamptz IS NULL OR c.claimed_at < $2::timestamptz
             OR (c.claimed_at = $2::timestamptz AND (c.offer_id > $3
               OR (c.offer_id = $3 AND o.promo_code_common > $4))))
         ORDER BY c.claimed_at DESC, c.offer_id, o.promo_code_common LIMIT $5)
     )
     SELECT claims.*, ${KEY} AS claimed_key, o.title AS offer_title, o.type AS offer_type
       FROM claims JOIN offers o ON o.id = claims.offer_id
      ORDER BY claimed_at DESC, offer_id, code
      LIMIT $5`,
    [userId, at, offerId, code, CLAIMED_VOUCHERS_PAGE_SIZE],
  );
  return rows.map((row) => ({
    code: row.code,
    claimedAt: new Date(row.claimed_at).getTime(),
    groupId: voucherGroupId(row.offer_id),
    offerId: row.offer_id,
    offerTitle: row.offer_title,
    offerType: row.offer_type,
    promoType: row.promo_type,
    cursor: encodeCursor(row),
  }));
}
