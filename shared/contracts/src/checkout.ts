import { z } from 'zod';

import { lazySchema } from './lazy-schema';

const testModeSchema = lazySchema(() =>
  z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .default(true),
);

/** POST /v1/payment/checkout: a checkout session for the member's cart. */
export const createCheckoutBodySchema = lazySchema(() => z.object({ testMode: testModeSchema }));
export type CreateCheckoutBody = z.input<typeof createCheckoutBodySchema>;

/** Spec §3 "Checkout session": what the payment form needs. */
export const checkoutSessionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    clientSecret: z.string(),
    /** Until when (ms since the epoch) the cart's items are held for this checkout (issue 37). */
    expiresAt: z.number().int().optional(),
  }),
);
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** POST /v1/expire/checkout: gives an unfinished session's reserved items back. */
export const expireCheckoutBodySchema = lazySchema(() =>
  z.object({
    stripeCheckoutSessionId: z.string().min(1).max(200),
    testMode: testModeSchema,
  }),
);
export type ExpireCheckoutBody = z.input<typeof expireCheckoutBodySchema>;

/** GET /v1/get/checkout/config?testMode. */
export const checkoutConfigQuerySchema = lazySchema(() => z.object({ testMode: testModeSchema }));
export const checkoutConfigSchema = lazySchema(() =>
  z.object({ publishableKey: z.string(), testMode: z.boolean() }),
);
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

/** How long a checkout session holds the cart's items before they go back on sale. */
export const CHECKOUT_SESSION_LIFETIME_MS = 30 * 60_000;
