import {
  API_PATHS,
  brandRoleSchema,
  createUserResponseSchema,
  currentUserSchema,
  referralTokenSchema,
  restaurantListSchema,
  restaurantMapsSettingsSchema,
  restaurantSchema,
  RESTAURANT_LIST_LIMIT,
  type CompleteOnboardingBody,
  type CreateUserBody,
  type LinkSsnBody,
  type PasswordResetBody,
  type PasswordResetCheckBody,
  type PasswordUpdateBody,
  type ReferralTokenBody,
  type UpdateUserBody,
} from '@klubb/contracts';

import type { HttpRequest } from './http-client';

/**
 * The member's own calls (spec §7): the record, registration, set-up, profile, password reset,
 * the brand role and the restaurants. Answers are parsed with the contracts' schemas.
 */
export function createMemberEndpoints(request: HttpRequest) {
  const noAnswer = async (path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => {
    await request<unknown>(path, { method, body });
  };
  return {
    getUser: (signal?: AbortSignal) =>
      request(API_PATHS.getUser, { schema: currentUserSchema, signal }),
    /** Registration; in ssn mode the answer holds a temporary password to sign in with. */
    createUser: (body: CreateUserBody) =>
      request(API_PATHS.createUser, {
        method: 'POST',
        body: { signInType: 'password', ...body },
        schema: createUserResponseSchema,
      }),
    /**
     * Binds the number BankID proved to the account the member just signed into by password
     * (ADR 017): the ID token travels in the body, the app is not signed in yet.
     */
    linkSsn: (body: LinkSsnBody) =>
      request(API_PATHS.linkSsn, { method: 'POST', body, schema: currentUserSchema }),
    /** Only the changed fields; e-mail and password changes need `currentPassword`. */
    updateUser: (body: UpdateUserBody) =>
      request(API_PATHS.updateUser, { method: 'PUT', body, schema: currentUserSchema }),
    deleteUser: () => noAnswer(API_PATHS.deleteUser, 'DELETE'),
    completeOnboarding: (body: CompleteOnboardingBody) =>
      request(API_PATHS.completeOnboarding, {
        method: 'POST',
        body,
        schema: currentUserSchema,
      }),
    requestPasswordReset: (body: PasswordResetBody) =>
      noAnswer(API_PATHS.passwordReset, 'POST', body),
    updatePassword: (body: PasswordUpdateBody) => noAnswer(API_PATHS.passwordUpdate, 'PUT', body),
    /** Rejects with `password_reset_token_expired` when the link no longer works. */
    checkPasswordReset: (body: PasswordResetCheckBody) =>
      noAnswer(API_PATHS.checkPasswordReset, 'POST', body),
    /** A short-lived token for a referral call to action's partner page (never the ID token). */
    createReferralToken: (body: ReferralTokenBody) =>
      request(API_PATHS.createReferralToken, {
        method: 'POST',
        body,
        schema: referralTokenSchema,
      }),
    getBrandRole: (signal?: AbortSignal) =>
      request(API_PATHS.getBrandRole, { schema: brandRoleSchema, signal }),
    getRestaurantMapsSettings: (signal?: AbortSignal) =>
      request(API_PATHS.getRestaurantMapsSettings, {
        schema: restaurantMapsSettingsSchema,
        signal,
      }),
    getRestaurantList: (signal?: AbortSignal) =>
      request(API_PATHS.getRestaurantList, {
        query: { limit: RESTAURANT_LIST_LIMIT },
        schema: restaurantListSchema,
        signal,
      }),
    getRestaurant: (id: string, signal?: AbortSignal) =>
      request(API_PATHS.getRestaurant, { query: { id }, schema: restaurantSchema, signal }),
  };
}
