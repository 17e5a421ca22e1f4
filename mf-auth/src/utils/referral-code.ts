import { runtime } from './runtime';

const KEY = 'pendingReferralCode';
/** A referral link is remembered for a day: long enough to register and finish set-up. */
const REMEMBER_MS = 24 * 60 * 60_000;

/**
 * The referral code of a `/createaccount/{referral_code}` link. Registration takes no code
 * (spec §3), set-up does: the code waits here until the set-up form fills it in.
 */
export function rememberReferralCode(code: string): void {
  runtime().storage.write(KEY, code, REMEMBER_MS);
}

export const rememberedReferralCode = (): string | null => runtime().storage.read<string>(KEY);

export function forgetReferralCode(): void {
  runtime().storage.remove(KEY);
}
