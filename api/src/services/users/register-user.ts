import { randomBytes } from 'node:crypto';

import {
  ERROR_CODES,
  isValidSsn,
  type Brand,
  type CreateUserBody,
  type CreateUserResponse,
} from '@klubb/contracts';

import type { Orm } from '../../db/database';
import { users } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { uniqueViolationOf } from '../../identity/account-store';
import type { IdentityAdmin } from '../../identity/identity-admin';

import {
  requireAddress,
  requireEmail,
  requireNewPassword,
  requirePhone,
  requireText,
} from './profile-fields';
import { assertSsnFree, SSN_INDEX, ssnTaken, writeProvenSsn } from './ssn-holder';
import { findDefaultRole, toCurrentUser } from './user-records';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A temporary password that passes the password rule: 12 random characters and `aA1`. */
export function temporaryPassword(): string {
  const random = [...randomBytes(12)].map((byte) => BASE62[byte % BASE62.length]).join('');
  return `${random}aA1`;
}

type NewUser = typeof users.$inferInsert;

/** The fields of the record the brand's registration mode asks for, checked. */
function profileOf(brand: Brand, body: CreateUserBody): Omit<NewUser, 'id' | 'brandId' | 'email'> {
  if (brand.config.verifyWithSsn) {
    const ssn = body.ssn?.replace(/[\s-]/g, '') ?? '';
    if (!isValidSsn(ssn)) {
      throw new ApiError(
        400,
        ERROR_CODES.ssnNotFound,
        'Not a valid personal number (YYYYMMDDXXXX)',
      );
    }
    return { ssn };
  }
  return {
    firstName: requireText(body.firstName, ERROR_CODES.firstNameMissing, 'The first name'),
    lastName: requireText(body.lastName, ERROR_CODES.lastNameMissing, 'The last name'),
    phoneNumber: requirePhone(body.phoneNumber, brand),
    addressList: [requireAddress(body)],
  };
}

/**
 * Registers a member (spec §3, §5): ssn mode takes e-mail and a valid, unique personal number and
 * answers a temporary password; the other mode takes name, address, e-mail and phone (and a
 * password, or gets a temporary one). The account is made in the brand's identity tenant, the
 * record gets the brand's default role, and set-up (onboarding) follows.
 */
export async function registerUser(
  orm: Orm,
  identity: IdentityAdmin,
  brand: Brand,
  body: CreateUserBody,
): Promise<CreateUserResponse> {
  if (body.brandId !== undefined && body.brandId !== brand.id) {
    throw new ApiError(400, ERROR_CODES.brandMismatch, 'brandId is not the app URL’s brand');
  }
  const email = requireEmail(body.email);
  const profile = profileOf(brand, body);
  const chosen = brand.config.verifyWithSsn ? undefined : body.password;
  const password = chosen === undefined ? temporaryPassword() : requireNewPassword(chosen);
  // A number is bound (verified) only with BankID's proof of it (ADR 006); a typed one stays
  // unverified, never opens BankID sign-in, and yields to the holder's proof (ADR 017).
  const identified =
    profile.ssn && body.ssnProof ? await identity.provenSsn(brand.id, body.ssnProof) : null;
  const proven = Boolean(profile.ssn) && identified?.ssn === profile.ssn;
  if (profile.ssn && body.ssnProof && !proven) {
    throw new ApiError(400, ERROR_CODES.ssnNotFound, 'The BankID proof is not for this number');
  }
  if (profile.ssn) await assertSsnFree(orm, brand.id, profile.ssn, proven);
  const role = await findDefaultRole(orm, brand.id);
  const uid = await identity.createUser(brand.authTenantId ?? '', email, password);
  if (!uid) throw emailTaken();
  const insert = async () => {
    const [row] = await orm
      .insert(users)
      .values({
        id: uid,
        brandId: brand.id,
        email,
        brandRoleId: role?.id ?? null,
        ...profile,
        // BankID's names for the holder it proved: set-up shows them filled in (issue 32).
        ...(proven && identified?.givenName ? { firstName: identified.givenName } : {}),
        ...(proven && identified?.surname ? { lastName: identified.surname } : {}),
        ssnVerifiedAt: proven ? new Date() : null,
      })
      .returning();
    if (!row) throw new Error('The new user record was not returned');
    return row;
  };
  try {
    // A proven number takes the place of typed copies (ADR 017); a typed one is unique as it is.
    const row =
      proven && profile.ssn
        ? await writeProvenSsn(orm, brand.id, profile.ssn, uid, insert)
        : await insert();
    return {
      user: toCurrentUser(row),
      ...(chosen === undefined ? { tempPassword: password } : {}),
    };
  } catch (error) {
    // The account is undone when the record cannot be made (a race on the same ssn or e-mail).
    await identity.deleteUser(uid);
    if (error instanceof ApiError) throw error;
    const constraint = uniqueViolationOf(error);
    if (constraint === SSN_INDEX) throw ssnTaken();
    if (constraint !== null) throw emailTaken();
    throw error;
  }
}

const emailTaken = () =>
  new ApiError(409, ERROR_CODES.emailAlreadyExists, 'The e-mail address is already registered');
