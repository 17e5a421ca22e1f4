import type { DoorEventList } from '@klubb/contracts';

import type { SqlRunner } from '../../db/database';
import { requireBrandAccess, type OperatorContext } from '../../http/operator-context';

/**
 * The events a door scanner can pick: the brand's ticket variants that have not ended a day ago
 * (undated ones too), soonest first. Door staff and brand operators see their own brand; a
 * platform operator names the brand.
 */
export async function doorEvents(
  sql: SqlRunner,
  operator: OperatorContext,
  brandId: string | undefined,
): Promise<DoorEventList> {
  const brand = brandId ?? operator.brandId ?? '';
  requireBrandAccess(operator, brand);
  const rows = await sql.query<{
    id: string;
    offer_title: string;
    title: string;
    date_start: Date | null;
    date_end: Date | null;
  }>(
    `SELECT iv.id, o.title AS offer_title, iv.title, iv.date_start, iv.date_end
     FROM item_variants iv JOIN offers o ON o.id = iv.offer_id
     WHERE iv.brand_id = $1 AND o.item_variant_type = 'ticket'
       AND (iv.date_end IS NULL OR iv.date_end > now() - interval '1 day')
     ORDER BY iv.date_start NULLS LAST, iv.id
     LIMIT 100`,
    [brand],
  );
  return {
    events: rows.map((row) => ({
      itemVariantId: row.id,
      eventName: row.offer_title,
      variantTitle: row.title,
      date:
        row.date_start && row.date_end
          ? { start: new Date(row.date_start).getTime(), end: new Date(row.date_end).getTime() }
          : null,
    })),
  };
}
