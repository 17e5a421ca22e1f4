import type { FastifyInstance } from 'fastify';

import {
  APP_URL_HEADER,
  BANKID_API_PATHS,
  BANKID_ERROR_CODES,
  BANKID_TEST_PATHS,
  bankIdCollectResponseSchema,
  IDENTITY_PATHS,
} from '@klubb/contracts';

import { buildApp } from '../src/app';
import { FLOW_ORDER_KEEP_MS } from '../src/bankid/flow-orders';
import { createOrderBook } from '../src/bankid/order-book';
import type { Database } from '../src/db/database';
import { openPostgresDatabase } from '../src/db/postgres-database';

import { identityUrl, TENANT_A } from './helpers/identity';
import { BRAND_A_URL, errorOf, PUBLIC_URL } from './helpers/test-app';
import { openSeededDatabase, testTargets } from './helpers/test-database';

const ANNA_PNO = '198504128763';
/** The cap on orders in progress (sign-in-flow.ts). */
const MAX_ORDERS = 10_000;

/**
 * Another connection to the same database, as a second API instance would open: on PostgreSQL a
 * pool of its own in the same schema; PGlite has one connection, so both instances share it.
 */
async function openAgain(database: Database): Promise<Database> {
  if (database.kind === 'pglite') return { ...database, close: async () => undefined };
  const [row] = await database.sql.query<{ schema: string }>('SELECT current_schema() AS schema');
  if (!row) throw new Error('no current schema');
  return openPostgresDatabase({ url: process.env.TEST_DATABASE_URL ?? '', schema: row.schema });
}

