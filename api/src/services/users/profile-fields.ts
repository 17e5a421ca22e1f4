import {
  callingCodeOf,
  ERROR_CODES,
  isValidEmail,
  normalizePhoneNumber,
  passwordProblems,
  type Address,
  type Brand,
} from '@klubb/contracts';

import { ApiError } from '../../http/api-error';

const invalid = (code: string, message: string) => new ApiError(400, code, message);

/** A required text field: blank (or absent) answers its spec code. */
export function requireText(value: string | undefined, code: string, what: string): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw invalid(code, `${what} is required`);
  return trimmed;
}

export function requireEmail(value: string | undefined): string {
  const trimmed = value?.trim() ?? '';
  if (!trimmed) throw invalid(ERROR_CODES.emailMissing, 'The e-mail address is required');
  if (!isValidEmail(trimmed)) {
    throw invalid(ERROR_CODES.emailInvalid, 'The e-mail address is not valid');
  }
  return trimmed.toLowerCase();
}

/**
 * Phone (spec §5): required; +, a non-zero digit, 1–14 digits; a local number takes the brand's
 * calling code (issue 32: 070… is +4670… in a Swedish brand, 8 digits are +47… in a Norwegian one).
 */
export function requirePhone(value: string | undefined, brand: Pick<Brand, 'currency'>): string {
  const given = requireText(value, ERROR_CODES.phoneNumberMissing, 'The phone number');
  const phone = normalizePhoneNumber(given, callingCodeOf(brand));
  if (!phone) {
    throw invalid(
      ERROR_CODES.phoneNumberInvalid,
      'The phone number must be in international form, such as +46701234567',
    );
  }
  return phone;
}

export function requireNewPassword(value: string | undefined): string {
  if (!value) throw invalid(ERROR_CODES.passwordMissing, 'A password is required');
  const problems = passwordProblems(value);
  if (problems.length) {
    throw invalid(
      ERROR_CODES.passwordRule,
      `The password must be 8 to 30 characters with a digit, a lower-case and an upper-case letter and no spaces (missing: ${problems.join(', ')})`,
    );
  }
  return value;
}

/** An address of the profile: street, zip code and city are required. */
export function requireAddress(address: Partial<Address>): Address {
  return {
    careOf: address.careOf?.trim() ?? '',
    street: requireText(address.street, ERROR_CODES.streetMissing, 'The street'),
    zipCode: requireText(address.zipCode, ERROR_CODES.zipCodeMissing, 'The zip code'),
    city: requireText(address.city, ERROR_CODES.cityMissing, 'The city'),
  };
}
