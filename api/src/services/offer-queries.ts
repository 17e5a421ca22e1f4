import {
  and,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';

import {
  ERROR_CODES,
  FEED_PAGE_SIZE,
  SEARCH_RANKED_MATCHES,
  OFFER_TYPES,
  type Brand,
  type OfferType,
} from '@klubb/contracts';

import type { Orm } from '../db/database';
import { billboards, offers } from '../db/schema';
import type { SearchConfig } from '../db/search-config';
import { ApiError } from '../http/api-error';

// Every column but the search vector, which only the search's WHERE needs.
const { searchVector: _searchVector, ...OFFER_COLUMNS } = getTableColumns(offers);
export type OfferRow = Omit<typeof offers.$inferSelect, 'searchVector'>;

// What a feed card needs: the lists leave the detail (content blocks, promo) in the database.
const FEED_COLUMNS = {
  id: offers.id,
  type: offers.type,
  categoryId: offers.categoryId,
  title: offers.title,
  teaserLine: offers.teaserLine,
  puffImage: offers.puffImage,
  readingTime: offers.readingTime,
  tags: offers.tags,
};
export type FeedRow = Pick<OfferRow, keyof typeof FEED_COLUMNS>;

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
  /** How many offers of the feed to skip (the spec's paging: its cost grows with the offset). */
  offset: number;
  /**
   * Keyset paging: the id of the last offer of the page before. The page starts after that offer's
   * (sort_order, published_at, id) and `offset` is ignored; an unknown id gives an empty page.
   */
  after?: string;
  limit?: number;
}

/** Rows after the offer `afterId` of the brand in feed order (all three keys descending). */
function afterOffer(brandId: string, afterId: string): SQL {
  return sql`(${offers.sortOrder}, ${offers.publishedAt}, ${offers.id}) < (
    SELECT a.sort_order, a.published_at, a.id FROM offers a
    WHERE a.brand_id = ${brandId} AND a.id = ${afterId})`;
}

/** One page of a brand's feed, by offset (the spec's) or after an offer (keyset, issue 38). */
export async function listFeedOffers(orm: Orm, filter: FeedFilter): Promise<FeedRow[]> {
  if (filter.types.length === 0) return [];
  return orm
    .select(FEED_COLUMNS)
    .from(offers)
    .where(
      and(
        eq(offers.brandId, filter.brandId),
        filter.types.length === 1
          ? eq(offers.type, filter.types[0] as OfferType)
          : inArray(offers.type, [...filter.types]),
        filter.categoryIds.length ? inArray(offers.categoryId, [...filter.categoryIds]) : undefined,
        filter.after === undefined ? undefined : afterOffer(filter.brandId, filter.after),
        isVisible(),
      ),
    )
    .orderBy(...FEED_ORDER)
    .limit(filter.limit ?? FEED_PAGE_SIZE)
    .offset(filter.after === undefined ? filter.offset : 0);
}

/** One offer of a brand, whatever its dates: the caller tells ended from not found. */
export async function findOffer(
  orm: Orm,
  brandId: string,
  id: string,
): Promise<OfferRow | undefined> {
  const [row] = await orm
    .select(OFFER_COLUMNS)
    .from(offers)
    .where(and(eq(offers.brandId, brandId), eq(offers.id, id)))
    .limit(1);
  return row;
}

/** Several offers of a brand by id, in one query. */
export async function findOffers(orm: Orm, brandId: string, ids: string[]): Promise<OfferRow[]> {
  if (ids.length === 0) return [];
  return orm
    .select(OFFER_COLUMNS)
    .from(offers)
    .where(and(eq(offers.brandId, brandId), inArray(offers.id, ids)));
}

/**
 * An offer of the brand that can be acted on now: 404 `offer/not-found` when unknown, another
 * brand's or not yet published; 410 `offer/ended` after its end date.
 */
