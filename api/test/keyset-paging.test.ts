import {
  API_PATHS,
  FEED_PAGE_SIZE,
  offerFeedPageSchema,
  ORDER_HISTORY_PAGE_SIZE,
  orderListSchema,
} from '@klubb/contracts';

import { ANNA } from './helpers/identity';
import { anonymous, asMember } from './helpers/member';
import { errorOf, createTestApp, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

// Issue 38: the lists that grow page by keyset (the last item's id), at the same cost on every page.
describe.each(testTargets())('keyset paging on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
    // A brand with thousands of offers and a member with years of orders.
    await t.database.sql.exec(`
      INSERT INTO offers (id, brand_id, type, category_id, title, puff_image, published_at,
        search_config)
      SELECT 'grown-' || n, 'klubb', (ARRAY['benefit', 'live', 'editorial'])[n % 3 + 1],
        (SELECT category_id FROM offers WHERE brand_id = 'klubb' AND category_id IS NOT NULL
          ORDER BY id LIMIT 1),
        'Grown ' || n, (SELECT puff_image FROM offers WHERE brand_id = 'klubb' LIMIT 1),
        -- Ties on published_at, so the id must break them.
        now() - make_interval(hours => n / 4), 'swedish'
      FROM generate_series(1, 2000) AS n;
      INSERT INTO orders (id, brand_id, user_id, payment_method, amount_total, currency, created_at)
      SELECT 'grown-order-' || n, 'klubb', '${ANNA.uid}', 'card', 100, 'SEK',
        -- Ties on created_at too.
        now() - make_interval(days => n / 3)
      FROM generate_series(1, 55) AS n;
      ANALYZE offers;
      ANALYZE orders;`);
  });
  afterAll(() => t.close());

  async function feedPage(query: string): Promise<string[]> {
    const response = await anonymous(t)('GET', `${API_PATHS.getOfferList}?${query}`);
    expect(response.statusCode).toBe(200);
    return offerFeedPageSchema.parse(response.json()).map((item) => item.id);
  }

  /** Every page by `after`, then the same feed by `offset`: the same offers in the same order. */
  async function bothWays(filter: string, pages: number) {
    const byCursor: string[] = [];
    const byOffset: string[] = [];
    for (let page = 0; page < pages; page += 1) {
      const last = byCursor.at(-1);
      byCursor.push(...(await feedPage(`${filter}${last ? `&after=${last}` : ''}`)));
      byOffset.push(...(await feedPage(`${filter}&offset=${page * FEED_PAGE_SIZE}`)));
    }
    return { byCursor, byOffset };
  }

  it.each([
    ['the mixed feed', 'x=1'],
    ['a type feed', 'type=benefit'],
  ])('pages %s by cursor exactly as by offset', async (_name, filter) => {
    const { byCursor, byOffset } = await bothWays(filter, 5);
    expect(byCursor).toHaveLength(5 * FEED_PAGE_SIZE);
    expect(new Set(byCursor).size).toBe(byCursor.length);
    expect(byCursor).toEqual(byOffset);
  });

  it('pages a category feed by cursor exactly as by offset', async () => {
    const [row] = await t.database.sql.query<{ category_id: string }>(
      "SELECT category_id FROM offers WHERE id = 'grown-1'",
    );
    const categories = encodeURIComponent(JSON.stringify([row?.category_id]));
    const { byCursor, byOffset } = await bothWays(`categoryIdSelect=${categories}`, 3);
    expect(byCursor.length).toBe(3 * FEED_PAGE_SIZE);
    expect(byCursor).toEqual(byOffset);
  });

  it('answers an empty page after an id the brand has no offer of', async () => {
    expect(await feedPage('after=norge-benefit-001')).toEqual([]);
    expect(await feedPage('after=no-such-offer')).toEqual([]);
  });

  it('answers an error record for a cursor that is no id', async () => {
    const response = await anonymous(t)('GET', `${API_PATHS.getOfferList}?after=${'x'.repeat(65)}`);
    expect(errorOf(response).status).toBe(400);
  });

  it("reads a late page's offers from offers_feed_idx, not by sorting the brand's offers", async () => {
    const [anchor] = await t.database.sql.query<{ id: string }>(
      "SELECT id FROM offers WHERE brand_id = 'klubb' ORDER BY sort_order DESC, published_at DESC, id DESC OFFSET 1900 LIMIT 1",
    );
    const rows = await t.database.sql.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT id FROM offers WHERE brand_id = 'klubb'
         AND (sort_order, published_at, id) < (SELECT a.sort_order, a.published_at, a.id
           FROM offers a WHERE a.brand_id = 'klubb' AND a.id = $1)
         AND published_at <= now() AND (ends_at IS NULL OR ends_at > now())
       ORDER BY sort_order DESC, published_at DESC, id DESC LIMIT 30`,
      [anchor?.id],
    );
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('offers_feed_idx');
    expect(plan).not.toMatch(/Sort Key/);
  });

  it("pages the member's order history 20 at a time, newest first, each order once", async () => {
    const call = await asMember(t, ANNA.uid);
    const ids: string[] = [];
    const pages: number[] = [];
    for (;;) {
      const last = ids.at(-1);
      const response = await call(
        'GET',
        `${API_PATHS.getOrderHistory}${last ? `?after=${last}` : ''}`,
      );
      expect(response.statusCode).toBe(200);
      const page = orderListSchema.parse(response.json());
      pages.push(page.length);
      ids.push(...page.map((order) => order.id));
      if (page.length < ORDER_HISTORY_PAGE_SIZE) break;
    }
    const [count] = await t.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders WHERE user_id = '${ANNA.uid}'`,
    );
    expect(ids).toHaveLength(count?.n ?? -1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(pages[0]).toBe(ORDER_HISTORY_PAGE_SIZE);
    const expected = await t.database.sql.query<{ id: string }>(
      `SELECT id FROM orders WHERE user_id = '${ANNA.uid}' ORDER BY created_at DESC, id DESC`,
    );
    expect(ids).toEqual(expected.map((row) => row.id));
  });

  it("answers no page after another member's order", async () => {
    const [other] = await t.database.sql.query<{ id: string }>(
      `SELECT id FROM orders WHERE user_id <> '${ANNA.uid}' LIMIT 1`,
    );
    const call = await asMember(t, ANNA.uid);
    const response = await call('GET', `${API_PATHS.getOrderHistory}?after=${other?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});
