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
  type Placeholder,
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
import { preparedQuery } from '../db/prepared';
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
function afterOffer(brandId: string | Placeholder, afterId: string | Placeholder): SQL {
  return sql`(${offers.sortOrder}, ${offers.publishedAt}, ${offers.id}) < (
    SELECT a.sort_order, a.published_at, a.id FROM offers a
    WHERE a.brand_id = ${brandId} AND a.id = ${afterId})`;
}

/**
 * The feed pages every visitor and member asks for (the mixed feed and a type's, by offset or after
 * an offer), as prepared statements (db/prepared.ts): drizzle's builder cost more CPU than the
 * query, and PostgreSQL plans each once. Their generic plans read `offers_feed_idx` and
 * `offers_type_feed_idx` in order on every page (EXPLAIN ANALYZE at 100×: 0.1–0.4 ms); the
 * offset-only deep page walks the index to its offset (docs/perf.md "Scale").
 */
function preparedFeed(name: string, oneType: boolean, after: boolean) {
  return preparedQuery((orm) =>
    orm
      .select(FEED_COLUMNS)
      .from(offers)
      .where(
        and(
          eq(offers.brandId, sql.placeholder('brandId')),
          oneType
            ? eq(offers.type, sql.placeholder('type'))
            : sql`${offers.type} = ANY(${sql.placeholder('types')}::text[])`,
          after ? afterOffer(sql.placeholder('brandId'), sql.placeholder('after')) : undefined,
          isVisible(),
        ),
      )
      .orderBy(...FEED_ORDER)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
}
const FEED_STATEMENTS = {
  types: preparedFeed('feed_page', false, false),
  typesAfter: preparedFeed('feed_page_after', false, true),
  type: preparedFeed('feed_type_page', true, false),
  typeAfter: preparedFeed('feed_type_page_after', true, true),
};

/** One page of a brand's feed, by offset (the spec's) or after an offer (keyset, issue 38). */
export async function listFeedOffers(orm: Orm, filter: FeedFilter): Promise<FeedRow[]> {
  if (filter.types.length === 0) return [];
  const limit = filter.limit ?? FEED_PAGE_SIZE;
  const offset = filter.after === undefined ? filter.offset : 0;
  if (filter.categoryIds.length === 0) {
    const oneType = filter.types.length === 1;
    const statement =
      filter.after === undefined
        ? oneType
          ? FEED_STATEMENTS.type
          : FEED_STATEMENTS.types
        : oneType
          ? FEED_STATEMENTS.typeAfter
          : FEED_STATEMENTS.typesAfter;
    return statement(orm).execute({
      brandId: filter.brandId,
      type: filter.types[0],
      types: [...filter.types],
      after: filter.after,
      limit,
      offset,
    });
  }
  // A category feed (one or more categories: its plan depends on how many) is built per call.
  return orm
    .select(FEED_COLUMNS)
    .from(offers)
    .where(
      and(
        eq(offers.brandId, filter.brandId),
        filter.types.length === 1
          ? eq(offers.type, filter.types[0] as OfferType)
          : inArray(offers.type, [...filter.types]),
        inArray(offers.categoryId, [...filter.categoryIds]),
        filter.after === undefined ? undefined : afterOffer(filter.brandId, filter.after),
        isVisible(),
      ),
    )
    .orderBy(...FEED_ORDER)
    .limit(limit)
    .offset(offset);
}

// Every offer page, claim, referral and interest registration reads its offer: a prepared statement.
const offerById = preparedQuery((orm) =>
  orm
    .select(OFFER_COLUMNS)
    .from(offers)
    .where(
      and(eq(offers.brandId, sql.placeholder('brandId')), eq(offers.id, sql.placeholder('id'))),
    )
    .limit(1)
    .prepare('find_offer'),
);

/** One offer of a brand, whatever its dates: the caller tells ended from not found. */
export async function findOffer(
  orm: Orm,
  brandId: string,
  id: string,
): Promise<OfferRow | undefined> {
  const [row] = await offerById(orm).execute({ brandId, id });
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
 * brand's, a constant of the query, so `offers_search_idx` (GIN on brand_id and search_vector)
 * finds the brand's matches; only the newest `SEARCH_RANKED_MATCHES` of them are ranked, so a broad
 * term costs the same however many offers the brand has (issue 38).
 */
export async function searchOffers(orm: Orm, filter: SearchFilter): Promise<FeedRow[]> {
  const values = searchValues(filter);
  return values === null ? [] : searchStatement(orm).execute(values);
}

/** The placeholders' values of `searchStatement`, or null when the search can find nothing. */
export function searchValues(filter: SearchFilter) {
  const prefixQuery = toPrefixQuery(filter.query);
  if (filter.types.length === 0 || prefixQuery === null) return null;
  if (filter.offset >= SEARCH_RANKED_MATCHES) return null;
  return {
    brandId: filter.brandId,
    config: filter.config,
    types: [...filter.types],
    query: prefixQuery,
    limit: Math.min(filter.limit, SEARCH_RANKED_MATCHES - filter.offset),
    offset: filter.offset,
  };
}

/**
 * The search's query, built once per database handle (drizzle's builder cost more CPU than the
 * query) but sent as an unnamed statement, so PostgreSQL plans it for each term: a generic plan
 * cannot tell a broad term (newest first along `offers_published_idx`, stopping at the bound) from
 * a narrow one (the GIN index, then a sort), and the wrong one took 36 ms for "medlem" at 100×
 * against 0.9 ms (docs/perf.md "Scale").
 */
export const searchStatement = preparedQuery((orm) => {
  const query = sql`to_tsquery(${sql.placeholder('config')}::regconfig, ${sql.placeholder('query')})`;
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
        eq(offers.brandId, sql.placeholder('brandId')),
        sql`${offers.type} = ANY(${sql.placeholder('types')}::text[])`,
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
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('');
});
