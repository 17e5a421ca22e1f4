import { eq, sql } from 'drizzle-orm';

import type { Orm } from '../db/database';
import { offers } from '../db/schema';

/**
 * When the brand's visible offers next change by the clock alone: the earliest publish or end time
 * still ahead, by the database's clock (the same clock `isVisible` uses), as epoch ms; null when
 * no offer of the brand has one. Every public answer of the brand (feeds, billboard, an offer and
 * its companion) may change then, and at no other time without a write.
 */
export async function nextOfferChange(orm: Orm, brandId: string): Promise<number | null> {
  const [row] = await orm
    .select({
      at: sql<string | number | null>`extract(epoch from least(
        min(${offers.publishedAt}) filter (where ${offers.publishedAt} > now()),
        min(${offers.endsAt}) filter (where ${offers.endsAt} > now())
      )) * 1000`,
    })
    .from(offers)
    .where(eq(offers.brandId, brandId));
  const at = row?.at;
  return at === null || at === undefined ? null : Math.floor(Number(at));
}
