import { and, eq, isNull, ne } from 'drizzle-orm';

import { ERROR_CODES } from '@klubb/contracts';

import type { Orm } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { uniqueViolationOf } from '../../identity/account-store';

/** The unique index that keeps one account per personal number in a brand (migration 0019). */
export const SSN_INDEX = 'users_brand_ssn_idx';

export const ssnTaken = () =>
  new ApiError(409, ERROR_CODES.ssnAlreadyExists, 'The personal number is already registered');

/** The account of the brand that holds the number, and whether BankID proved it there. */
export async function holderOfSsn(
  orm: Orm,
  brandId: string,
  ssn: string,
): Promise<{ id: string; proven: boolean } | undefined> {
  const [row] = await orm
    .select({ id: users.id, verifiedAt: users.ssnVerifiedAt })
    .from(users)
    .where(and(eq(users.brandId, brandId), eq(users.ssn, ssn)))
    .limit(1);
  return row ? { id: row.id, proven: row.verifiedAt !== null } : undefined;
}

/**
 * Whether a registration may take the number (ADR 017): a number somebody proved is taken; a
 * typed one is taken for another typed registration, and yields to one that carries BankID's proof.
 */
export async function assertSsnFree(orm: Orm, brandId: string, ssn: string, proven: boolean) {
  const holder = await holderOfSsn(orm, brandId, ssn);
  if (holder && (holder.proven || !proven)) throw ssnTaken();
}

/** Others who only typed the number the holder proves lose it (it was never theirs). */
export async function clearTypedCopies(orm: Orm, brandId: string, ssn: string, holder: string) {
  await orm
    .update(users)
    .set({ ssn: null })
    .where(
      and(
        eq(users.brandId, brandId),
        eq(users.ssn, ssn),
        isNull(users.ssnVerifiedAt),
        ne(users.id, holder),
      ),
    );
}

/**
 * Runs `write` (an insert or update that gives `holder` the proven number) after clearing typed
 * copies. A typed registration racing in between breaks the index: it is cleared and `write` is
 * tried once more. A proven holder racing in breaks it again: that answers 409.
 */
export async function writeProvenSsn<T>(
  orm: Orm,
  brandId: string,
  ssn: string,
  holder: string,
  write: () => Promise<T>,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    await clearTypedCopies(orm, brandId, ssn, holder);
    try {
      return await write();
    } catch (error) {
      if (uniqueViolationOf(error) !== SSN_INDEX) throw error;
      if (attempt > 0 || (await holderOfSsn(orm, brandId, ssn))?.proven) throw ssnTaken();
    }
  }
}
