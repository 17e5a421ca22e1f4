import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

import { ERROR_CODES } from '@klubb/contracts';

import { ApiError } from '../http/api-error';

/**
 * Password hashes: scrypt with N = 2^17, r = 8, p = 1 (OWASP's minimum for scrypt), a 16-byte salt
 * and a 32-byte key, stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<key>` (base64) so the cost can be
 * raised later without breaking existing hashes. One hash needs 128 MiB and ~0.4 s of one core.
 */
const LOG2_N = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
// Node refuses scrypt above 32 MiB unless told: 128 * N * r bytes plus headroom.
const MAX_MEMORY = 256 * 1024 * 1024;
// At most two hashes at once: each holds 128 MiB, and a burst of sign-ins must not exhaust memory.
const MAX_CONCURRENT = 2;
// And at most four waiting: a caller let in waits for at most two rounds of hashes before its
// own, so a sign-in answers within about a second however many arrive at once (issue 14's flood;
// 0.3 s a hash on an idle core). Memory stays at two hashes: waiting costs nothing.
export const MAX_WAITING_HASHES = 4;

/** The hash queue is full: the caller is told to try again, no hash is made. */
export class PasswordHashBusyError extends ApiError {
  constructor() {
    super(429, ERROR_CODES.rateLimited, 'Too many sign-ins at once; try again shortly');
    this.name = 'PasswordHashBusyError';
  }
}

let running = 0;
const waiting: Array<() => void> = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) {
    if (waiting.length >= MAX_WAITING_HASHES) throw new PasswordHashBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number) {
  return withSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, KEY_LENGTH, { N: 2 ** log2N, r, p, maxmem: MAX_MEMORY }, (e, key) =>
          e ? reject(e) : resolve(key),
        );
      }),
  );
}

/** Hashes a password; `salt` is only given by the seed, which must write the same rows every run. */
export async function hashPassword(password: string, salt = randomBytes(SALT_LENGTH)) {
  const key = await derive(password, salt, LOG2_N, R, P);
  return ['scrypt', LOG2_N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

const HASH_FORMAT =
  /^scrypt\$(\d{1,2})\$(\d{1,2})\$(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** True when the password matches the stored hash; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = HASH_FORMAT.exec(stored);
  if (!match) return false;
  const [, log2N, r, p, salt, key] = match;
  const expected = Buffer.from(key as string, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt as string, 'base64'),
    Number(log2N),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

// A fixed hash to check unknown accounts against, so a wrong e-mail costs as long as a wrong password.
const DUMMY_HASH =
  'scrypt$17$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/** Spends the time of one verification without an account, against user enumeration by timing. */
export async function verifyNothing(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_HASH);
  return false;
}
