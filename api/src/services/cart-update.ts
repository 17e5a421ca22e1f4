import { ERROR_CODES, type Brand, type CartLine } from '@klubb/contracts';

import type { Database, SqlRunner } from '../db/database';
import { ApiError } from '../http/api-error';

interface VariantLimits {
  purchase_cap: number;
  available: number;
}

/** Lines of the same variant in one update add up; the first offer id named is kept. */
function mergeLines(lines: CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const line of lines) {
    const seen = merged.get(line.itemVariantId);
    if (!seen) merged.set(line.itemVariantId, { ...line });
    else if (line.quantity === 0 || seen.quantity === 0) seen.quantity = 0;
    else seen.quantity += line.quantity;
  }
  return [...merged.values()];
}

/** The variant of a line if it is the named offer's and on sale in this brand now. */
async function limitsOf(
  sql: SqlRunner,
  brand: Brand,
  userId: string,
  line: CartLine,
): Promise<VariantLimits> {
  // What a waiting list holds for the member (issue 37) is theirs to buy though not on sale.
  const [row] = await sql.query<VariantLimits>(
    `SELECT v.purchase_cap, v.available + (
       SELECT count(*)::int FROM waiting_list_offers w
       WHERE w.user_id = $4 AND w.item_variant_id = v.id AND w.state = 'open'
         AND w.expires_at > now()) AS available
     FROM item_variants v
     JOIN offers o ON o.brand_id = v.brand_id AND o.id = v.offer_id
     WHERE v.id = $1 AND v.offer_id = $2 AND v.brand_id = $3 AND o.item_variant_type IS NOT NULL
       AND o.published_at <= now() AND (o.ends_at IS NULL OR o.ends_at > now())`,
    [line.itemVariantId, line.offerId, brand.id, userId],
  );
  if (!row) {
    throw new ApiError(
      404,
      ERROR_CODES.cartItemNotFound,
      `No item ${line.itemVariantId.slice(0, 64)} on sale in offer ${line.offerId.slice(0, 64)}`,
    );
  }
  return row;
}

/**
 * PUT /v1/update/user/shopping_cart: each line adds to what the cart holds (0 removes it, a
 * negative number takes away), clamped by the variant's purchase cap and what is left to sell.
 * One transaction per update, with the member's row locked first: concurrent updates of one cart
 * apply one after the other and none is lost. A line naming no item on sale rolls it all back.
 */
export async function updateCart(
  database: Database,
  brand: Brand,
  userId: string,
  lines: CartLine[],
): Promise<void> {
  await database.transaction(async (sql) => {
    await sql.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    for (const line of mergeLines(lines)) {
      const limits = await limitsOf(sql, brand, userId, line);
      const [held] = await sql.query<{ quantity: number }>(
        'SELECT quantity FROM cart_items WHERE user_id = $1 AND item_variant_id = $2',
        [userId, line.itemVariantId],
      );
      const limit = Math.max(0, Math.min(limits.purchase_cap, limits.available));
      const wanted = line.quantity === 0 ? 0 : (held?.quantity ?? 0) + line.quantity;
      const quantity = Math.max(0, Math.min(wanted, limit));
      if (quantity === 0) {
        await sql.query('DELETE FROM cart_items WHERE user_id = $1 AND item_variant_id = $2', [
          userId,
          line.itemVariantId,
        ]);
      } else {
        await sql.query(
          `INSERT INTO cart_items (user_id, item_variant_id, offer_id, quantity)
           VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, item_variant_id) DO UPDATE SET quantity = EXCLUDED.quantity`,
          [userId, line.itemVariantId, line.offerId, quantity],
        );
      }
    }
  });
}
