import { z } from 'zod';

import { lazySchema } from './lazy-schema';

/** How long a referral token works: long enough to open the partner's page, no longer. */
export const REFERRAL_TOKEN_LIFETIME_MS = 10 * 60_000;

/** POST /v1/create/referral_token: a token for the partner's page of this offer. */
export const referralTokenBodySchema = lazySchema(() =>
  z.object({ offerId: z.string().min(1).max(200) }),
);
export type ReferralTokenBody = z.input<typeof referralTokenBodySchema>;

export const referralTokenSchema = lazySchema(() =>
  z.object({
    token: z.string(),
    /** When the token stops working, ms since the epoch. */
    expiresAt: z.number().int(),
  }),
);
export type ReferralToken = z.infer<typeof referralTokenSchema>;

/** POST /v1/verify/referral_token: the partner asks whether a token is genuine and fresh. */
export const referralVerifyBodySchema = lazySchema(() =>
  z.object({ token: z.string().min(1).max(200) }),
);

export const referralClaimSchema = lazySchema(() =>
  z.object({
    offerId: z.string(),
    /** The member the token was made for. */
    memberId: z.string(),
    expiresAt: z.number().int(),
  }),
);
export type ReferralClaim = z.infer<typeof referralClaimSchema>;
