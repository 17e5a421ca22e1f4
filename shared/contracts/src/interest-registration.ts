import { z } from 'zod';

import { lazySchema } from './lazy-schema';

/**
 * POST /v1/register_interest/offer: the member joins the waiting list of a sold-out ticket
 * (spec §4 "Item availability"), recorded as an order paid by interest registration (spec §3).
 */
export const registerInterestBodySchema = lazySchema(() =>
  z.object({
    offerId: z.string().min(1).max(64),
    itemVariantId: z.string().min(1).max(64),
  }),
);
export type RegisterInterestBody = z.input<typeof registerInterestBodySchema>;

/**
 * The registration's order. `alreadyRegistered` is true when the member was on the waiting list
 * of that ticket before (HTTP 200 instead of 201): a second press never makes a second order.
 */
export const registerInterestResultSchema = lazySchema(() =>
  z.object({
    orderId: z.string(),
    alreadyRegistered: z.boolean(),
  }),
);
export type RegisterInterestResult = z.infer<typeof registerInterestResultSchema>;