export async function findVisibleOffer(orm: Orm, brandId: string, id: string): Promise<OfferRow> {
  const row = await findOffer(orm, brandId, id);
  const now = Date.now();
  if (!row || row.publishedAt.getTime() > now) {
    throw new ApiError(404, ERROR_CODES.offerNotFound, 'The offer was not found');
  }
  if (row.endsAt && row.endsAt.getTime() <= now) {
    throw new ApiError(410, ERROR_CODES.offerEnded, 'The offer is no longer active');
  }
  return row;
}

/** The brand's billboard offer, if it has one that is visible now. */
export async function findBillboardOffer(orm: Orm, brandId: string): Promise<OfferRow | undefined> {
  const [row] = await orm
    .select({ offer: OFFER_COLUMNS })
    .from(billboards)
    .innerJoin(
      offers,
      and(eq(offers.brandId, billboards.brandId), eq(offers.id, billboards.offerId)),
    )
    .where(and(eq(billboards.brandId, brandId), isVisible()))
    .limit(1);
  return row?.offer;
}

export interface SearchFilter {
  brandId: string;
  /** The brand's text-search configuration (search-config.ts): a constant, so the index answers. */
  config: SearchConfig;
  types: readonly OfferType[];
  query: string;
  offset: number;
  limit: number;
}

/**
 * The search text as a prefix query: each word (letters and digits) must match the start of a
 * word, so "rab" finds "rabatt" while typing. Null when nothing searchable is left.
 */
export function toPrefixQuery(text: string): string | null {
  const words = text.normalize('NFC').match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique = [...new Set(words.map((word) => word.toLowerCase()))].slice(0, 8);
  return unique.length ? unique.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * Visible offers matching the text in the brand's language (Swedish or Norwegian stemming), best
 * match first — title above teaser above preamble — then in feed order. The configuration is the
 * brand's, a constant of the query, so `offers_search_idx` (GIN on search_vector) finds the
 * matches; only the newest `SEARCH_RANKED_MATCHES` of them are ranked, so a broad term costs the
 * same however many offers the brand has (issue 38).
 */
export async function searchOffers(orm: Orm, filter: SearchFilter): Promise<FeedRow[]> {
  return (await searchOffersQuery(orm, filter)) ?? [];
}

/** The query `searchOffers` runs (its plan is tested), or null when it can find nothing. */
export function searchOffersQuery(orm: Orm, filter: SearchFilter) {
  const prefixQuery = toPrefixQuery(filter.query);
  if (filter.types.length === 0 || prefixQuery === null) return null;
  if (filter.offset >= SEARCH_RANKED_MATCHES) return null;
  const query = sql`to_tsquery(${filter.config}::regconfig, ${prefixQuery})`;
  const matches = orm
    .select({
      ...FEED_COLUMNS,
      sortOrder: offers.sortOrder,
      publishedAt: offers.publishedAt,
      searchVector: offers.searchVector,
    })
    .from(offers)
    .where(
      and(
        eq(offers.brandId, filter.brandId),
        inArray(offers.type, [...filter.types]),
        sql`${offers.searchVector} @@ ${query}`,
        isVisible(),
      ),
    )
    .orderBy(desc(offers.publishedAt), desc(offers.id))
    .limit(SEARCH_RANKED_MATCHES)
    .as('matches');
  return orm
    .select({
      id: matches.id,
      type: matches.type,
      categoryId: matches.categoryId,
      title: matches.title,
      teaserLine: matches.teaserLine,
      puffImage: matches.puffImage,
      readingTime: matches.readingTime,
      tags: matches.tags,
    })
    .from(matches)
    .orderBy(
      desc(sql`ts_rank_cd(${matches.searchVector}, ${query})`),
      desc(matches.sortOrder),
      desc(matches.publishedAt),
      desc(matches.id),
    )
    .limit(Math.min(filter.limit, SEARCH_RANKED_MATCHES - filter.offset))
    .offset(filter.offset);
}
