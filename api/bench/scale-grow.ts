import type { Database } from '../src/db/database';

/** The member whose order history the scale bench reads: 5 orders per factor (500 at 100×). */
export const SCALE_MEMBER = { uid: 'seed-klubb-anna', tenantId: 'klubb-a1b2c' };
const MEMBER_BATCH = 10_000;

/**
 * Grows a seeded database by SQL to `factor` times the seed (issue 38): every offer copied
 * `factor - 1` times under new ids, each copy published a day further back (so the copies
 * interleave with the seed in feed order); 1,000 members per factor with 2 orders each; and
 * `SCALE_MEMBER` with 5 orders per factor. Analyzed afterwards, as a database that grew over
 * years would be.
 */
export async function growDatabase(database: Database, factor: number): Promise<void> {
  const columns = await database.sql.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'offers'
        AND column_name NOT IN ('id', 'published_at', 'search_vector', 'companion_offer_id',
          'companion_offer_header')
      ORDER BY ordinal_position`,
  );
  const list = columns.map((row) => row.column_name).join(', ');
  // One statement per copy and per batch of members: each stays well under the pool's 15 s
  // query timeout on a busy machine.
  for (let k = 2; k <= factor; k += 1) {
    await database.sql.exec(`
      INSERT INTO offers (id, published_at, ${list})
      SELECT o.id || '-x${k}', o.published_at - make_interval(days => ${k}), ${list
        .split(', ')
        .map((name) => `o.${name}`)
        .join(', ')}
      FROM offers o WHERE o.id NOT LIKE '%-x%'`);
  }
  const members = 1000 * factor;
  for (let from = 1; from <= members; from += MEMBER_BATCH) {
    const to = Math.min(from + MEMBER_BATCH - 1, members);
    await database.sql.exec(`
      INSERT INTO users (id, brand_id, email)
      SELECT 'scale-member-' || n, 'klubb', 'scale-' || n || '@klubb.example'
      FROM generate_series(${from}, ${to}) AS n;
      INSERT INTO orders (id, brand_id, user_id, payment_method, amount_total, currency, created_at)
      SELECT 'scale-order-' || n || '-' || k, 'klubb', 'scale-member-' || n, 'card', 10000, 'SEK',
        now() - make_interval(days => n % 700, hours => k)
      FROM generate_series(${from}, ${to}) AS n CROSS JOIN generate_series(1, 2) AS k`);
  }
  await database.sql.exec(`
    INSERT INTO orders (id, brand_id, user_id, payment_method, amount_total, currency, created_at)
    SELECT 'scale-anna-' || n, 'klubb', '${SCALE_MEMBER.uid}', 'card', 10000, 'SEK',
      now() - make_interval(days => n)
    FROM generate_series(1, ${5 * factor}) AS n`);
  for (const table of ['offers', 'users', 'orders']) await database.sql.exec(`ANALYZE ${table}`);
}
