import type { RuntimeStorage } from '@klubb/runtime';

const KEY = 'pendingReferralCode';
/** A referral link is remembered for a day: long enough to register and finish set-up. */
const REMEMBER_MS = 24 * 60 * 60_000;

/**
 * The referral code of a `/createaccount/{referral_code}` link. Registration takes no code
 * (spec §3), set-up does: the code waits in the runtime's storage until the set-up form fills it
 * in.
 */
export function rememberReferralCode(storage: RuntimeStorage, code: string): void {
  storage.write(KEY, code, REMEMBER_MS);
}

export const rememberedReferralCode = (storage: RuntimeStorage): string | null =>
  storage.read<string>(KEY);

export function forgetReferralCode(storage: RuntimeStorage): void {
  storage.remove(KEY);
}
