import type { RateLimitStore } from '../plugins/rate-limit-store';

import { LOCK_OUT_MS, MAX_FAILED_SIGN_INS } from './account-store';
import { MAX_OOB_CODES_PER_HOUR } from './oob-codes';

/**
 * Wrong sign-ins are counted three ways (ADR 019): per account (the e-mail in its tenant, known
 * or not), per client address and account, and per client address. Only the account's own count
 * refuses: five failures lock that account, from every address, as Firebase does. The other two
 * only slow down: an address past its free allowance waits a little longer before each attempt,
 * and an address guessing at one account waits longer with every guess. A correct password for
 * another account is never refused because of the address it comes from (a mobile carrier's NAT
 * puts thousands of members behind one), and is slowed by at most `ADDRESS_DELAY.maxMs`.
 */
export const SIGN_IN_LIMITS = {
  perEmail: { max: MAX_FAILED_SIGN_INS, windowMs: LOCK_OUT_MS },
  perPair: { windowMs: LOCK_OUT_MS },
  perClient: { free: 10, windowMs: 15 * 60_000 },
} as const;

/** The delay of an address past its free failures: doubling from `firstMs`, at most `maxMs`. */
export const ADDRESS_DELAY = { firstMs: 20, maxMs: 300 } as const;
/** The delay of an address at one account it failed at: doubling with each failure. */
export const PAIR_DELAY = { firstMs: 100, maxMs: 2000 } as const;

/** Password-reset e-mails per address and hour, existing or not (the stand-in's limit). */
export const RESET_LIMIT = { max: MAX_OOB_CODES_PER_HOUR, windowMs: 60 * 60_000 } as const;

export interface SignInLimits {
  perEmail: { max: number; windowMs: number };
  perPair: { windowMs: number };
  perClient: { free: number; windowMs: number };
}

/** What may happen with one attempt: refused by the account's lock-out, or checked after a delay. */
export type SignInAdmission = { locked: true } | { locked: false; delayMs: number };

export interface SignInGuard {
  /** Locked: answer "too many attempts" without a hash; otherwise wait `delayMs`, then check. */
  admit(tenantId: string, email: string, client: string): Promise<SignInAdmission>;
  failed(tenantId: string, email: string, client: string): Promise<void>;
  /** A right password, or a new one (reset, change): the account's counts start again. */
  succeeded(tenantId: string, email: string, client?: string): Promise<void>;
  /** True while another reset e-mail may be asked for this address (counted whether it exists or not). */
  admitReset(tenantId: string, email: string): Promise<boolean>;
}

const account = (tenantId: string, email: string) => `${tenantId}:${email.toLowerCase()}`;
const emailKey = (tenantId: string, email: string) => `sign-in:email:${account(tenantId, email)}`;
const pairKey = (tenantId: string, email: string, client: string) =>
  `sign-in:pair:${client}:${account(tenantId, email)}`;
const clientKey = (client: string) => `sign-in:client:${client}`;

/** `firstMs` doubled for each failure past `free`, capped at `maxMs`; 0 up to `free`. */
export function progressiveDelay(
  failures: number,
  free: number,
  step: { firstMs: number; maxMs: number },
): number {
  const excess = failures - free;
  if (excess <= 0) return 0;
  return Math.min(step.maxMs, step.firstMs * 2 ** Math.min(excess - 1, 30));
}

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
      const [perEmail, perPair, perClient] = await Promise.all([
        store.peek(emailKey(tenantId, email)),
        store.peek(pairKey(tenantId, email, client)),
        store.peek(clientKey(client)),
      ]);
      if (perEmail >= limits.perEmail.max) return { locked: true };
      const delayMs = Math.max(
        progressiveDelay(perClient, limits.perClient.free, ADDRESS_DELAY),
        progressiveDelay(perPair, 0, PAIR_DELAY),
      );
      return { locked: false, delayMs };
    },
    async failed(tenantId, email, client) {
      await Promise.all([
        store.hit(emailKey(tenantId, email), limits.perEmail.windowMs),
        store.hit(pairKey(tenantId, email, client), limits.perPair.windowMs),
        store.hit(clientKey(client), limits.perClient.windowMs),
      ]);
    },
    async succeeded(tenantId, email, client) {
      await Promise.all([
        store.reset(emailKey(tenantId, email)),
        ...(client ? [store.reset(pairKey(tenantId, email, client))] : []),
      ]);
    },
    async admitReset(tenantId, email) {
      const key = `reset:email:${tenantId}:${email.toLowerCase()}`;
      return (await store.hit(key, RESET_LIMIT.windowMs)) <= RESET_LIMIT.max;
    },
  };
  const open: SignInAdmission = { locked: false, delayMs: 0 };
  return {
    admit: (...args) => guarded(() => guard.admit(...args), open),
    failed: (...args) => guarded(() => guard.failed(...args), undefined),
    succeeded: (...args) => guarded(() => guard.succeeded(...args), undefined),
    admitReset: (...args) => guarded(() => guard.admitReset(...args), true),
  };
}
