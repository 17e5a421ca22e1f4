import type { BrandConfig } from './brand';
import { isValidEmail, normalizePhoneNumber, type CallingCode } from './contact';
import { ERROR_CODES } from './error';
import { passwordProblems } from './password';
import { isValidSsn } from './ssn';

/**
 * The form rules of spec §5 for sign-in, forgot and reset password, registration and set-up, as
 * pure functions the forms and the API share. Each answers the code of the first rule broken, or
 * null; the codes are the API's product codes where the API has one (so one message table serves
 * both), and `form/…` codes for rules only a form can break (two fields that must match, a box).
 */
export const FORM_CODES = {
  passwordsDiffer: 'form/passwords-differ',
  termsNotAccepted: 'form/terms-not-accepted',
  ssnMissing: 'form/ssn-missing',
  nameMissing: 'form/name-missing',
  resetTokenMissing: 'form/reset-token-missing',
  /** Set-up with bank-card options and no card chosen (spec §5: the first of two messages). */
  bankCardMissing: 'form/bank-card-missing',
  /** Set-up with a code to type that is missing or short (the second message). */
  referralCodeMissing: 'form/referral-code-missing',
} as const;
export type FormCode = (typeof FORM_CODES)[keyof typeof FORM_CODES];

/** A broken rule: a product code of ERROR_CODES or a FORM_CODES code. */
export type ValidationCode = string;

/** The bank cards of the set-up (spec §3): the first six digits choose the member's role. */
export const BANK_CARD_OPTIONS = [
  { label: 'Bankkort', code: '522660' },
  { label: 'Allkort', code: '522661' },
  { label: 'Platinumkort', code: '521358' },
  /** "Annat" (other): an empty code, then the six digits are typed in code boxes. */
  { label: 'Annat', code: '' },
] as const;
/** The index of "Annat" among BANK_CARD_OPTIONS; the named cards come before it. */
export const OTHER_BANK_CARD_INDEX = 3;
/** Spec §9: six code boxes for the other bank card's first digits. */
export const BANK_CARD_CODE_LENGTH = 6;

const blank = (value: string | undefined | null) => (value ?? '').trim() === '';

/** E-mail (spec §5): required and of the pattern. */
export function validateEmail(email: string): ValidationCode | null {
  if (blank(email)) return ERROR_CODES.emailMissing;
  return isValidEmail(email.trim()) ? null : ERROR_CODES.emailInvalid;
}

/** A new password: required and passing the password rule (ADR 004: 8 to 30). */
export function validateNewPassword(password: string): ValidationCode | null {
  if (password === '') return ERROR_CODES.passwordMissing;
  return passwordProblems(password).length ? ERROR_CODES.passwordRule : null;
}

/** Phone (spec §5): required; international, or local in the brand's country (issue 32). */
export function validatePhone(phone: string, callingCode: CallingCode): ValidationCode | null {
  if (blank(phone)) return ERROR_CODES.phoneNumberMissing;
  return normalizePhoneNumber(phone, callingCode) ? null : ERROR_CODES.phoneNumberInvalid;
}

/** Personal number (spec §5): required, YYYYMMDDXXXX, a real date and the right check digit. */
export function validateSsn(ssn: string, now = new Date()): ValidationCode | null {
  const compact = normalizeSsn(ssn);
  if (compact === '') return FORM_CODES.ssnMissing;
  return isValidSsn(compact, now) ? null : ERROR_CODES.ssnNotFound;
}

/** The personal number as typed, without the spaces and the dash people write in it. */
export const normalizeSsn = (ssn: string) => ssn.replace(/[\s-]/g, '');

/**
 * Splits a full name (spec §5): the last word is the last name, the earlier words the first name;
 * a single word is the first name.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] ?? '' };
}

const firstOf = (...checks: Array<() => ValidationCode | null>): ValidationCode | null => {
  for (const check of checks) {
    const code = check();
    if (code) return code;
  }
  return null;
};

/** Sign-in (spec §5): e-mail required and valid, password required. */
export function validateSignIn(form: { email: string; password: string }): ValidationCode | null {
  return firstOf(
    () => validateEmail(form.email),
    () => (form.password === '' ? ERROR_CODES.passwordMissing : null),
  );
}

/** Forgot password: the e-mail, required and valid. */
export const validateForgotPassword = (form: { email: string }) => validateEmail(form.email);

/** Password reset: both fields, the same, passing the rule, and a token from the link. */
export function validatePasswordReset(form: {
  password: string;
  confirmation: string;
  token: string | undefined;
}): ValidationCode | null {
  return firstOf(
    () => (blank(form.token) ? FORM_CODES.resetTokenMissing : null),
    () => (form.password === '' || form.confirmation === '' ? ERROR_CODES.passwordMissing : null),
    () => (form.password !== form.confirmation ? FORM_CODES.passwordsDiffer : null),
    () => validateNewPassword(form.password),
  );
}

