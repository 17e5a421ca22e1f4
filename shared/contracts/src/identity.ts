import { z } from 'zod';

import { lazySchema } from './lazy-schema';

/**
 * The Identity Toolkit REST protocol (PROTOCOLS.md §1) that the SDK's identity client speaks to
 * Google in production and to the API's stand-in locally. Requests ignore fields they do not know,
 * as Google's do (the SDK sends clientType, captchaResponse and the like).
 */
export const IDENTITY_HOSTS = {
  identityToolkit: 'identitytoolkit.googleapis.com',
  secureToken: 'securetoken.googleapis.com',
} as const;

/** Paths under each host; the stand-in serves them under `/<host><path>` (PROTOCOLS.md §1.7). */
export const IDENTITY_PATHS = {
  signUp: '/v1/accounts:signUp',
  signInWithPassword: '/v1/accounts:signInWithPassword',
  signInWithCustomToken: '/v1/accounts:signInWithCustomToken',
  lookup: '/v1/accounts:lookup',
  update: '/v1/accounts:update',
  delete: '/v1/accounts:delete',
  sendOobCode: '/v1/accounts:sendOobCode',
  resetPassword: '/v1/accounts:resetPassword',
  revokeToken: '/v2/accounts:revokeToken',
  recaptchaConfig: '/v2/recaptchaConfig',
  passwordPolicy: '/v2/passwordPolicy',
  /** On the secure-token host; form-encoded. */
  token: '/v1/token',
} as const;

const text = (max: number) => z.string().max(max);
const tenantId = lazySchema(() => text(128).optional());

export const signUpRequestSchema = lazySchema(() =>
  z.object({
    email: text(320).optional(),
    password: text(4096).optional(),
    displayName: text(256).optional(),
    tenantId,
    returnSecureToken: z.boolean().optional(),
  }),
);
export const signInWithPasswordRequestSchema = lazySchema(() =>
  z.object({
    email: text(320).optional(),
    password: text(4096).optional(),
    tenantId,
    returnSecureToken: z.boolean().optional(),
  }),
);
export const signInWithCustomTokenRequestSchema = lazySchema(() =>
  z.object({
    token: text(8192).optional(),
    tenantId,
    returnSecureToken: z.boolean().optional(),
  }),
);
export const idTokenRequestSchema = lazySchema(() =>
  z.object({ idToken: text(8192).optional(), tenantId }),
);
export const updateAccountRequestSchema = lazySchema(() =>
  idTokenRequestSchema.extend({
    email: text(320).optional(),
    password: text(4096).optional(),
    displayName: text(256).optional(),
    photoUrl: text(2048).optional(),
    deleteAttribute: z
      .array(z.enum(['DISPLAY_NAME', 'PHOTO_URL']))
      .max(2)
      .optional(),
    oobCode: text(512).optional(),
    returnSecureToken: z.boolean().optional(),
  }),
);
export const sendOobCodeRequestSchema = lazySchema(() =>
  z.object({
    requestType: text(64).optional(),
    email: text(320).optional(),
    tenantId,
    continueUrl: text(2048).optional(),
  }),
);
export const resetPasswordRequestSchema = lazySchema(() =>
  z.object({
    oobCode: text(512).optional(),
    newPassword: text(4096).optional(),
    tenantId,
  }),
);
export const revokeTokenRequestSchema = lazySchema(() =>
  z.object({
    providerId: text(128).optional(),
    tokenType: z.enum(['REFRESH_TOKEN', 'ACCESS_TOKEN', 'CODE']).optional(),
    token: text(8192).optional(),
    idToken: text(8192).optional(),
    tenantId,
  }),
);

/** The answer of every call that signs in: tokens as strings, `expiresIn` in seconds. */
const sessionFields = {
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.string(),
  localId: z.string(),
};
export const signUpResponseSchema = lazySchema(() =>
  z.object({
    kind: z.literal('identitytoolkit#SignupNewUserResponse'),
    ...sessionFields,
    email: z.string(),
    displayName: z.string().optional(),
  }),
);
export const signInWithPasswordResponseSchema = lazySchema(() =>
  z.object({
    kind: z.literal('identitytoolkit#VerifyPasswordResponse'),
    ...sessionFields,
    email: z.string(),
    displayName: z.string(),
    registered: z.boolean(),
  }),
);
export const signInWithCustomTokenResponseSchema = lazySchema(() =>
  z.object({
    kind: z.literal('identitytoolkit#VerifyCustomTokenResponse'),
    idToken: z.string(),
    refreshToken: z.string(),
    expiresIn: z.string(),
    isNewUser: z.boolean(),
  }),
);

/** `GoogleCloudIdentitytoolkitV1UserInfo`, the fields the stand-in fills. */
export const identityUserInfoSchema = lazySchema(() =>
  z.object({
    localId: z.string(),
    email: z.string().optional(),
    emailVerified: z.boolean(),
    displayName: z.string().optional(),
    photoUrl: z.string().optional(),
    disabled: z.boolean(),
    tenantId: z.string().optional(),
    passwordHash: z.string().optional(),
    passwordUpdatedAt: z.number().optional(),
    validSince: z.string(),
    lastLoginAt: z.string().optional(),
    createdAt: z.string(),
    providerUserInfo: z.array(
      z.object({
        providerId: z.string(),
        rawId: z.string(),
        federatedId: z.string(),
        email: z.string(),
      }),
    ),
  }),
);
export type IdentityUserInfo = z.infer<typeof identityUserInfoSchema>;
export const lookupResponseSchema = lazySchema(() =>
  z.object({
    kind: z.literal('identitytoolkit#GetAccountInfoResponse'),
    users: z.array(identityUserInfoSchema),
  }),
);

/** securetoken /v1/token: snake_case, `access_token` is the new ID token. */
export const secureTokenResponseSchema = lazySchema(() =>
  z.object({
    access_token: z.string(),
    id_token: z.string(),
    expires_in: z.string(),
    token_type: z.literal('Bearer'),
    refresh_token: z.string(),
    user_id: z.string(),
    project_id: z.string(),
  }),
);

export const identityErrorBodySchema = lazySchema(() =>
  z.object({
    error: z.object({
      code: z.number(),
      message: z.string(),
      errors: z.array(z.object({ message: z.string(), domain: z.string(), reason: z.string() })),
      status: z.string().optional(),
    }),
  }),
);
