import { eq } from 'drizzle-orm';

import {
  ERROR_CODES,
  setUpAsksPassword,
  type Brand,
  type CompleteOnboardingBody,
} from '@klubb/contracts';

import type { Orm } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import type { IdentityAdmin } from '../../identity/identity-admin';

import { requireEmail, requireNewPassword, requirePhone, requireText } from './profile-fields';
import { findRoleByReferralCode, type RoleRow, type UserRow } from './user-records';

/** The role the set-up's referral or bank-card code chooses; brands without codes keep theirs. */
async function roleOfCode(orm: Orm, brand: Brand, code: string | undefined, current: RoleRow) {
  if (brand.config.referralCodeInputType === 'none') return current;
  const trimmed = code?.trim() ?? '';
  const role = trimmed ? await findRoleByReferralCode(orm, brand.id, trimmed) : undefined;
  if (!role) throw new ApiError(400, ERROR_CODES.referralCodeInvalid, 'Invalid referral code');
  return role;
}

/**
 * POST /v1/complete_onboardning/user (spec §4 "Set-up completion"): name, phone and a password
 * that passes the rule are required, the e-mail only if it changes, and a valid referral or
 * bank-card code where the brand asks for one. The new password ends the temporary password's
 * session: the client signs in again, as the spec's set-up does.
 */
export async function completeOnboarding(
  orm: Orm,
  identity: IdentityAdmin,
  member: { brand: Brand; user: UserRow; role: RoleRow },
  body: CompleteOnboardingBody,
): Promise<UserRow> {
  const { brand, user } = member;
  if (user.completedOnboarding) {
    throw new ApiError(409, ERROR_CODES.onboardingCompleted, 'The set-up is already done');
  }
  const firstName = requireText(
    body.firstName ?? user.firstName,
    ERROR_CODES.firstNameMissing,
    'The first name',
  );
  const lastName = requireText(
    body.lastName ?? user.lastName,
    ERROR_CODES.lastNameMissing,
    'The last name',
  );
  const phoneNumber = requirePhone(body.phoneNumber ?? user.phoneNumber ?? undefined, brand);
  const email = body.email === undefined ? undefined : requireEmail(body.email);
  const newEmail = email !== undefined && email !== user.email.toLowerCase() ? email : undefined;
  // Ssn mode replaces the temporary password; elsewhere the member chose one a moment ago at
  // registration, and set-up does not ask again (issue 32), though it may still change it.
  const password =
    setUpAsksPassword(brand.config) || body.password !== undefined
      ? requireNewPassword(body.password)
      : undefined;
  const role = await roleOfCode(orm, brand, body.referralCode, member.role);

  const credentialsChange = newEmail !== undefined || password !== undefined;
  if (
    credentialsChange &&
    !(await identity.updateCredentials(user.id, { email: newEmail, password }))
  ) {
    throw new ApiError(409, ERROR_CODES.emailAlreadyExists, 'The e-mail address is registered');
  }
  const [row] = await orm
    .update(users)
    .set({
      firstName,
      lastName,
      phoneNumber,
      ...(newEmail ? { email: newEmail } : {}),
      brandRoleId: role.id,
      completedOnboarding: true,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!row) throw new Error('The user record disappeared during set-up');
  return row;
}
