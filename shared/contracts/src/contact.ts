import { z } from 'zod';

import { lazySchema } from './lazy-schema';

/**
 * E-mail (spec §5): a local part of letters, digits or ._%+-, an at sign, a domain, and a
 * top-level domain of at least 2 letters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export const isValidEmail = (email: string) =>
  email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);

export const emailSchema = lazySchema(() =>
  z.string().trim().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, 'Not a valid e-mail address'),
);

/** International form (spec §5): a plus sign, a non-zero digit, then 1 to 14 digits. */
export const PHONE_PATTERN = /^\+[1-9]\d{1,14}$/;

/** A country calling code of the brands' members (issue 32). */
export type CallingCode = '+46' | '+47';

/**
 * The calling code of a brand's members: the country whose currency the brand takes (a Swedish
 * brand sells in SEK, a Norwegian one in NOK; the brand record has no other country).
 */
export function callingCodeOf(brand: { currency: 'SEK' | 'NOK' }): CallingCode {
  return brand.currency === 'NOK' ? '+47' : '+46';
}

/** A local number as the brand's country writes it: Sweden with its trunk 0, Norway 8 digits. */
const LOCAL_NUMBER: Readonly<Record<CallingCode, (digits: string) => string | null>> = {
  '+46': (digits) => (/^0\d+$/.test(digits) ? digits.slice(1) : null),
  '+47': (digits) => (/^[2-9]\d{7}$/.test(digits) ? digits : null),
};

/**
 * The phone number as stored, or null when it cannot be one: spaces, dashes, dots and brackets
 * are dropped, 00 is read as +, and a local number takes the brand's calling code (spec §5; issue
 * 32: 070… is +4670… for a Swedish brand, 41234567 is +4741234567 for a Norwegian one).
 */
export function normalizePhoneNumber(input: string, callingCode: CallingCode): string | null {
  const compact = input.replace(/[\s\-().]/g, '').replace(/^00/, '+');
  const local = compact.startsWith('+') ? null : LOCAL_NUMBER[callingCode](compact);
  const international = local === null ? compact : `${callingCode}${local}`;
  return PHONE_PATTERN.test(international) ? international : null;
}
