import { and, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';

import { FEED_PAGE_SIZE, OFFER_TYPES, type Brand, type OfferType } from '@klubb/contracts';

import type { Orm } from '../db/database';
import { billboards, offers } from '../db/schema';

export type OfferRow = typeof offers.$inferSelect;

const FLAG_OF_TYPE: Record<OfferType, 'showBenefit' | 'showLive' | 'showEditorial'> = {
  benefit: 'showBenefit',
  live: 'showLive',
  editorial: 'showEditorial',
};

/** The offer types whose feed is on for a brand (spec: the tabs follow feature flags). */
export function enabledOfferTypes(brand: Brand): OfferType[] {
  return OFFER_TYPES.filter((type) => brand.config[FLAG_OF_TYPE[type]]);
}

/** Published and not yet ended, by the database's clock. */
export function isVisible(): SQL {
  return and(
    lte(offers.publishedAt, sql`now()`),
    or(isNull(offers.endsAt), gt(offers.endsAt, sql`now()`)),
  ) as SQL;
}

/** Feed order: pinned first, then newest first; the id breaks ties so pages never overlap. */
const FEED_ORDER = [desc(offers.sortOrder), desc(offers.publishedAt), desc(offers.id)];

export interface FeedFilter {
  brandId: string;
  /** Types to include; empty gives an empty page. */
  types: readonly OfferType[];
  /** An offer matches if its category is one of these; empty means every category. */
  categoryIds: readonly string[];
  /** How many offers of the feed to skip. */
  offset: number;
  limit?: number;
}

/** One page of a brand's feed. */
export async function listFeedOffers(orm: Orm, filter: FeedFilter): Promise<OfferRow[]> {
  if (filter.types.length === 0) return [];
  return orm
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.brandId, filter.brandId),
        filter.types.length === 1
          ? eq(offers.type, filter.types[0] as OfferType)
          : inArray(offers.type, [...filter.types]),
        filter.categoryIds.length ? inArray(offers.categoryId, [...filter.categoryIds]) : undefined,
        isVisible(),
      ),
    )
    .orderBy(...FEED_ORDER)
    .limit(filter.limit ?? FEED_PAGE_SIZE)
    .offset(filter.offset);
}

/** One offer of a brand, whatever its dates: the caller tells ended from not found. */
export async function findOffer(
  orm: Orm,
  brandId: string,
  id: string,
): Promise<OfferRow | undefined> {
  const [row] = await orm
    .select()
    .from(offers)
    .where(and(eq(offers.brandId, brandId), eq(offers.id, id)))
    .limit(1);
  return row;
}

/** The brand's billboard offer, if it has one that is visible now. */
export async function findBillboardOffer(orm: Orm, brandId: string): Promise<OfferRow | undefined> {
  const [row] = await orm
    .select({ offer: offers })
    .from(billboards)
    .innerJoin(
      offers,
      and(eq(offers.brandId, billboards.brandId), eq(offers.id, billboards.offerId)),
    )
    .where(and(eq(billboards.brandId, brandId), isVisible()))
    .limit(1);
  return row?.offer;
}

/** Escapes LIKE's wildcards so a search for `50%` means the text `50%`. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export interface SearchFilter {
  brandId: string;
  types: readonly OfferType[];
  query: string;
  offset: number;
  limit: number;
}

/** Visible offers whose title, teaser or preamble contains the query, in feed order. */
export async function searchOffers(orm: Orm, filter: SearchFilter): Promise<OfferRow[]> {
  if (filter.types.length === 0) return [];
  const pattern = likePattern(filter.query);
  return orm
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.brandId, filter.brandId),
        inArray(offers.type, [...filter.types]),
        or(
          ilike(offers.title, pattern),
          ilike(offers.teaserLine, pattern),
          ilike(offers.preamble, pattern),
        ),
        isVisible(),
      ),
    )
    .orderBy(...FEED_ORDER)
    .limit(filter.limit)
    .offset(filter.offset);
}
