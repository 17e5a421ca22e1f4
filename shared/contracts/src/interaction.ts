import { z } from 'zod';

import { lazySchema } from './lazy-schema';
import { offerTypeSchema } from './offer';

/**
 * The interaction log (spec §7): feed paging and call-to-action clicks. The spec gives no path; the
 * API answers it at API_PATHS.logInteraction with 204. A plain union, not a discriminated one:
 * zod 4 accepts only literal discriminators there, and the call-to-action event is a pattern.
 */
export const interactionEventSchema = lazySchema(() =>
  z.union([
    z.object({
      event: z.literal('extendOfferFeedList'),
      params: z.object({
        type: offerTypeSchema.nullable(),
        offset: z.number().int().min(0),
        categoryId: z.string().max(64).nullable(),
      }),
    }),
    z.object({
      event: z.templateLiteral([
        'callToActionButtonClicked-',
        z.enum(['url', 'claim', 'payment', 'referralUrl', 'mailTo']),
      ]),
      params: z.object({ offerId: z.string().max(64) }),
    }),
  ]),
);
export type InteractionEvent = z.infer<typeof interactionEventSchema>;

/** The persistent stores of the feed cache (spec §4: one per feed, 10 s each). */
export const FEED_CACHE_STORES = ['billboard', 'editorial', 'benefit', 'live', 'general'] as const;
export type FeedCacheStore = (typeof FEED_CACHE_STORES)[number];
