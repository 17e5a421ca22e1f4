import { API_PATHS, ERROR_CODES } from '@klubb/contracts';

import type { Database } from '../src/db/database';
import { reserveStock } from '../src/services/stock-reservations';

import { mintTestToken } from './helpers/identity';
import { addLoadMembers } from './helpers/load-members';
import { withToken } from './helpers/member';
import { createTestApp, errorOf, type TestApp } from './helpers/test-app';

// Concurrency is proven on the real server: PGlite has one connection, so nothing runs at once
// there. These run where TEST_DATABASE_URL is set (CI sets it).
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const MEMBERS = 50;
const CODES = 20;
const CAP = 2;

/** A variant of a seeded live offer with the given stock, cap and id. */
async function addVariant(database: Database, id: string, available: number, cap: number) {
  await database.sql.query(
    `INSERT INTO item_variants (id, brand_id, offer_id, title, price_current, currency,
       purchase_cap, available)
     VALUES ($1, 'klubb', 'klubb-live-006', 'Load test', 10000, 'SEK', $3, $2)`,
    [id, available, cap],
  );
}

describeOnPostgres('safe under concurrency on postgres', () => {
  let t: TestApp;
  let members: string[];
  beforeAll(async () => {
    t = await createTestApp('postgres');
    members = await addLoadMembers(t.database, MEMBERS, 'load-member');
  });
  afterAll(() => t.close());

  it(`gives ${CODES} codes to 200 concurrent claims of ${MEMBERS} members, none twice, none over the cap`, async () => {
    await t.database.sql.exec(
      `UPDATE offers SET promo_type = 'unique', voucher_claim_cap = ${CAP} WHERE id = 'klubb-benefit-007';
       DELETE FROM voucher_codes WHERE offer_id = 'klubb-benefit-007';
       INSERT INTO voucher_codes (brand_id, offer_id, code)
         SELECT 'klubb', 'klubb-benefit-007', 'LOAD-' || n FROM generate_series(1, ${CODES}) AS n;`,
    );
    const calls = await Promise.all(
      members.map(async (uid) => withToken(t, await mintTestToken(t.database, { uid }))),
    );
    const attempts = calls.flatMap((call, member) =>
      Array.from({ length: 4 }, () => ({ member, call })),
    );
    const responses = await Promise.all(
      attempts.map(async ({ member, call }) => ({
        member,
        response: await call('POST', API_PATHS.claimVoucherCode, { id: 'klubb-benefit-007' }),
      })),
    );

    const granted = responses.filter(({ response }) => response.statusCode === 200);
    expect(granted).toHaveLength(CODES);
    const codes = granted.map(({ response }) => response.json<{ code: string }>().code);
    expect(new Set(codes).size).toBe(CODES);
    const perMember = new Map<number, number>();
    for (const { member } of granted) perMember.set(member, (perMember.get(member) ?? 0) + 1);
    expect(Math.max(...perMember.values())).toBeLessThanOrEqual(CAP);
    // A member who ended below the cap can only have been refused for want of codes.
    const refusals = responses.filter(({ response }) => response.statusCode !== 200);
    const codesOf = (wanted: (member: number) => boolean) =>
      new Set(
        refusals
          .filter(({ member }) => wanted(member))
          .map(({ response }) => errorOf(response).code),
      );
    // A member who ended below the cap can only have been refused for want of codes.
    expect(codesOf((member) => (perMember.get(member) ?? 0) < CAP)).toEqual(
      new Set([ERROR_CODES.voucherSoldOut]),
    );
    expect(refusals.every(({ response }) => response.statusCode === 409)).toBe(true);
    for (const code of codesOf(() => true)) {
      expect([ERROR_CODES.voucherSoldOut, ERROR_CODES.voucherCapReached]).toContain(code);
    }
    const [stored] = await t.database.sql.query<{ claimed: number; holders: number; most: number }>(
      `SELECT count(*)::int AS claimed, count(DISTINCT user_id)::int AS holders,
         coalesce(max(n), 0)::int AS most
       FROM voucher_codes v
       JOIN (SELECT user_id AS holder, count(*) AS n FROM voucher_codes
             WHERE offer_id = 'klubb-benefit-007' GROUP BY user_id) h ON h.holder = v.user_id
       WHERE offer_id = 'klubb-benefit-007'`,
    );
    expect(stored).toEqual({
      claimed: CODES,
      holders: perMember.size,
      most: Math.max(...perMember.values()),
    });
  });

  it('applies 100 concurrent cart updates of one member without losing one', async () => {
    await addVariant(t.database, 'load-cart-a', 1000, 1000);
    await addVariant(t.database, 'load-cart-b', 1000, 1000);
    const call = withToken(t, await mintTestToken(t.database, { uid: members[0] ?? '' }));
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, n) =>
        call('PUT', API_PATHS.updateShoppingCart, {
          shopingCartItemList: [
            n % 2 === 0
              ? { offerId: 'klubb-live-006', itemVariantId: 'load-cart-a', quantity: 1 }
              : { offerId: 'klubb-live-006', itemVariantId: 'load-cart-b', quantity: 2 },
          ],
        }),
      ),
    );
    expect(responses.filter((response) => response.statusCode !== 200)).toEqual([]);
    const rows = await t.database.sql.query<{ item_variant_id: string; quantity: number }>(
      'SELECT item_variant_id, quantity FROM cart_items WHERE user_id = $1 ORDER BY 1',
      [members[0]],
    );
    expect(rows).toEqual([
      { item_variant_id: 'load-cart-a', quantity: 50 },
      { item_variant_id: 'load-cart-b', quantity: 100 },
    ]);
  });

  it('makes one waiting-list order of 20 concurrent registrations of one member', async () => {
    await addVariant(t.database, 'load-sold-out', 0, 6);
    const call = withToken(t, await mintTestToken(t.database, { uid: members[1] ?? '' }));
    const body = { offerId: 'klubb-live-006', itemVariantId: 'load-sold-out' };
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', API_PATHS.registerInterest, body)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(19);
    const answers = responses.map((response) => response.json<{ orderId: string }>().orderId);
    expect(new Set(answers).size).toBe(1);
    const rows = await t.database.sql.query<{ id: string }>(
      `SELECT o.id FROM orders o JOIN order_items i ON i.order_id = o.id
       WHERE o.user_id = $1 AND i.item_variant_id = 'load-sold-out'`,
      [members[1]],
    );
    expect(rows.map((row) => row.id)).toEqual([answers[0]]);
  });

  it('lets exactly 10 of 100 concurrent reservations of 1 through when 10 are left', async () => {
    await addVariant(t.database, 'load-last-ten', 10, 100);
    const sessions = Array.from({ length: 100 }, (_, n) => `cs_test_load_${n}`);
    await t.database.sql.query(
      `INSERT INTO checkout_sessions (id, client_secret, brand_id, status, test_mode, amount_total,
         currency, expires_at)
       SELECT id, id || '_secret', 'klubb', 'open', true, 10000, 'SEK', now() + interval '30 minutes'
       FROM unnest($1::text[]) AS id`,
      [sessions],
    );
    const results = await Promise.allSettled(
      sessions.map((sessionId) =>
        t.database.transaction((sql) =>
          reserveStock(sql, sessionId, null, [{ itemVariantId: 'load-last-ten', quantity: 1 }]),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(10);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        status: 409,
        code: ERROR_CODES.checkoutSoldOut,
      });
    }
    const [variant] = await t.database.sql.query<{ available: number; held: number }>(
      `SELECT available, (SELECT count(*)::int FROM stock_reservations
         WHERE item_variant_id = 'load-last-ten') AS held
       FROM item_variants WHERE id = 'load-last-ten'`,
    );
    expect(variant).toEqual({ available: 0, held: 10 });
  });
});
