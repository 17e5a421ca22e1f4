import { z } from 'zod';

import { lazySchema } from './lazy-schema';

/** The error record every failing API call answers, and every SDK error carries (spec §3, §8). */
export const errorRecordSchema = lazySchema(() =>
  z.object({
    status: z.number().int(),
    code: z.string(),
    message: z.string(),
  }),
);
export type ErrorRecord = z.infer<typeof errorRecordSchema>;

/** Status and code the SDK gives a call that never reached the server (spec §8). */
export const NETWORK_FAILURE = { status: 600, code: 'failed_to_fetch' } as const;

/** Product error codes shared by the API server and the clients. */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  notFound: 'not_found',
  routeNotFound: 'route_not_found',
  unknownBrand: 'brand/not-found',
  missingAppUrl: 'brand/app-url-missing',
  offerNotFound: 'offer/not-found',
  /** The offer existed but its end date has passed (HTTP 410). */
  offerEnded: 'offer/ended',
  billboardNotFound: 'billboard/not-found',
  unauthorized: 'auth/unauthorized',
  internal: 'internal',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  /** The server gave up on a call that took too long (HTTP 503). */
  timeout: 'timeout',
  rateLimited: 'too_many_requests',

  // The member's ID token (every member call): each refusal has its own code, all with HTTP 401.
  tokenMissing: 'auth/token-missing',
  tokenInvalid: 'auth/token-invalid',
  tokenExpired: 'auth/token-expired',
  /** Issuer or audience of another project. */
  tokenWrongProject: 'auth/token-wrong-project',
  /** A token of another brand's tenant. */
  tokenWrongTenant: 'auth/token-wrong-tenant',
  /** Signed out since (password change, reset, revocation). */
  tokenRevoked: 'auth/token-revoked',
  tokenUserNotFound: 'auth/account-not-found',
  userDisabled: 'auth/user-disabled',

  // Partner binding (spec §6), HTTP 403: the client shows "not fully registered, or registered to
  // another partner: contact customer service".
  registrationIncomplete: 'user/registration-incomplete',
  otherPartner: 'user/other-partner',
  onboardingIncomplete: 'user/onboarding-incomplete',
  onboardingCompleted: 'user/onboarding-already-completed',

  // Registration, set-up and profile (spec §5, §8), HTTP 400 unless said.
  emailMissing: 'user/email-missing',
  emailInvalid: 'user/email-invalid',
  firstNameMissing: 'user/first-name-missing',
  lastNameMissing: 'user/last-name-missing',
  streetMissing: 'user/address-list-street-missing',
  zipCodeMissing: 'user/address-list-zip-code-missing',
  cityMissing: 'user/address-list-city-missing',
  phoneNumberMissing: 'user/phone-number-missing',
  phoneNumberInvalid: 'phone_number_invalid',
  passwordMissing: 'user/password-missing',
  passwordRule: 'auth/password-does-not-meet-requirements',
  referralCodeInvalid: 'user/referral-code-invalid',
  /** HTTP 409. */
  emailAlreadyExists: 'auth/email-already-exists',
  /** HTTP 409. */
  ssnAlreadyExists: 'auth/ssn-already-exists',
  /** Not a valid personal number (format, date or check digit). */
  ssnNotFound: 'auth/ssn-not-found',
  /** The current password given with an e-mail or password change is wrong. */
  invalidPassword: 'auth/invalid-password',
  /** HTTP 429: the account is locked after repeated wrong passwords. */
  tooManyAttempts: 'auth/too-many-attempts',
  updateEmailRequiresCurrentPassword: 'auth/update-email-require-current-password',
  updatePasswordRequiresCurrentPassword: 'auth/update-password-require-current-password',
  /** HTTP 404. */
  passwordResetUserNotFound: 'password_reset_user_not_found',
  /** HTTP 400: unknown, used or expired reset link. */
  passwordResetTokenExpired: 'password_reset_token_expired',
  /** HTTP 400: an unknown, expired or other brand's referral token. */
  referralTokenInvalid: 'referral/token-invalid',
  /** The body names another brand than the app URL's. */
  brandMismatch: 'brand/mismatch',
  // Promo claims, HTTP 409 unless said (spec §4 "Offer promo code").
  /** HTTP 404: the offer has no promo code to claim. */
  voucherNoPromo: 'voucher/no-promo',
  voucherCapReached: 'voucher/claim-cap-reached',
  voucherSoldOut: 'voucher/no-codes-left',

  // Cart and checkout (spec §4, §8).
  /** HTTP 404: a cart line names a variant that is not the offer's, or not on sale. */
  cartItemNotFound: 'cart/item-not-found',
  /** HTTP 400: checkout with nothing (left) in the cart. */
  cartEmpty: 'user/shopping-cart-empty',
  /** HTTP 409: not enough left of a variant for the cart. */
  checkoutSoldOut: 'checkout/sold-out',
  /** HTTP 409: the member would pass a variant's purchase cap. */
  purchaseCapReached: 'checkout/purchase-cap-reached',
  /** HTTP 404. */
  checkoutNotFound: 'checkout/not-found',
  /** HTTP 409: a completed session cannot expire. */
  checkoutComplete: 'checkout/already-complete',
  /** HTTP 400: only test mode exists until the payment provider is connected. */
  liveModeUnavailable: 'checkout/live-mode-unavailable',

  // Interest registration: the waiting list of a sold-out ticket (spec §3 Order, §4).
  /** HTTP 404: the variant is not one of the offer's. */
  interestVariantNotFound: 'interest/variant-not-found',
  /** HTTP 409: only tickets have a waiting list. */
  interestNotATicket: 'interest/not-a-ticket',
  /** HTTP 409: the ticket is not sold out: it can be bought. */
  interestNotSoldOut: 'interest/not-sold-out',

  // Tickets and the door (issue 37).
  /** HTTP 404: no such ticket or event for this brand. */
  ticketNotFound: 'ticket/not-found',
  /** HTTP 409: only a valid (unused, unrefunded) ticket can be refunded. */
  ticketNotRefundable: 'ticket/not-refundable',
  /** HTTP 409: a stock addition's request id was used before for another addition. */
  stockRequestReused: 'ticket/stock-request-reused',

  /** HTTP 400: the analytics body is not the base64 of a JSON event. */
  analyticsUndecodable: 'analytics/undecodable',
  /** HTTP 413: one event of the batch is larger than the API keeps (8 KB of JSON). */
  analyticsTooLarge: 'analytics/too-large',

  /** HTTP 404: unknown restaurant, or the brand has restaurants switched off. */
  restaurantNotFound: 'restaurant/not-found',
  /** HTTP 501: account changes need the identity stand-in (production admin API not built). */
  identityUnavailable: 'identity/not-configured',

  // Card payments (issue 10).
  /** HTTP 400: a webhook without a valid, fresh `Stripe-Signature`; nothing changes. */
  webhookSignatureInvalid: 'payment/webhook-signature-invalid',
  /** HTTP 502: the card payment provider refused or could not be reached. */
  paymentProviderFailed: 'payment/provider-failed',
  /** HTTP 404: the brand has no site config. */
  siteConfigNotFound: 'site-config/not-found',
  /** HTTP 503 from the readiness probe: database unreachable, migrations missing, or shutting down. */
  notReady: 'not_ready',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
