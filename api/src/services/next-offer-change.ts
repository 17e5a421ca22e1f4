import { eq, sql } from 'drizzle-orm';

import type { Orm } from '../db/database';
import { brands } from '../db/schema';

/**
 * When the brand's visible offers next change by the clock alone: the earliest publish or end time
 * still ahead, by the database's clock (the same clock `isVisible` uses), as epoch ms; null when
 * no offer of the brand has one. Every public answer of the brand (feeds, billboard, an offer and
 * its companion) may change then, and at no other time without a write.
 *
 * Two `min()` subqueries, each one probe of its index (`offers_published_idx`, `offers_ends_idx`,
 * migrations/0021_scale_indexes.sql): the cost does not grow with the brand's offers (issue 38).
 */
export async function nextOfferChange(orm: Orm, brandId: string): Promise<number | null> {
  const [row] = await nextOfferChangeQuery(orm, brandId);
  const at = row?.at;
  return at === null || at === undefined ? null : Math.floor(Number(at));
}

/** The query of `nextOfferChange` (its plan is tested). */
export function nextOfferChangeQuery(orm: Orm, brandId: string) {
  return orm
    .select({
      at: sql<string | number | null>`extract(epoch from least(
        (SELECT min(o.published_at) FROM offers o
          WHERE o.brand_id = ${brandId} AND o.published_at > now()),
        (SELECT min(o.ends_at) FROM offers o
          WHERE o.brand_id = ${brandId} AND o.ends_at > now())
      )) * 1000`,
    })
    .from(brands)
    .where(eq(brands.id, brandId));
}
