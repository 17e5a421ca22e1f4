import type { FastifyInstance } from 'fastify';

import { API_PATHS, checkoutSessionSchema, ERROR_CODES } from '@klubb/contracts';

import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { injectDeliverer } from '../src/payments/payments-setup';
import type { PaymentStandIn } from '../src/payments/stand-in';

import { mintTestToken } from './helpers/identity';
import { addLoadMembers, openAgain } from './helpers/load-members';
import { withToken } from './helpers/member';
import { payWithCard, testStandIn } from './helpers/payments';
import { errorOf, PUBLIC_URL } from './helpers/test-app';
import { openSeededDatabase, testTargets } from './helpers/test-database';

const MEMBERS = 100;
const LEFT = 10;
const VARIANT = 'race-variant';

describe.each(testTargets())('100 members race for the last 10 tickets on %s', (target) => {
  let database: Database;
  let second: Database;
  let one: FastifyInstance;
  let two: FastifyInstance;
  let standIn: PaymentStandIn;
  let members: string[];
  beforeAll(async () => {
    database = await openSeededDatabase(target);
    second = await openAgain(database);
    // Two API instances on one database, as behind a load balancer, and one Stripe account.
    standIn = testStandIn();
    const build = (db: Database) =>
      buildApp({
        config: { publicUrl: PUBLIC_URL, production: false, brandCacheTtlMs: 30_000 },
        database: db,
        paymentStandIn: standIn,
      });
    [one, two] = await Promise.all([build(database), build(second)]);
    // Every event reaches both instances at once: a duplicate delivery racing the first.
    const deliverOne = injectDeliverer(one);
    const deliverTwo = injectDeliverer(two);
    standIn.connect(async (raw, signature) => {
      const [a, b] = await Promise.all([deliverOne(raw, signature), deliverTwo(raw, signature)]);
      return Math.max(a, b);
    });
    members = await addLoadMembers(database, MEMBERS);
    await database.sql.query(
      `INSERT INTO item_variants (id, brand_id, offer_id, title, price_current, currency,
         purchase_cap, available)
       VALUES ($1, 'klubb', 'klubb-live-006', 'Race', 25000, 'SEK', 2, $2)`,
      [VARIANT, LEFT],
    );
  }, 60_000);
  afterAll(async () => {
    standIn.close();
    await Promise.all([one.close(), two.close()]);
    await second.close();
    await database.close();
  });

  it('sells exactly 10, oversells none, and tells the rest it is sold out', async () => {
    const calls = await Promise.all(
      members.map(async (uid, n) => {
        const token = await mintTestToken(database, { uid });
        return withToken({ app: n % 2 === 0 ? one : two, database, close: async () => {} }, token);
      }),
    );
    for (const call of calls) {
      const cart = await call('PUT', API_PATHS.updateShoppingCart, {
        shopingCartItemList: [{ offerId: 'klubb-live-006', itemVariantId: VARIANT, quantity: 1 }],
      });
      expect(cart.statusCode).toBe(200);
    }
    const results = await Promise.all(
      calls.map(async (call, n) => {
        const response = await call('POST', API_PATHS.createCheckout, { testMode: true });
        if (response.statusCode !== 200) return { paid: false, error: errorOf(response) };
        const session = checkoutSessionSchema.parse(response.json());
        const paid = await payWithCard({ app: n % 2 === 0 ? two : one }, session, {
          number: '4242424242424242',
        });
        expect(paid.statusCode).toBe(200);
        return { paid: true, error: null };
      }),
    );
    await standIn.idle();

    expect(results.filter((result) => result.paid)).toHaveLength(LEFT);
    const refused = results.flatMap((result) => (result.error ? [result.error] : []));
    expect(refused).toHaveLength(MEMBERS - LEFT);
    for (const error of refused) {
      expect(error).toMatchObject({ status: 409, code: ERROR_CODES.checkoutSoldOut });
    }
    const [sold] = await database.sql.query<{ orders: number; items: number; available: number }>(
      `SELECT (SELECT count(*)::int FROM order_items WHERE item_variant_id = $1) AS orders,
              (SELECT coalesce(sum(quantity), 0)::int FROM order_items WHERE item_variant_id = $1) AS items,
              (SELECT available FROM item_variants WHERE id = $1) AS available`,
      [VARIANT],
    );
    expect(sold).toEqual({ orders: LEFT, items: LEFT, available: 0 });
    const [events] = await database.sql.query<{ handled: number }>(
      "SELECT count(*)::int AS handled FROM payment_events WHERE type = 'checkout.session.completed'",
    );
    expect(events?.handled).toBe(LEFT);
  }, 120_000);
});
