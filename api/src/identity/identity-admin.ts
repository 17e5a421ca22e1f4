import { ERROR_CODES } from '@klubb/contracts';

import { ApiError } from '../http/api-error';

import {
  createAccount,
  deleteAccount,
  findAccount,
  findAccountByEmail,
  isLocked,
  recordFailedSignIn,
  updateAccount,
} from './account-store';
import { hashPassword, verifyNothing, verifyPassword } from './password-hash';
import type { IdentityStandIn } from './stand-in';

export type PasswordCheck = 'ok' | 'wrong' | 'locked';

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
    };
  }
  const { orm } = standIn;
  return {
    async createUser(tenantId, email, password) {
      if (await findAccountByEmail(orm, tenantId, email)) return null;
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
      if (isLocked(account)) return 'locked';
      if (await verifyPassword(password, account.passwordHash)) return 'ok';
      await recordFailedSignIn(orm, uid);
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
  };
}
