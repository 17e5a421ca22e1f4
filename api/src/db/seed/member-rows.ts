import type { authUsers, users } from '../schema';

import { SEED_MEMBERS, SEED_PASSWORD_HASH, SEEDED_ACCOUNT_SINCE_S } from './members';

type NewAccount = typeof authUsers.$inferInsert;

/** The identity stand-in's accounts of the seeded members. */
export function accountRows(): NewAccount[] {
  const since = new Date(SEEDED_ACCOUNT_SINCE_S * 1000);
  return SEED_MEMBERS.map((member) => ({
    localId: member.uid,
    tenantId: member.tenantId,
    email: member.email,
    emailVerified: true,
    displayName: `${member.firstName} ${member.lastName}`,
    passwordHash: SEED_PASSWORD_HASH,
    passwordUpdatedAt: since,
    validSince: SEEDED_ACCOUNT_SINCE_S,
    createdAt: since,
  }));
}

/** The product's records of the seeded members. */
export function userRows(): Array<typeof users.$inferInsert> {
  const since = new Date(SEEDED_ACCOUNT_SINCE_S * 1000);
  return SEED_MEMBERS.map((member) => ({
    id: member.uid,
    brandId: member.brandId,
    email: member.email,
    firstName: member.completedOnboarding ? member.firstName : '',
    lastName: member.completedOnboarding ? member.lastName : '',
    phoneNumber: member.phoneNumber,
    ssn: member.ssn,
    // The seeded members' numbers count as proven by BankID (ADR 006), so they sign in with it.
    ssnVerifiedAt: member.ssn ? since : null,
    brandRoleId: member.brandRoleId,
    legacyId: member.legacyId ?? null,
    completedOnboarding: member.completedOnboarding,
    addressList: member.address ? [member.address] : [],
    createdAt: since,
    updatedAt: since,
  }));
}
