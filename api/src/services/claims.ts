import { ERROR_CODES, type ClaimVoucherResult } from '@klubb/contracts';

import type { Database } from '../db/database';
import { ApiError } from '../http/api-error';

import type { OfferRow } from './offer-queries';

interface CodeRow {
  code: string;
}

/**
 * Claims a promo code of an offer for a member (spec §4), safe under any concurrency:
 * - unique codes: the member's row is locked first, so one member's claims run one at a time and
 *   the cap check and the claim see the same count; the code itself is taken with
 *   `FOR UPDATE SKIP LOCKED`, so no code ever goes to two members and concurrent claimers never
 *   wait on each other's code. Cap reached and no codes left are distinct errors.
 * - a common code: the claim is recorded once per member and answers a status.
 */
export async function claimVoucher(
  database: Database,
  offer: OfferRow,
  userId: string,
): Promise<ClaimVoucherResult> {
  if (offer.promoType === 'common') {
    await database.sql.query(
      `INSERT INTO voucher_common_claims (user_id, offer_id) VALUES ($1, $2)
       ON CONFLICT (user_id, offer_id) DO NOTHING`,
      [userId, offer.id],
    );
    return { status: true };
  }
  if (offer.promoType !== 'unique' || offer.voucherClaimCap === null) {
    throw new ApiError(404, ERROR_CODES.voucherNoPromo, 'The offer has no promo code');
  }
  const cap = offer.voucherClaimCap;
  return database.transaction(async (sql) => {
    await sql.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const [held] = await sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM voucher_codes WHERE offer_id = $1 AND user_id = $2',
      [offer.id, userId],
    );
    const count = held?.n ?? 0;
    if (count >= cap) {
      throw new ApiError(409, ERROR_CODES.voucherCapReached, 'Claim capacity has been reached');
    }
    const [claimed] = await sql.query<CodeRow>(
      `UPDATE voucher_codes SET user_id = $2, claimed_at = now()
       WHERE id = (
         SELECT id FROM voucher_codes WHERE offer_id = $1 AND claimed_at IS NULL
         ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED
       )
       RETURNING code`,
      [offer.id, userId],
    );
    if (!claimed) {
      throw new ApiError(409, ERROR_CODES.voucherSoldOut, 'There are no promo codes left');
    }
    return { code: claimed.code, userClaimedCount: count + 1, claimCap: cap };
  });
}
