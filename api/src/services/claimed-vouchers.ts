import { voucherGroupId, type ClaimedVoucher, type OfferType } from '@klubb/contracts';

import type { Database } from '../db/database';

interface ClaimRow {
  code: string;
  claimed_at: Date | string;
  offer_id: string;
  offer_title: string;
  offer_type: OfferType;
  promo_type: 'unique' | 'common';
}

/** The member's claimed codes, unique and common, newest first (the "promo codes" page). */
export async function listClaimedVouchers(
  database: Database,
  userId: string,
): Promise<ClaimedVoucher[]> {
  const rows = await database.sql.query<ClaimRow>(
    `SELECT v.code, v.claimed_at, o.id AS offer_id, o.title AS offer_title, o.type AS offer_type,
            'unique' AS promo_type
       FROM voucher_codes v JOIN offers o ON o.id = v.offer_id
       WHERE v.user_id = $1
     UNION ALL
     SELECT o.promo_code_common, c.claimed_at, o.id, o.title, o.type, 'common'
       FROM voucher_common_claims c JOIN offers o ON o.id = c.offer_id
       WHERE c.user_id = $1 AND o.promo_code_common IS NOT NULL
     ORDER BY claimed_at DESC, code`,
    [userId],
  );
  return rows.map((row) => ({
    code: row.code,
    claimedAt: new Date(row.claimed_at).getTime(),
    groupId: voucherGroupId(row.offer_id),
    offerId: row.offer_id,
    offerTitle: row.offer_title,
    offerType: row.offer_type,
    promoType: row.promo_type,
  }));
}
