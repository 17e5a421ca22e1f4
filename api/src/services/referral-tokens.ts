import { randomBytes } from 'node:crypto';

import { and, eq, gt, lt } from 'drizzle-orm';

import { ERROR_CODES, REFERRAL_TOKEN_LIFETIME_MS, type ReferralClaim } from '@klubb/contracts';

import type { Orm } from '../db/database';
import { referralTokens } from '../db/schema';
import { ApiError } from '../http/api-error';
import { sha256 } from '../identity/refresh-tokens';

/**
 * A referral token for the partner's page of one offer (issue 13): random, kept only as its hash,
 * naming the member, the brand and the offer, and working for REFERRAL_TOKEN_LIFETIME_MS. It is
 * no bearer token for our API: nothing but the verify call accepts it.
 */
export async function createReferralToken(
  orm: Orm,
  brandId: string,
  userId: string,
  offerId: string,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + REFERRAL_TOKEN_LIFETIME_MS;
  // Old tokens are of no use to anyone: each new one sweeps the expired away.
  await orm.delete(referralTokens).where(lt(referralTokens.expiresAt, new Date(now)));
  await orm.insert(referralTokens).values({
    tokenHash: sha256(token),
    brandId,
    userId,
    offerId,
    expiresAt: new Date(expiresAt),
  });
  return { token, expiresAt };
}

/** What a genuine, fresh token of this brand names; 400 `referral/token-invalid` otherwise. */
export async function verifyReferralToken(
  orm: Orm,
  brandId: string,
  token: string,
  now = Date.now(),
): Promise<ReferralClaim> {
  const [row] = await orm
    .select({
      offerId: referralTokens.offerId,
      userId: referralTokens.userId,
      expiresAt: referralTokens.expiresAt,
    })
    .from(referralTokens)
    .where(
      and(
        eq(referralTokens.tokenHash, sha256(token)),
        eq(referralTokens.brandId, brandId),
        gt(referralTokens.expiresAt, new Date(now)),
      ),
    );
  if (!row) {
    throw new ApiError(400, ERROR_CODES.referralTokenInvalid, 'The referral token is not valid');
  }
  return { offerId: row.offerId, memberId: row.userId, expiresAt: row.expiresAt.getTime() };
}
