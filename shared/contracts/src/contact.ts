import { z } from 'zod';

import { LOCAL_PHONE_PREFIX } from './constants';
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

/**
 * The phone number as stored, or null when it cannot be one: spaces, dashes, dots and brackets
 * are dropped, and a number starting with 0 becomes +46 plus the rest (spec §5).
 */
export function normalizePhoneNumber(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const international = compact.startsWith('0')
    ? `${LOCAL_PHONE_PREFIX}${compact.slice(1)}`
    : compact;
  return PHONE_PATTERN.test(international) ? international : null;
}
