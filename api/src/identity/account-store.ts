import { randomBytes } from 'node:crypto';

import { and, eq, sql } from 'drizzle-orm';

import type { Orm } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { authUsers } from '../db/schema';

export type Account = typeof authUsers.$inferSelect;

/** Wrong passwords for an address before it is locked (sign-in-guard.ts), and for how long. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_OUT_MS = 15 * 60_000;

/** A new account id in the shape Firebase uses: 28 URL-safe characters. */
export function newLocalId(): string {
  return randomBytes(21).toString('base64url');
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The constraint a unique violation (SQLSTATE 23505) broke, from either driver, or null when the
 * error is something else. Drizzle wraps the driver's error in `cause`.
 */
export function uniqueViolationOf(error: unknown): string | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const isUniqueViolation = (error: unknown) => uniqueViolationOf(error) !== null;

const accountById = preparedQuery((orm) =>
  orm
    .select()
    .from(authUsers)
    .where(eq(authUsers.localId, sql.placeholder('localId')))
    .limit(1)
    .prepare('find_account'),
);

export async function findAccount(orm: Orm, localId: string): Promise<Account | undefined> {
  const [row] = await accountById(orm).execute({ localId });
  return row;
}

export async function findAccountByEmail(
  orm: Orm,
  tenantId: string,
  email: string,
): Promise<Account | undefined> {
  const [row] = await orm
    .select()
    .from(authUsers)
    .where(
      and(
        eq(authUsers.tenantId, tenantId),
        sql`lower(${authUsers.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row;
}

export interface NewAccount {
  tenantId: string;
  email: string | null;
  passwordHash: string | null;
  displayName?: string | null;
  localId?: string;
  /** Made by the open accounts:signUp rather than by the API's registration. */
  selfSignedUp?: boolean;
}

/** Creates an account; null when the e-mail is taken in the tenant (a race is caught too). */
export async function createAccount(orm: Orm, account: NewAccount): Promise<Account | null> {
  try {
    const [row] = await orm
      .insert(authUsers)
      .values({
        localId: account.localId ?? newLocalId(),
        tenantId: account.tenantId,
        email: account.email?.toLowerCase() ?? null,
        displayName: account.displayName ?? null,
        passwordHash: account.passwordHash,
        passwordUpdatedAt: account.passwordHash ? new Date() : null,
        validSince: nowSeconds(),
        selfSignedUp: account.selfSignedUp ?? false,
      })
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** A right password: the account's last sign-in. */
export async function recordSignIn(orm: Orm, localId: string): Promise<void> {
  await orm
    .update(authUsers)
    .set({ failedSignIns: 0, lockedUntil: null, lastLoginAt: new Date() })
    .where(eq(authUsers.localId, localId));
}

export interface AccountChanges {
  email?: string;
  passwordHash?: string;
  displayName?: string | null;
  photoUrl?: string | null;
}

/**
 * Changes an account. A new e-mail or password revokes every earlier session (validSince moves to
 * now, as Google does) and ends a lock-out. False when the new e-mail is taken in the tenant.
 */
export async function updateAccount(
  orm: Orm,
  localId: string,
  changes: AccountChanges,
): Promise<boolean> {
  const credential = changes.email !== undefined || changes.passwordHash !== undefined;
  // Nothing to change (an update with only its ID token) is no change, not an empty SET.
  if (Object.values(changes).every((value) => value === undefined)) return true;
  try {
    await orm
      .update(authUsers)
      .set({
        ...(changes.email !== undefined ? { email: changes.email.toLowerCase() } : {}),
        ...(changes.passwordHash !== undefined
          ? { passwordHash: changes.passwordHash, passwordUpdatedAt: new Date() }
          : {}),
        ...(changes.displayName !== undefined ? { displayName: changes.displayName } : {}),
        ...(changes.photoUrl !== undefined ? { photoUrl: changes.photoUrl } : {}),
        // validSince is in whole seconds and a token of the same second as the change must not pass:
        // it moves to the next second, and sessions are issued no earlier (issueSession).
        ...(credential
          ? { validSince: nowSeconds() + 1, failedSignIns: 0, lockedUntil: null }
          : {}),
      })
      .where(eq(authUsers.localId, localId));
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

export async function deleteAccount(orm: Orm, localId: string): Promise<void> {
  await orm.delete(authUsers).where(eq(authUsers.localId, localId));
}
