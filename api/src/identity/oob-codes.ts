import { randomBytes } from 'node:crypto';

import { and, eq, isNull } from 'drizzle-orm';

import type { Orm } from '../db/database';
import { authOobCodes } from '../db/schema';

import type { Account } from './account-store';
import { sha256 } from './refresh-tokens';

/** A reset code is good for an hour, once. */
export const OOB_CODE_LIFETIME_MS = 60 * 60_000;
/** More reset e-mails than this per account and hour answer RESET_PASSWORD_EXCEED_LIMIT. */
export const MAX_OOB_CODES_PER_HOUR = 5;

export type OobCode = typeof authOobCodes.$inferSelect;

/** A new single-use password-reset code; only its hash is stored. */
export async function createOobCode(orm: Orm, account: Account): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await orm.insert(authOobCodes).values({
    codeHash: sha256(code),
    localId: account.localId,
    requestType: 'PASSWORD_RESET',
    email: account.email ?? '',
    expiresAt: new Date(Date.now() + OOB_CODE_LIFETIME_MS),
  });
  return code;
}

export async function findOobCode(orm: Orm, code: string): Promise<OobCode | undefined> {
  const [row] = await orm
    .select()
    .from(authOobCodes)
    .where(eq(authOobCodes.codeHash, sha256(code)))
    .limit(1);
  return row;
}

/** Marks a code used; false when another request used it first. */
export async function useOobCode(orm: Orm, code: string): Promise<boolean> {
  const rows = await orm
    .update(authOobCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(authOobCodes.codeHash, sha256(code)), isNull(authOobCodes.usedAt)))
    .returning({ hash: authOobCodes.codeHash });
  return rows.length > 0;
}