describe.each(testTargets())('BankID sign-in served by two API instances on %s', (target) => {
  let database: Database;
  let second: Database;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    database = await openSeededDatabase(target);
    second = await openAgain(database);
    // BankID is one service for every instance of the API: the stand-in's book is shared.
    const book = createOrderBook();
    const build = (db: Database) =>
      buildApp({
        config: { publicUrl: PUBLIC_URL, production: false, brandCacheTtlMs: 30_000 },
        database: db,
        bankIdOrderBook: book,
      });
    [one, two] = await Promise.all([build(database), build(second)]);
  });
  afterAll(async () => {
    await Promise.all([one.close(), two.close()]);
    await second.close();
    await database.close();
  });

  const call = (app: FastifyInstance, url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { [APP_URL_HEADER]: BRAND_A_URL } });
  const phone = (url: string, payload: object) => one.inject({ method: 'POST', url, payload });
  async function start(app: FastifyInstance) {
    const response = await call(app, BANKID_API_PATHS.start, {});
    expect(response.statusCode).toBe(200);
    return response.json<{ orderRef: string; autoStartToken: string }>();
  }
  const collect = async (app: FastifyInstance, orderRef: string) =>
    bankIdCollectResponseSchema.parse(
      (await call(app, BANKID_API_PATHS.collect, { orderRef })).json(),
    );
  const storedOrders = async (orderRef: string) =>
    (
      await database.sql.query('SELECT 1 FROM bankid_sign_in_orders WHERE order_ref = $1', [
        orderRef,
      ])
    ).length;
  const ageOrders = (ms: number, where = 'true') =>
    database.sql.exec(
      `UPDATE bankid_sign_in_orders SET started_at = started_at - interval '${ms} milliseconds'
       WHERE ${where}`,
    );

  it('serves the QR code and the collect of an order started on the other instance', async () => {
    const order = await start(one);
    const qr = (await call(two, BANKID_API_PATHS.qr, { orderRef: order.orderRef })).json<{
      qrData: string;
    }>().qrData;
    // The phone accepts the code instance two drew: the same token and secret as instance one's.
    expect((await phone(BANKID_TEST_PATHS.scan, { qrData: qr })).statusCode).toBe(204);
    await expect(collect(two, order.orderRef)).resolves.toEqual({
      status: 'pending',
      hintCode: 'userSign',
    });
    await phone(BANKID_TEST_PATHS.sign, { qrData: qr, personalNumber: ANNA_PNO });
    const done = await collect(two, order.orderRef);
    if (done.status !== 'complete') throw new Error(`not complete: ${JSON.stringify(done)}`);
    const session = await one.inject({
      method: 'POST',
      url: identityUrl(IDENTITY_PATHS.signInWithCustomToken),
      payload: { token: done.customToken, tenantId: TENANT_A, returnSecureToken: true },
    });
    expect(session.statusCode).toBe(200);
    const again = await call(one, BANKID_API_PATHS.collect, { orderRef: order.orderRef });
    expect(errorOf(again)).toMatchObject({ status: 404, code: BANKID_ERROR_CODES.orderNotFound });
    expect(await storedOrders(order.orderRef)).toBe(0);
  });

  it('keeps a pending order through concurrent collects on both instances', async () => {
    const order = await start(two);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => collect(n % 2 ? one : two, order.orderRef)),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set(['pending']));
    expect(await storedOrders(order.orderRef)).toBe(1);
    await call(one, BANKID_API_PATHS.cancel, { orderRef: order.orderRef });
  });

  it.each([
    ['a completed order’s custom token', 'complete', BANKID_TEST_PATHS.sign],
    ['a failed order’s failure', 'failed', BANKID_TEST_PATHS.cancel],
  ])('hands %s out once to 20 concurrent collects', async (_name, status, path) => {
    const order = await start(one);
    await phone(path, { autoStartToken: order.autoStartToken, personalNumber: ANNA_PNO });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        call(n % 2 ? one : two, BANKID_API_PATHS.collect, { orderRef: order.orderRef }),
      ),
    );
    const handedOut = responses.filter((response) => response.statusCode === 200);
    expect(handedOut.map((response) => response.json<{ status: string }>().status)).toEqual([
      status,
    ]);
    for (const response of responses.filter((r) => r.statusCode !== 200)) {
      expect(errorOf(response)).toMatchObject({
        status: 404,
        code: BANKID_ERROR_CODES.orderNotFound,
      });
    }
  });

  it('answers not-found for an expired order, on either instance, and sweeps it', async () => {
    const order = await start(one);
    await ageOrders(FLOW_ORDER_KEEP_MS + 1_000, `order_ref = '${order.orderRef}'`);
    for (const app of [one, two]) {
      for (const path of [BANKID_API_PATHS.qr, BANKID_API_PATHS.collect, BANKID_API_PATHS.cancel]) {
        const response = await call(app, path, { orderRef: order.orderRef });
        expect(errorOf(response)).toMatchObject({ status: 404, code: 'bankid/order-not-found' });
      }
    }
    // The next start, wherever it runs, deletes expired rows.
    const next = await start(two);
    expect(await storedOrders(order.orderRef)).toBe(0);
    await call(two, BANKID_API_PATHS.cancel, { orderRef: next.orderRef });
  });

  it(`refuses a start with ${MAX_ORDERS} orders in progress over all instances (429)`, async () => {
    await database.sql.query(
      `INSERT INTO bankid_sign_in_orders
         (order_ref, brand_id, qr_start_token, qr_start_secret, started_at)
       SELECT 'load-' || n, 'klubb', 'token', 'secret', $1
       FROM generate_series(1, ${MAX_ORDERS}) AS n`,
      [new Date()],
    );
    for (const app of [one, two]) {
      const refused = await call(app, BANKID_API_PATHS.start, {});
      expect(errorOf(refused)).toMatchObject({ status: 429, code: 'too_many_requests' });
    }
    // Once they are over, they no longer count, and starts sweep them away a batch at a time.
    await ageOrders(FLOW_ORDER_KEEP_MS + 1_000, "order_ref LIKE 'load-%'");
    const order = await start(two);
    const [left] = await database.sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bankid_sign_in_orders WHERE order_ref LIKE 'load-%'",
    );
    expect(left?.n).toBeLessThan(MAX_ORDERS);
    await call(one, BANKID_API_PATHS.cancel, { orderRef: order.orderRef });
    await database.sql.exec("DELETE FROM bankid_sign_in_orders WHERE order_ref LIKE 'load-%'");
  });
});
