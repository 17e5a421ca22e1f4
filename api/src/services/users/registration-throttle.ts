import { ERROR_CODES } from '@klubb/contracts';

import { ApiError } from '../../http/api-error';
import type { RateLimitStore } from '../../plugins/rate-limit-store';

/**
 * Registration answers 409 for a taken e-mail or personal number (spec §8). Those answers say
 * who is a member, so a client address gets only a few of them an hour; past that every
 * registration from it answers 429 until the hour is over, taken or not.
 */
export const REGISTRATION_TAKEN_LIMIT = { max: 10, windowMs: 60 * 60_000 } as const;

const keyOf = (client: string) => `register:taken:${client}`;

const throttled = () =>
  new ApiError(429, ERROR_CODES.rateLimited, 'Too many registrations; try again later');

/** Runs a registration under the throttle of its "already registered" answers. */
export async function throttleTakenAnswers<T>(
  store: RateLimitStore,
  client: string,
  register: () => Promise<T>,
): Promise<T> {
  if ((await store.peek(keyOf(client)).catch(() => 0)) >= REGISTRATION_TAKEN_LIMIT.max) {
    throw throttled();
  }
  try {
    return await register();
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) {
      await store.hit(keyOf(client), REGISTRATION_TAKEN_LIMIT.windowMs).catch(() => 0);
    }
    throw error;
  }
}
