import type { RateLimitStore } from '../plugins/rate-limit-store';

import { LOCK_OUT_MS, MAX_FAILED_SIGN_INS } from './account-store';
import { MAX_OOB_CODES_PER_HOUR } from './oob-codes';

/**
 * How many wrong sign-ins are allowed before the answer is "too many attempts": per e-mail (the
 * lock-out, for existing and unknown addresses alike), per client address, and per client address
 * across distinct e-mails (password spraying). Only failures count, so a member who signs in right
 * is never slowed by other members behind the same address; a flood is cut by the hash queue.
 */
export const SIGN_IN_LIMITS = {
  perEmail: { max: MAX_FAILED_SIGN_INS, windowMs: LOCK_OUT_MS },
  perClient: { max: 30, windowMs: 15 * 60_000 },
  sprayEmails: { max: 15, windowMs: 60 * 60_000 },
} as const;

/** Password-reset e-mails per address and hour, existing or not (the stand-in's limit). */
export const RESET_LIMIT = { max: MAX_OOB_CODES_PER_HOUR, windowMs: 60 * 60_000 } as const;

export type SignInLimits = {
  [K in keyof typeof SIGN_IN_LIMITS]: { max: number; windowMs: number };
};

export interface SignInGuard {
  /** True when this attempt may be checked (costing a hash); false: answer "too many attempts". */
  admit(tenantId: string, email: string, client: string): Promise<boolean>;
  failed(tenantId: string, email: string, client: string): Promise<void>;
  /** A right password, or a new one (reset, change): the e-mail's count starts again. */
  succeeded(tenantId: string, email: string): Promise<void>;
  /** True while another reset e-mail may be asked for this address (counted whether it exists or not). */
  admitReset(tenantId: string, email: string): Promise<boolean>;
}

const emailKey = (tenantId: string, email: string) =>
  `sign-in:email:${tenantId}:${email.toLowerCase()}`;

/**
 * The sign-in throttles over a rate-limit store (Redis with several instances). A store that fails
 * (Redis down) lets calls through and reports it: sign-in stays up, the hash queue still bounds it.
 */
export function createSignInGuard(
  store: RateLimitStore,
  options: { limits?: SignInLimits; onStoreError?: (error: unknown) => void } = {},
): SignInGuard {
  const limits = options.limits ?? SIGN_IN_LIMITS;
  const guarded = <T>(work: () => Promise<T>, fallback: T) =>
    work().catch((error: unknown) => {
      options.onStoreError?.(error);
      return fallback;
    });
  const guard: SignInGuard = {
    async admit(tenantId, email, client) {
      const [perEmail, perClient, sprayed] = await Promise.all([
        store.peek(emailKey(tenantId, email)),
        store.peek(`sign-in:client:${client}`),
        store.setSize(`sign-in:spray:${client}`),
      ]);
      return (
        perEmail < limits.perEmail.max &&
        perClient < limits.perClient.max &&
        sprayed < limits.sprayEmails.max
      );
    },
    async failed(tenantId, email, client) {
      await Promise.all([
        store.hit(emailKey(tenantId, email), limits.perEmail.windowMs),
        store.hit(`sign-in:client:${client}`, limits.perClient.windowMs),
        store.addMember(
          `sign-in:spray:${client}`,
          `${tenantId}:${email.toLowerCase()}`,
          limits.sprayEmails.windowMs,
        ),
      ]);
    },
    async succeeded(tenantId, email) {
      await store.reset(emailKey(tenantId, email));
    },
    async admitReset(tenantId, email) {
      const key = `reset:email:${tenantId}:${email.toLowerCase()}`;
      return (await store.hit(key, RESET_LIMIT.windowMs)) <= RESET_LIMIT.max;
    },
  };
  return {
    admit: (...args) => guarded(() => guard.admit(...args), true),
    failed: (...args) => guarded(() => guard.failed(...args), undefined),
    succeeded: (...args) => guarded(() => guard.succeeded(...args), undefined),
    admitReset: (...args) => guarded(() => guard.admitReset(...args), true),
  };
}
