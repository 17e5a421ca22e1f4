import type { brands } from '../schema';

import type { NewOffer, OfferPlan } from './generate-offers';

export type NewBrand = typeof brands.$inferInsert;

/** One seeded brand: its row, the app URLs it answers to, its offers and its billboard. */
export interface SeedBrand {
  brand: NewBrand;
  appUrls: string[];
  offerPlan: OfferPlan;
  offerChanges: Record<string, Partial<NewOffer>>;
  billboardOfferId: string;
}

/** Offer types share their theme scale; only colours, fonts and radii differ between brands. */
export const OFFER_THEME = { breakpoints: { xs: 2, sm: 3, lg: 4 }, gap: 16 };

/** The past date the seeded ended offers stopped on. */
export const ENDED_AT = new Date(Date.UTC(2026, 5, 30, 21, 59));
/** A future date for an offer that is not published yet. */
export const SCHEDULED_AT = new Date(Date.UTC(2030, 0, 1, 7, 0));
