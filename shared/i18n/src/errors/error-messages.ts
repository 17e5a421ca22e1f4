import { BANKID_CLIENT_CODES, ERROR_CODES, FORM_CODES, NETWORK_FAILURE } from '@klubb/contracts';

import type { Bundles } from '../i18n';

import en from './locales/en.json';
import nb from './locales/nb.json';
import sv from './locales/sv.json';

/** The i18next namespace of the messages below; an app registers `errorBundles` under it. */
export const ERRORS_NAMESPACE = 'errors';

/** The message texts in every language (spec §8), Swedish the source. */
export const errorBundles: Bundles<typeof sv> = { sv, nb, en };
export type ErrorMessageKey = keyof typeof sv;

/**
 * Spec §8 "Product codes to texts" and the identity codes, with the form rules of §5: the code of
 * an API error, an identity error or a broken form rule → the key of its message. Anything not
 * listed shows the generic "contact customer service if the problem persists".
 */
export const MESSAGE_KEY_OF_CODE: Readonly<Record<string, ErrorMessageKey>> = {
  // Sign-in: an unknown e-mail and a wrong password read the same (spec §8).
  'auth/user-not-found': 'wrongCredentials',
  'auth/wrong-password': 'wrongCredentials',
  'auth/invalid-credential': 'wrongCredentials',
  'auth/invalid-email': 'emailInvalid',
  'auth/missing-password': 'passwordMissing',
  'auth/too-many-requests': 'tooManyAttempts',
  [ERROR_CODES.tooManyAttempts]: 'tooManyAttempts',
  [ERROR_CODES.rateLimited]: 'tooManyAttempts',
  [ERROR_CODES.userDisabled]: 'userDisabled',
  // The session is over.
  'auth/user-token-expired': 'sessionExpired',
  'auth/invalid-user-token': 'sessionExpired',
  'auth/requires-recent-login': 'sessionExpired',
  [ERROR_CODES.tokenExpired]: 'sessionExpired',
  [ERROR_CODES.tokenRevoked]: 'sessionExpired',
  [ERROR_CODES.tokenUserNotFound]: 'sessionExpired',
  [ERROR_CODES.unauthorized]: 'unauthorized',
  [ERROR_CODES.tokenMissing]: 'unauthorized',
  [ERROR_CODES.tokenInvalid]: 'unauthorized',
  [ERROR_CODES.tokenWrongProject]: 'unauthorized',
  [ERROR_CODES.tokenWrongTenant]: 'unauthorized',
  // Registration, set-up and profile.
  'auth/email-already-in-use': 'emailAlreadyExists',
  [ERROR_CODES.emailAlreadyExists]: 'emailAlreadyExists',
  [ERROR_CODES.ssnAlreadyExists]: 'ssnAlreadyExists',
  [ERROR_CODES.ssnNotFound]: 'ssnNotFound',
  [ERROR_CODES.invalidPassword]: 'invalidPassword',
  [ERROR_CODES.updateEmailRequiresCurrentPassword]: 'updateEmailRequiresCurrentPassword',
  [ERROR_CODES.updatePasswordRequiresCurrentPassword]: 'updatePasswordRequiresCurrentPassword',
  [ERROR_CODES.emailMissing]: 'emailMissing',
  [ERROR_CODES.emailInvalid]: 'emailInvalid',
  [ERROR_CODES.firstNameMissing]: 'firstNameMissing',
  [ERROR_CODES.lastNameMissing]: 'lastNameMissing',
  [ERROR_CODES.streetMissing]: 'streetMissing',
  [ERROR_CODES.zipCodeMissing]: 'zipCodeMissing',
  [ERROR_CODES.cityMissing]: 'cityMissing',
  [ERROR_CODES.phoneNumberMissing]: 'phoneNumberMissing',
  [ERROR_CODES.phoneNumberInvalid]: 'phoneNumberInvalid',
  [ERROR_CODES.passwordMissing]: 'passwordMissing',
  [ERROR_CODES.passwordRule]: 'passwordRule',
  'auth/weak-password': 'passwordRule',
  [ERROR_CODES.referralCodeInvalid]: 'referralCodeInvalid',
  [ERROR_CODES.registrationIncomplete]: 'partnerBinding',
  [ERROR_CODES.otherPartner]: 'partnerBinding',
  // Password reset.
  [ERROR_CODES.passwordResetUserNotFound]: 'passwordResetUserNotFound',
  [ERROR_CODES.passwordResetTokenExpired]: 'passwordResetLinkExpired',
  'auth/expired-action-code': 'passwordResetLinkExpired',
  'auth/invalid-action-code': 'passwordResetLinkExpired',
  // Checkout (spec §8: the empty cart has its message, anything else the generic one).
  [ERROR_CODES.cartEmpty]: 'cartEmpty',
  // The network.
  [NETWORK_FAILURE.code]: 'failedToFetch',
  // The identity client's own code when its request never reached Identity Toolkit.
  'auth/network-request-failed': 'networkError',
  // BankID (spec §4, §8).
  [BANKID_CLIENT_CODES.timedOut]: 'bankIdTimedOut',
  [BANKID_CLIENT_CODES.cancelled]: 'bankIdCancelled',
  [BANKID_CLIENT_CODES.qrFailed]: 'qrFailed',
  // Form rules only a form can break (spec §5).
  [FORM_CODES.passwordsDiffer]: 'passwordsDiffer',
  [FORM_CODES.termsNotAccepted]: 'termsNotAccepted',
  [FORM_CODES.ssnMissing]: 'ssnMissing',
  [FORM_CODES.nameMissing]: 'nameMissing',
  [FORM_CODES.resetTokenMissing]: 'passwordResetLinkExpired',
  [FORM_CODES.bankCardMissing]: 'bankCardMissing',
  [FORM_CODES.referralCodeMissing]: 'referralCodeMissing',
};

/**
 * The message key of an error's code (the SDK's `errorCodeOf` reads it from an API or identity
 * error); an unknown code, or none, gets the generic message.
 */
export function errorMessageKey(code: string | null | undefined): ErrorMessageKey {
  return (code ? MESSAGE_KEY_OF_CODE[code] : undefined) ?? 'unknown';
}
