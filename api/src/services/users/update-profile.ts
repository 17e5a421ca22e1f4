import { eq } from 'drizzle-orm';

import { ERROR_CODES, type Brand, type UpdateUserBody } from '@klubb/contracts';

import type { Orm } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUniqueViolation } from '../../identity/account-store';
import type { IdentityAdmin } from '../../identity/identity-admin';

import {
  requireAddress,
  requireEmail,
  requireNewPassword,
  requirePhone,
  requireText,
} from './profile-fields';
import type { UserRow } from './user-records';

type UserChanges = Partial<typeof users.$inferInsert>;

/** The record fields of a profile change, each checked with its spec code. */
function recordChanges(body: UpdateUserBody, brand: Pick<Brand, 'currency'>): UserChanges {
  const changes: UserChanges = {};
  if (body.firstName !== undefined) {
    changes.firstName = requireText(body.firstName, ERROR_CODES.firstNameMissing, 'The first name');
  }
  if (body.lastName !== undefined) {
    changes.lastName = requireText(body.lastName, ERROR_CODES.lastNameMissing, 'The last name');
  }
  if (body.phoneNumber !== undefined) changes.phoneNumber = requirePhone(body.phoneNumber, brand);
  if (body.addressList !== undefined) changes.addressList = body.addressList.map(requireAddress);
  if (body.company !== undefined) {
    changes.company = body.company && {
      name: requireText(body.company.name, ERROR_CODES.validation, 'The company name'),
      address: body.company.address && requireAddress(body.company.address),
    };
  }
  if (body.pushNotificationToken !== undefined) {
    changes.pushNotificationToken = body.pushNotificationToken;
  }
  return changes;
}

/**
 * Checks the current password that an e-mail or password change needs (spec §5); a wrong one
 * counts towards the account's lock-out like a wrong sign-in.
 */
async function checkCurrentPassword(
  identity: IdentityAdmin,
  uid: string,
  body: UpdateUserBody,
  code: string,
) {
  if (!body.currentPassword) throw new ApiError(400, code, 'The current password is required');
  const check = await identity.checkPassword(uid, body.currentPassword);
  if (check === 'locked') {
    throw new ApiError(429, ERROR_CODES.tooManyAttempts, 'Too many attempts; try again later');
  }
  if (check === 'wrong') {
    throw new ApiError(400, ERROR_CODES.invalidPassword, 'The current password is wrong');
  }
}

/**
 * PUT /v1/update/user: applies only the fields sent. A new e-mail or password goes to the
 * identity provider too, which ends the member's other sessions: the client signs in again.
 */
export async function updateProfile(
  orm: Orm,
  identity: IdentityAdmin,
  member: { user: UserRow; brand: Pick<Brand, 'currency'> },
  body: UpdateUserBody,
): Promise<UserRow> {
  const { user } = member;
  const changes = recordChanges(body, member.brand);
  const email = body.email === undefined ? undefined : requireEmail(body.email);
  const newEmail = email !== undefined && email !== user.email.toLowerCase() ? email : undefined;
  const password = body.password === undefined ? undefined : requireNewPassword(body.password);
  if (newEmail !== undefined) {
    await checkCurrentPassword(
      identity,
      user.id,
      body,
      ERROR_CODES.updateEmailRequiresCurrentPassword,
    );
  } else if (password !== undefined) {
    await checkCurrentPassword(
      identity,
      user.id,
      body,
      ERROR_CODES.updatePasswordRequiresCurrentPassword,
    );
  }
  if (newEmail !== undefined || password !== undefined) {
    const changed = await identity.updateCredentials(user.id, { email: newEmail, password });
    if (!changed) {
      throw new ApiError(409, ERROR_CODES.emailAlreadyExists, 'The e-mail address is registered');
    }
    if (newEmail !== undefined) changes.email = newEmail;
  }
  if (Object.keys(changes).length === 0) return user;
  try {
    const [row] = await orm
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    return row ?? user;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new ApiError(409, ERROR_CODES.emailAlreadyExists, 'The e-mail address is registered');
    }
    throw error;
  }
}
