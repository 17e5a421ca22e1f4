import { createHash, randomBytes } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';

import type { Orm } from '../db/database';
import { authRefreshTokens, authUsers } from '../db/schema';

import type { Account } from './account-store';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A new opaque refresh token; only its hash is stored. */
export async function issueRefreshToken(
  orm: Orm,
  account: Pick<Account, 'localId' | 'tenantId'>,
  authTime: number,
  signInProvider: string,
): Promise<string> {
  const token = `AMf-${randomBytes(48).toString('base64url')}`;
  await orm.insert(authRefreshTokens).values({
    tokenHash: sha256(token),
    localId: account.localId,
    tenantId: account.tenantId,
    authTime,
    signInProvider,
  });
  return token;
}

export interface RefreshTokenRecord {
  token: typeof authRefreshTokens.$inferSelect;
  account: Account;
}

/** The stored token and its account, or undefined for a token never issued (or its user deleted). */
export async function findRefreshToken(
  orm: Orm,
  token: string,
): Promise<RefreshTokenRecord | undefined> {
  const [row] = await orm
    .select({ token: authRefreshTokens, account: authUsers })
    .from(authRefreshTokens)
    .innerJoin(authUsers, eq(authUsers.localId, authRefreshTokens.localId))
    .where(eq(authRefreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row;
}

/** Revokes one refresh token of an account; false when it is not that account's live token. */
export async function revokeRefreshToken(
  orm: Orm,
  localId: string,
  token: string,
): Promise<boolean> {
  const rows = await orm
    .update(authRefreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authRefreshTokens.tokenHash, sha256(token)),
        eq(authRefreshTokens.localId, localId),
        isNull(authRefreshTokens.revokedAt),
      ),
    )
    .returning({ hash: authRefreshTokens.tokenHash });
  return rows.length > 0;
}
