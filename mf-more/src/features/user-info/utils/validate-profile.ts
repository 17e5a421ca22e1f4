import {
  ERROR_CODES,
  FORM_CODES,
  validateEmail,
  validateNewPassword,
  validatePhone,
  type Address,
  type CallingCode,
  type ValidationCode,
} from '@klubb/contracts';

import type { ProfileFormValues } from './profile-diff';

const blank = (value: string) => value.trim() === '';

/** Zip codes are numeric (spec §5): digits, with the space people write in Swedish ones. */
export const isNumericZip = (zipCode: string) => /^\d+$/.test(zipCode.replace(/\s/g, ''));

function validateAddress(address: Address): ValidationCode | null {
  if (blank(address.street)) return ERROR_CODES.streetMissing;
  if (blank(address.zipCode)) return ERROR_CODES.zipCodeMissing;
  if (!isNumericZip(address.zipCode)) return PROFILE_FORM_CODES.zipCodeNotNumeric;
  if (blank(address.city)) return ERROR_CODES.cityMissing;
  return null;
}

/** Profile rules the API's codes do not name. */
export const PROFILE_FORM_CODES = {
  zipCodeNotNumeric: 'form/zip-code-not-numeric',
  companyNameMissing: 'form/company-name-missing',
} as const;

/**
 * The profile form (spec §5): first and last name, phone (international, or local in the brand's country),
 * a valid e-mail, and street, numeric zip and city of every address (the company's with its
 * name). The first broken rule's code, or null.
 */
export function validateProfile(
  form: ProfileFormValues,
  callingCode: CallingCode,
): ValidationCode | null {
  if (blank(form.firstName)) return ERROR_CODES.firstNameMissing;
  if (blank(form.lastName)) return ERROR_CODES.lastNameMissing;
  const email = validateEmail(form.email);
  if (email) return email;
  const phone = validatePhone(form.phoneNumber, callingCode);
  if (phone) return phone;
  for (const address of form.addressList) {
    const problem = validateAddress(address);
    if (problem) return problem;
  }
  if (form.company) {
    if (blank(form.company.name)) return PROFILE_FORM_CODES.companyNameMissing;
    if (form.company.address) return validateAddress(form.company.address);
  }
  return null;
}

/** A new password and its confirmation (spec §5): the same, and passing the rule. */
export function validatePasswordChange(form: {
  password: string;
  confirmation: string;
}): ValidationCode | null {
  if (form.password !== form.confirmation) return FORM_CODES.passwordsDiffer;
  return validateNewPassword(form.password);
}
