import { setTimeout as sleep } from 'node:timers/promises';

import { eq } from 'drizzle-orm';

import { ERROR_CODES } from '@klubb/contracts';

import { verifySsnProof, type ProvenIdentity } from '../bankid/ssn-proof';
import type { Orm } from '../db/database';
import { users } from '../db/schema';
import { ApiError } from '../http/api-error';

import {
  type Account,
  createAccount,
  deleteAccount,
  findAccount,
  findAccountByEmail,
  updateAccount,
} from './account-store';
import { hashPassword, verifyNothing, verifyPassword } from './password-hash';
import type { IdentityStandIn } from './stand-in';

export type PasswordCheck = 'ok' | 'wrong' | 'locked';

/** An account made by the open accounts:signUp that has no member record in any brand. */
async function isUnregisteredLeftover(orm: Orm, account: Account): Promise<boolean> {
  if (!account.selfSignedUp) return false;
  const [member] = await orm
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, account.localId))
    .limit(1);
  return !member;
}

/**
 * What the product API asks of the identity provider when it registers members and changes their
 * credentials: the Admin API's part. Here it works on the stand-in's accounts; against Google
 * Identity Platform it would be the Admin SDK, which is not built (`identity/not-configured`).
 */
export interface IdentityAdmin {
  /** A new password account in the tenant; null when the e-mail is taken there. */
  createUser(tenantId: string, email: string, password: string): Promise<string | null>;
  /** The current password check of a profile change; wrong ones count towards the lock-out. */
  checkPassword(uid: string, password: string): Promise<PasswordCheck>;
  /** A new e-mail or password also ends every earlier session. False: the e-mail is taken. */
  updateCredentials(uid: string, changes: { email?: string; password?: string }): Promise<boolean>;
  deleteUser(uid: string): Promise<void>;
  /** Whom a BankID proof vouches for in the brand (number, names), or null (ADR 006). */
  provenSsn(brandId: string, proof: string): Promise<ProvenIdentity | null>;
}

export function identityAdminOf(standIn: IdentityStandIn | null): IdentityAdmin {
  if (!standIn) {
    const unavailable = async (): Promise<never> => {
      throw new ApiError(
        501,
        ERROR_CODES.identityUnavailable,
        'Account changes need the identity stand-in; the production admin API is not configured',
      );
    };
    return {
      createUser: unavailable,
      checkPassword: unavailable,
      updateCredentials: unavailable,
      deleteUser: unavailable,
      provenSsn: async () => null,
    };
  }
  const { orm } = standIn;
  return {
    async createUser(tenantId, email, password) {
      const existing = await findAccountByEmail(orm, tenantId, email);
      if (existing) {
        if (!(await isUnregisteredLeftover(orm, existing))) return null;
        // An account made with accounts:signUp that never became a member does not keep the
        // address from its owner: the registration takes the address over and ends its sessions.
        await deleteAccount(orm, existing.localId);
      }
      const account = await createAccount(orm, {
        tenantId,
        email,
        passwordHash: await hashPassword(password),
      });
      return account?.localId ?? null;
    },
    async checkPassword(uid, password) {
      const account = await findAccount(orm, uid);
      if (!account?.passwordHash) return verifyNothing(password).then(() => 'wrong');
      // The same lock-out as sign-in, counted under the account's address (or its id).
      const address = account.email ?? uid;
      const caller = `member:${uid}`;
      const admitted = await standIn.guard.admit(account.tenantId, address, caller);
      if (admitted.locked) return 'locked';
      if (admitted.delayMs > 0) await sleep(admitted.delayMs);
      if (await verifyPassword(password, account.passwordHash)) {
        await standIn.guard.succeeded(account.tenantId, address, caller);
        return 'ok';
      }
      await standIn.guard.failed(account.tenantId, address, caller);
      return 'wrong';
    },
    async updateCredentials(uid, changes) {
      return updateAccount(orm, uid, {
        ...(changes.email !== undefined ? { email: changes.email } : {}),
        ...(changes.password !== undefined
          ? { passwordHash: await hashPassword(changes.password) }
          : {}),
      });
    },
    deleteUser: (uid) => deleteAccount(orm, uid),
    provenSsn: (brandId, proof) => verifySsnProof(standIn.keys.customToken, brandId, proof),
  };
}
