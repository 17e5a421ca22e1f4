import { rpAuthResponseSchema, rpCollectResponseSchema } from '@klubb/contracts';

import { standInRp } from '../src/bankid/bankid-rp';
import { createFlowOrders } from '../src/bankid/flow-orders';
import { createOrderBook } from '../src/bankid/order-book';
import { isAuthentic, parseQrData, qrAuthCode, qrData } from '../src/bankid/qr-code';
import { RpError } from '../src/bankid/rp-error';
import { createSignInFlow } from '../src/bankid/sign-in-flow';
import type { Database } from '../src/db/database';

import { createTestApp, type TestApp } from './helpers/test-app';
import { openSeededDatabase, testTargets } from './helpers/test-database';

const ANNA_PNO = '198504128763';

/** A clock the test moves. */
function clock(start = Date.UTC(2026, 5, 1, 12)) {
  let at = start;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

/** Whatever a call throws, as BankID's error body and status. */
function rpFailure(call: () => unknown): { status: number; errorCode: string } {
  try {
    call();
  } catch (error) {
    if (error instanceof RpError) return { status: error.status, errorCode: error.errorCode };
    throw error;
  }
  throw new Error('expected an RP error');
}

describe('the animated QR code (PROTOCOLS.md §3.6)', () => {
  const token = '67df3917-fa0d-44e5-b327-edcc928297f8';
  const secret = 'd28db9a7-4cde-429e-a983-359be676944c';

  it('matches BankID’s test vector', () => {
    expect(qrData(token, secret, 0)).toBe(
      `bankid.${token}.0.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8`,
    );
    expect(qrAuthCode(secret, 1)).toBe(
      '949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2',
    );
  });

  it('reads a scanned code back and checks it', () => {
    const scanned = parseQrData(qrData(token, secret, 7));
    expect(scanned).toMatchObject({ qrStartToken: token, qrTime: 7 });
    expect(scanned && isAuthentic(scanned, secret)).toBe(true);
    expect(scanned && isAuthentic(scanned, 'another-secret')).toBe(false);
    expect(parseQrData('bankid.nonsense')).toBeNull();
  });
});

describe('the RP order book (PROTOCOLS.md §3.2–§3.8)', () => {
  it('answers auth with four UUIDs and a pending, outstanding order', () => {
    const book = createOrderBook(clock().now);
    const order = rpAuthResponseSchema.parse(book.auth({ endUserIp: '127.0.0.1' }));
    expect(book.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
  });

  it('goes userSign on scan and complete on sign, with the completion data', () => {
    const time = clock();
    const book = createOrderBook(time.now);
    const order = book.auth({ endUserIp: '10.0.0.7' });
    time.advance(3_000);
    const shown = qrData(order.qrStartToken, order.qrStartSecret, 3);
    book.scan({ qrData: shown });
    expect(book.collect(order.orderRef)).toMatchObject({ status: 'pending', hintCode: 'userSign' });
    book.sign({ qrData: shown }, { personalNumber: ANNA_PNO, givenName: 'Anna', surname: 'A' });
    const collected = rpCollectResponseSchema.parse(book.collect(order.orderRef));
    expect(collected).toMatchObject({
      status: 'complete',
      completionData: {
        user: { personalNumber: ANNA_PNO, name: 'Anna A', givenName: 'Anna', surname: 'A' },
        device: { ipAddress: '10.0.0.7' },
      },
    });
    expect(collected.hintCode).toBeUndefined();
  });

  it('refuses a QR code with a wrong code, or one more than a few seconds old', () => {
    const time = clock();
    const book = createOrderBook(time.now);
    const order = book.auth({ endUserIp: '127.0.0.1' });
    const forged = `bankid.${order.qrStartToken}.0.${'0'.repeat(64)}`;
    expect(rpFailure(() => book.scan({ qrData: forged }))).toEqual({
      status: 400,
      errorCode: 'invalidParameters',
    });
    const first = qrData(order.qrStartToken, order.qrStartSecret, 0);
    time.advance(10_000);
    expect(rpFailure(() => book.scan({ qrData: first })).errorCode).toBe('invalidParameters');
    book.scan({ autoStartToken: order.autoStartToken });
    expect(book.collect(order.orderRef)).toMatchObject({ hintCode: 'userSign' });
  });

  it('fails with startFailed when the QR code is not scanned within 30 s', () => {
    const time = clock();
    const book = createOrderBook(time.now);
    const order = book.auth({ endUserIp: '127.0.0.1' });
    time.advance(29_999);
    expect(book.collect(order.orderRef)).toMatchObject({ status: 'pending' });
    time.advance(1);
    expect(book.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: 'failed',
      hintCode: 'startFailed',
    });
  });

  it('expires a scanned order that is not signed within 3 minutes', () => {
    const time = clock();
    const book = createOrderBook(time.now);
    const order = book.auth({ endUserIp: '127.0.0.1' });
    book.scan({ autoStartToken: order.autoStartToken });
    time.advance(3 * 60_000);
    expect(book.collect(order.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'expiredTransaction',
    });
  });

  it('fails with userCancel when the member cancels in the app', () => {
    const book = createOrderBook(clock().now);
    const order = book.auth({ endUserIp: '127.0.0.1' });
    book.cancelOnPhone({ autoStartToken: order.autoStartToken });
    expect(book.collect(order.orderRef)).toMatchObject({
      status: 'failed',
      hintCode: 'userCancel',
    });
    expect(
      rpFailure(() =>
        book.sign({ autoStartToken: order.autoStartToken }, { personalNumber: ANNA_PNO }),
      ).status,
    ).toBe(409);
  });

  it('keeps a completed order collectable for 3 minutes, a failed one for 5', () => {
    const time = clock();
    const book = createOrderBook(time.now);
    const done = book.auth({ endUserIp: '127.0.0.1' });
    book.sign({ autoStartToken: done.autoStartToken }, { personalNumber: ANNA_PNO });
    const failed = book.auth({ endUserIp: '127.0.0.1' });
    book.cancelOnPhone({ autoStartToken: failed.autoStartToken });
    time.advance(3 * 60_000);
    expect(book.collect(done.orderRef)).toMatchObject({ status: 'complete' });
    time.advance(1);
    expect(rpFailure(() => book.collect(done.orderRef)).errorCode).toBe('invalidParameters');
    expect(book.collect(failed.orderRef)).toMatchObject({ status: 'failed' });
    time.advance(2 * 60_000);
    expect(rpFailure(() => book.collect(failed.orderRef)).errorCode).toBe('invalidParameters');
  });

  it('cancels a pending order once; the second cancel is invalidParameters', () => {
    const book = createOrderBook(clock().now);
    const order = book.auth({ endUserIp: '127.0.0.1' });
    book.cancel(order.orderRef);
    expect(rpFailure(() => book.cancel(order.orderRef))).toEqual({
      status: 400,
      errorCode: 'invalidParameters',
    });
    expect(rpFailure(() => book.collect(order.orderRef)).errorCode).toBe('invalidParameters');
  });

  it('answers alreadyInProgress to a second order for the same personal number', () => {
    const book = createOrderBook(clock().now);
    const first = book.auth({ endUserIp: '127.0.0.1', requirement: { personalNumber: ANNA_PNO } });
    expect(
      rpFailure(() =>
        book.auth({ endUserIp: '127.0.0.1', requirement: { personalNumber: ANNA_PNO } }),
      ),
    ).toEqual({ status: 400, errorCode: 'alreadyInProgress' });
    expect(book.collect(first.orderRef)).toMatchObject({ status: 'failed', hintCode: 'cancelled' });
  });
});

describe('the sign-in flow’s time-out', () => {
  // The flow keeps its orders in the database (brand rows for the foreign key).
  let database: Database;
  beforeAll(async () => {
    database = await openSeededDatabase('pglite');
  });
  afterAll(() => database.close());

  it('hands the QR data of each second and reports startFailed after 30 s', async () => {
    const time = clock();
    const book = createOrderBook(time.now);
    const flow = createSignInFlow({
      rp: standInRp(book),
      orders: createFlowOrders(database.orm),
      now: time.now,
      findMember: async () => null,
      mintCustomToken: async () => 'never',
    });
    const brand = { id: 'klubb', authTenantId: 'klubb-a1b2c', config: { verifyWithSsn: true } };
    const order = await flow.start(brand as never, '127.0.0.1');
    expect((await flow.qr(brand as never, order.orderRef)).qrData).toMatch(/\.0\.[0-9a-f]{64}$/);
    time.advance(2_500);
    expect((await flow.qr(brand as never, order.orderRef)).qrData).toMatch(/\.2\.[0-9a-f]{64}$/);
    time.advance(28_000);
    await expect(flow.collect(brand as never, order.orderRef)).resolves.toEqual({
      status: 'failed',
      hintCode: 'startFailed',
    });
  });
});

describe.each(testTargets())('the RP API over HTTP on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(payload),
      headers: { 'content-type': contentType },
    });

  it('speaks v6.0: auth, collect and cancel, with BankID’s error shape', async () => {
    const auth = await post('/rp/v6.0/auth', { endUserIp: '127.0.0.1' });
    expect(auth.statusCode).toBe(200);
    const { orderRef } = rpAuthResponseSchema.parse(auth.json());
    const collect = await post('/rp/v6.0/collect', { orderRef });
    expect(collect.json()).toMatchObject({ status: 'pending', hintCode: 'outstandingTransaction' });
    expect((await post('/rp/v6.0/cancel', { orderRef })).json()).toEqual({});
    const again = await post('/rp/v6.0/cancel', { orderRef });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ errorCode: 'invalidParameters', details: expect.any(String) });
  });

  it('refuses a body without endUserIp, and a content type with a charset (415)', async () => {
    const missing = await post('/rp/v6.0/auth', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'invalidParameters' });
    const charset = await post(
      '/rp/v6.0/auth',
      { endUserIp: '1.2.3.4' },
      'application/json; charset=utf-8',
    );
    expect(charset.statusCode).toBe(415);
    expect(charset.json()).toMatchObject({ errorCode: 'unsupportedMediaType' });
  });

  it('is not served in production', async () => {
    const production = await createTestApp(target, { production: true });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/rp/v6.0/auth',
        payload: { endUserIp: '127.0.0.1' },
      });
      expect(response.statusCode).toBe(404);
      const control = await production.app.inject({
        method: 'POST',
        url: '/bankid-test/v1/sign',
        payload: { autoStartToken: 'x', personalNumber: ANNA_PNO },
      });
      expect(control.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
