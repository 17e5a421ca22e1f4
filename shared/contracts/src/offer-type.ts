import { z } from 'zod';

import { lazySchema } from './lazy-schema';

/** Offer types (spec §3, §9); anything else falls back to live. */
export const OFFER_TYPES = ['benefit', 'live', 'editorial'] as const;
export const offerTypeSchema = lazySchema(() => z.enum(OFFER_TYPES));
export type OfferType = z.infer<typeof offerTypeSchema>;
export const DEFAULT_OFFER_TYPE: OfferType = 'live';

/** Reads a path segment as an offer type, falling back to live as the spec says. */
export function toOfferType(value: string | undefined): OfferType {
  return offerTypeSchema.safeParse(value).success ? (value as OfferType) : DEFAULT_OFFER_TYPE;
}
