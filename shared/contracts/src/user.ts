import { z } from 'zod';

import { lazySchema } from './lazy-schema';

/** An address of the profile (spec §3): private addresses in a list, a company's alone. */
export const addressSchema = lazySchema(() =>
  z.object({
    careOf: z.string().max(200).default(''),
    street: z.string().max(200),
    zipCode: z.string().max(20),
    city: z.string().max(100),
  }),
);
export type Address = z.infer<typeof addressSchema>;

export const companySchema = lazySchema(() =>
  z.object({
    name: z.string().max(200),
    address: addressSchema.nullable(),
  }),
);
export type Company = z.infer<typeof companySchema>;

/** GET /v1/get/user: the current member (spec §3 Current user, plus the profile's fields). */
export const currentUserSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    brandRoleId: z.string().nullable(),
    legacyId: z.number().int().optional(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    pushNotificationToken: z.string().nullable(),
    completedOnboarding: z.boolean(),
    /** Read-only in the profile. */
    ssn: z.string().nullable(),
    addressList: z.array(addressSchema),
    company: companySchema.nullable(),
  }),
);
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * The member as the app keeps it (the session's user, and offline in userDataStore): the record
 * without the personal number, addresses and company, which only the profile page reads.
 */
export const memberRecordSchema = lazySchema(() =>
  currentUserSchema.pick({
    id: true,
    firstName: true,
    lastName: true,
    brandRoleId: true,
    legacyId: true,
    email: true,
    phoneNumber: true,
    pushNotificationToken: true,
    completedOnboarding: true,
  }),
);
export type MemberRecord = z.infer<typeof memberRecordSchema>;

const field = (max: number) => z.string().max(max).optional();

/**
 * POST /v1/create/user. The brand decides the mode: with `verifyWithSsn` the body is e-mail and
 * personal number (spec "ssn mode"); otherwise name, address, e-mail and phone, and optionally a
 * password. Without a password the answer carries a temporary one to sign in with.
 */
export const createUserBodySchema = lazySchema(() =>
  z.object({
    email: field(320),
    ssn: field(20),
    password: field(200),
    firstName: field(200),
    lastName: field(200),
    phoneNumber: field(40),
    careOf: field(200),
    street: field(200),
    zipCode: field(20),
    city: field(100),
    brandId: field(64),
    signInType: z.literal('password').optional(),
    /** BankID's proof of `ssn` (the `ssnProof` of a notRegistered collect): binds it (ADR 006). */
    ssnProof: field(4096),
  }),
);
export type CreateUserBody = z.input<typeof createUserBodySchema>;

export const createUserResponseSchema = lazySchema(() =>
  z.object({
    user: currentUserSchema,
    tempPassword: z.string().optional(),
  }),
);
export type CreateUserResponse = z.infer<typeof createUserResponseSchema>;

/**
 * POST /v1/link/user/ssn (ADR 017): the member proves both sides at once: the account with the ID
 * token of a password sign-in made just now, the personal number with BankID's proof (the
 * `ssnProof` of a notRegistered collect). The number is then the account's, proven, and BankID
 * signs into it. Answers the current user.
 */
export const linkSsnBodySchema = lazySchema(() =>
  z.object({
    idToken: z.string().min(1).max(8192),
    ssnProof: z.string().min(1).max(4096),
  }),
);
export type LinkSsnBody = z.infer<typeof linkSsnBodySchema>;

/** PUT /v1/update/user: only the changed fields; e-mail and password need currentPassword. */
export const updateUserBodySchema = lazySchema(() =>
  z.object({
    firstName: field(200),
    lastName: field(200),
    email: field(320),
    phoneNumber: field(40),
    addressList: z.array(addressSchema).max(10).optional(),
    company: companySchema.nullable().optional(),
    password: field(200),
    currentPassword: field(200),
    pushNotificationToken: z.string().max(4096).nullable().optional(),
  }),
);
export type UpdateUserBody = z.input<typeof updateUserBodySchema>;

/** POST /v1/complete_onboardning/user (the spec's spelling): the set-up form. */
export const completeOnboardingBodySchema = lazySchema(() =>
  z.object({
    email: field(320),
    phoneNumber: field(40),
    password: field(200),
    referralCode: field(64),
    firstName: field(200),
    lastName: field(200),
  }),
);
export type CompleteOnboardingBody = z.input<typeof completeOnboardingBodySchema>;

/** POST /v1/password_reset/user: e-mails a link to `{appUrl}/password_reset/{token}`. */
export const passwordResetBodySchema = lazySchema(() =>
  z.object({
    email: z.string().max(320),
    appUrl: z.string().min(1).max(2048),
  }),
);
export type PasswordResetBody = z.input<typeof passwordResetBodySchema>;

/** PUT /v1/password_update/user: the token of the link and the new password. */
export const passwordUpdateBodySchema = lazySchema(() =>
  z.object({
    verificationId: z.string().min(1).max(200),
    password: z.string().max(200),
  }),
);
export type PasswordUpdateBody = z.input<typeof passwordUpdateBodySchema>;

/** POST /v1/check/password_reset: the token of a reset link, checked without using it. */
export const passwordResetCheckBodySchema = lazySchema(() =>
  passwordUpdateBodySchema.pick({ verificationId: true }),
);
export type PasswordResetCheckBody = z.input<typeof passwordResetCheckBodySchema>;

/** GET /v1/get/brand/role. */
export const brandRoleSchema = lazySchema(() => z.object({ id: z.string(), name: z.string() }));
export type BrandRole = z.infer<typeof brandRoleSchema>;
