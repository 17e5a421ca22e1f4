import { ERROR_CODES, FORM_CODES } from '@klubb/contracts';

import {
  errorBundles,
  errorMessageKey,
  MESSAGE_KEY_OF_CODE,
  type ErrorMessageKey,
} from './error-messages';

const en = (key: ErrorMessageKey) => errorBundles.en[key];

// Spec §8 "Product codes to texts" (and the identity codes the screens meet), entry by entry:
// the code, the key of its message, and the English text it reads.
const ENTRIES: Array<[string, ErrorMessageKey, string]> = [
  ['auth/invalid-password', 'invalidPassword', 'Invalid password.'],
  [
    'auth/email-already-exists',
    'emailAlreadyExists',
    'The e-mail address is already registered with a partner.',
  ],
  ['auth/too-many-attempts', 'tooManyAttempts', 'Too many attempts.'],
  ['auth/ssn-already-exists', 'ssnAlreadyExists', 'already registered'],
  ['auth/ssn-not-found', 'ssnNotFound', 'invalid or was not found'],
  [
    'auth/update-email-require-current-password',
    'updateEmailRequiresCurrentPassword',
    'requires your current password',
  ],
  [
    'auth/update-password-require-current-password',
    'updatePasswordRequiresCurrentPassword',
    'requires your current password',
  ],
  ['auth/user-not-found', 'wrongCredentials', 'Email or password is incorrect.'],
  ['auth/wrong-password', 'wrongCredentials', 'Email or password is incorrect.'],
  ['auth/invalid-credential', 'wrongCredentials', 'Email or password is incorrect.'],
  ['password_reset_user_not_found', 'passwordResetUserNotFound', 'no user with that e-mail'],
  ['password_reset_token_expired', 'passwordResetLinkExpired', 'Password reset link expired.'],
  ['phone_number_invalid', 'phoneNumberInvalid', 'international form'],
  ['failed_to_fetch', 'failedToFetch', 'Failed to fetch or load data.'],
  ['auth/network-request-failed', 'networkError', 'Network error'],
  ['user/first-name-missing', 'firstNameMissing', 'first name'],
  ['user/last-name-missing', 'lastNameMissing', 'last name'],
  ['user/address-list-street-missing', 'streetMissing', 'street'],
  ['user/address-list-zip-code-missing', 'zipCodeMissing', 'postcode'],
  ['user/address-list-city-missing', 'cityMissing', 'city'],
  ['user/phone-number-missing', 'phoneNumberMissing', 'phone number'],
  ['user/shopping-cart-empty', 'cartEmpty', 'Your cart is empty.'],
  ['auth/too-many-requests', 'tooManyAttempts', 'Too many attempts.'],
  ['auth/user-disabled', 'userDisabled', 'disabled'],
  ['auth/user-token-expired', 'sessionExpired', 'Session expired, login again.'],
  ['auth/token-revoked', 'sessionExpired', 'Session expired, login again.'],
  ['auth/token-expired', 'sessionExpired', 'Session expired, login again.'],
  ['auth/unauthorized', 'unauthorized', 'Authorization failed'],
  ['auth/email-already-in-use', 'emailAlreadyExists', 'already registered'],
  ['auth/password-does-not-meet-requirements', 'passwordRule', '8 to 30 characters'],
  ['auth/weak-password', 'passwordRule', '8 to 30 characters'],
  ['auth/expired-action-code', 'passwordResetLinkExpired', 'Password reset link expired.'],
  ['user/referral-code-invalid', 'referralCodeInvalid', 'Invalid referral code.'],
  ['user/registration-incomplete', 'partnerBinding', 'not fully registered'],
  ['user/other-partner', 'partnerBinding', 'another partner'],
  ['user/email-missing', 'emailMissing', 'e-mail address'],
  ['user/email-invalid', 'emailInvalid', 'valid e-mail address'],
  ['user/password-missing', 'passwordMissing', 'Enter a password.'],
  [FORM_CODES.passwordsDiffer, 'passwordsDiffer', 'do not match'],
  [FORM_CODES.termsNotAccepted, 'termsNotAccepted', 'terms'],
  [FORM_CODES.ssnMissing, 'ssnMissing', 'personal identity number'],
  [FORM_CODES.nameMissing, 'nameMissing', 'first and last name'],
  [FORM_CODES.resetTokenMissing, 'passwordResetLinkExpired', 'Request a new link.'],
  [FORM_CODES.bankCardMissing, 'bankCardMissing', 'Choose your bank card.'],
  [FORM_CODES.referralCodeMissing, 'referralCodeMissing', 'referral code'],
  ['bankid/timed-out', 'bankIdTimedOut', 'Bank ID timed out: press BANK ID again.'],
  ['bankid/cancelled', 'bankIdCancelled', 'Bank ID cancelled'],
  ['bankid/qr-failed', 'qrFailed', 'QR code creation failed.'],
  ['something/never-heard-of', 'unknown', 'Contact customer service if the problem persists.'],
];

describe('product codes → texts (spec §8)', () => {
  it.each(ENTRIES)('%s → %s', (code, key, text) => {
    expect(errorMessageKey(code)).toBe(key);
    expect(en(key)).toContain(text);
    expect(errorBundles.sv[key]).toBeTruthy();
    expect(errorBundles.nb[key]).toBeTruthy();
  });

  it('gives the generic message to an unknown code, or none', () => {
    expect(errorMessageKey('auth/forged')).toBe('unknown');
    expect(errorMessageKey(null)).toBe('unknown');
    expect(errorMessageKey(undefined)).toBe('unknown');
  });

  it('has a message for every product code of the registration, set-up and profile forms', () => {
    const formCodes = [
      ERROR_CODES.invalidPassword,
      ERROR_CODES.emailAlreadyExists,
      ERROR_CODES.tooManyAttempts,
      ERROR_CODES.ssnAlreadyExists,
      ERROR_CODES.ssnNotFound,
      ERROR_CODES.updateEmailRequiresCurrentPassword,
      ERROR_CODES.updatePasswordRequiresCurrentPassword,
      ERROR_CODES.passwordResetUserNotFound,
      ERROR_CODES.passwordResetTokenExpired,
      ERROR_CODES.phoneNumberInvalid,
      ERROR_CODES.firstNameMissing,
      ERROR_CODES.lastNameMissing,
      ERROR_CODES.streetMissing,
      ERROR_CODES.zipCodeMissing,
      ERROR_CODES.cityMissing,
      ERROR_CODES.phoneNumberMissing,
      ERROR_CODES.cartEmpty,
      ERROR_CODES.referralCodeInvalid,
      ...Object.values(FORM_CODES),
    ];
    expect(formCodes.filter((code) => !MESSAGE_KEY_OF_CODE[code])).toEqual([]);
  });

  it('says the texts in Swedish, Norwegian and English, with the same keys and placeholders', () => {
    const keys = Object.keys(errorBundles.sv).sort();
    expect(Object.keys(errorBundles.nb).sort()).toEqual(keys);
    expect(Object.keys(errorBundles.en).sort()).toEqual(keys);
    const placeholders = (text: string) => text.match(/{{\w+}}/g) ?? [];
    for (const key of keys as ErrorMessageKey[]) {
      expect(placeholders(errorBundles.nb[key])).toEqual(placeholders(errorBundles.sv[key]));
      expect(placeholders(errorBundles.en[key])).toEqual(placeholders(errorBundles.sv[key]));
    }
    expect(errorBundles.sv.wrongCredentials).toBe('E-post eller lösenord är felaktigt.');
    expect(errorBundles.nb.sessionExpired).toBe('Økten er utløpt, logg inn igjen.');
  });
});
