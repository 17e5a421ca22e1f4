import { z } from 'zod';

import { lazySchema } from './lazy-schema';
import { offerTypeSchema } from './offer-type';

/** "Mina väntelistor" (issue 37): the member's waiting lists, and leaving one. */
export const WAITING_LIST_PATHS = {
  getWaitingLists: '/v1/get_list/waiting_list',
  leaveWaitingList: '/v1/delete/waiting_list',
} as const;

export const waitingListEntrySchema = lazySchema(() =>
  z.object({
    /** The registration (an interest registration order). */
    orderId: z.string(),
    offerId: z.string(),
    offerType: offerTypeSchema,
    itemVariantId: z.string(),
    eventName: z.string(),
    variantTitle: z.string(),
    date: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
    /** 1 for the first in line; null once the member has had their offer. */
    place: z.number().int().positive().nullable(),
    /** A ticket held for the member until `expiresAt` (ms since the epoch); buy it at checkout. */
    offer: z
      .object({
        state: z.enum(['open', 'taken', 'expired']),
        expiresAt: z.number().int(),
      })
      .nullable(),
  }),
);
export type WaitingListEntry = z.infer<typeof waitingListEntrySchema>;
export const waitingListSchema = lazySchema(() => z.array(waitingListEntrySchema));

export const leaveWaitingListBodySchema = lazySchema(() =>
  z.object({ orderId: z.string().min(1).max(64) }),
);