export interface RegistrationForm {
  email: string;
  termsAccepted: boolean;
  /** Ssn mode. */
  ssn: string;
  /** No-ssn mode: the full name, split by splitFullName. */
  fullName: string;
  phoneNumber: string;
  street: string;
  zipCode: string;
  city: string;
  password: string;
}

/**
 * Registration (spec §5) in the brand's mode: e-mail and terms always; ssn mode the personal
 * number; otherwise the full name, phone, address and a password.
 */
export function validateRegistration(
  form: RegistrationForm,
  verifyWithSsn: boolean,
  callingCode: CallingCode,
  now = new Date(),
): ValidationCode | null {
  const common = [() => validateEmail(form.email)];
  const terms = () => (form.termsAccepted ? null : FORM_CODES.termsNotAccepted);
  if (verifyWithSsn) return firstOf(...common, () => validateSsn(form.ssn, now), terms);
  return firstOf(
    () => (blank(form.fullName) ? FORM_CODES.nameMissing : null),
    ...common,
    () => validatePhone(form.phoneNumber, callingCode),
    () => (blank(form.street) ? ERROR_CODES.streetMissing : null),
    () => (blank(form.zipCode) ? ERROR_CODES.zipCodeMissing : null),
    () => (blank(form.city) ? ERROR_CODES.cityMissing : null),
    () => validateNewPassword(form.password),
    terms,
  );
}

export interface SetUpForm {
  firstName: string;
  lastName: string;
  email: string;
  /** The e-mail the member has now; the e-mail is checked only when it changes. */
  currentEmail: string;
  phoneNumber: string;
  password: string;
  /** The chosen bank card (index into BANK_CARD_OPTIONS), or null; options mode only. */
  bankCardIndex: number | null;
  /** The typed code: the referral code, or the other bank card's digits. */
  code: string;
}

/**
 * Whether set-up asks for a password: only to replace the temporary one of ssn mode. Elsewhere the
 * member chose it when registering a moment before (issue 32: brand B asked for it again).
 */
export const setUpAsksPassword = (config: Pick<BrandConfig, 'verifyWithSsn'>): boolean =>
  config.verifyWithSsn;

/** The code the set-up sends: the chosen card's, or the typed one. */
export function setUpReferralCode(
  form: Pick<SetUpForm, 'bankCardIndex' | 'code'>,
  type: BrandConfig['referralCodeInputType'],
): string {
  if (type === 'none') return '';
  if (type === 'options' && form.bankCardIndex !== null) {
    const card = BANK_CARD_OPTIONS[form.bankCardIndex];
    if (card && card.code) return card.code;
  }
  return form.code.trim();
}

/**
 * Set-up (spec §5): name, phone and e-mail (valid if changed) required, the password by the rule,
 * and a referral code or bank card. With bank-card options and no card among the first three
 * chosen the member is asked to choose a card; otherwise to fill in the code (as many digits as
 * the boxes, six for another card).
 */
export function validateSetUp(
  form: SetUpForm,
  config: Pick<
    BrandConfig,
    'referralCodeInputType' | 'referralCodeInputFieldLength' | 'verifyWithSsn'
  >,
  callingCode: CallingCode,
): ValidationCode | null {
  const type = config.referralCodeInputType;
  const emailChanged = form.email.trim().toLowerCase() !== form.currentEmail.trim().toLowerCase();
  return firstOf(
    () => (blank(form.firstName) ? ERROR_CODES.firstNameMissing : null),
    () => (blank(form.lastName) ? ERROR_CODES.lastNameMissing : null),
    () => validatePhone(form.phoneNumber, callingCode),
    () => (emailChanged ? validateEmail(form.email) : null),
    () => (setUpAsksPassword(config) ? validateNewPassword(form.password) : null),
    () => {
      if (type === 'none') return null;
      const index = form.bankCardIndex ?? -1;
      if (type === 'options' && index < OTHER_BANK_CARD_INDEX) {
        return index >= 0 ? null : FORM_CODES.bankCardMissing;
      }
      const code = form.code.trim();
      const length =
        type === 'options' ? BANK_CARD_CODE_LENGTH : config.referralCodeInputFieldLength;
      if (type === 'text') return code === '' ? FORM_CODES.referralCodeMissing : null;
      return new RegExp(`^\\d{${length}}$`).test(code) ? null : FORM_CODES.referralCodeMissing;
    },
  );
}
