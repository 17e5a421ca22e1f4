import type { AddressInfo } from 'node:net';

import { BankIdClientV6 } from 'bankid';

import { BANKID_TEST_PATHS } from '@klubb/contracts';

import { createTestApp, type TestApp } from '../helpers/test-app';
import { testTargets } from '../helpers/test-database';

const PNO = '199908072391';

type Failure = { name?: string; code?: string };
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Failure) => ({ name: error.name, code: error.code }),
  );

/**
 * The BankID stand-in driven by the `bankid` npm package (3.2.1, BankIdClientV6), which nobody
 * here wrote: its base URL pointed at the stand-in, as one points it at BankID's test service.
 */
describe.each(testTargets())('the bankid package against the BankID stand-in on %s', (target) => {
  let t: TestApp;
  let origin: string;
  let client: BankIdClientV6;
  beforeAll(async () => {
    t = await createTestApp(target);
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    client = new BankIdClientV6({ production: false, qrEnabled: false });
    // The package's only way in: its axios instance, whose base URL is BankID's test service.
    client.axios.defaults.baseURL = `${origin}/rp/v6.0/`;
  });
  afterAll(() => t.close());

  /** What the member's phone does: opens the order by its autostart token and signs. */
  const signOnPhone = (autoStartToken: string) =>
    fetch(`${origin}${BANKID_TEST_PATHS.sign}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ autoStartToken, personalNumber: PNO }),
    });

  it('authenticates and collects the completion data', async () => {
    const order = await client.authenticate({ endUserIp: '192.0.2.10' });
    expect((await client.collect({ orderRef: order.orderRef })).status).toBe('pending');
    expect((await signOnPhone(order.autoStartToken)).status).toBe(204);
    const done = await client.collect({ orderRef: order.orderRef });
    expect(done).toMatchObject({
      status: 'complete',
      completionData: { user: { personalNumber: PNO }, device: { ipAddress: '192.0.2.10' } },
    });
  });

  it('refuses fields RP API v6 refuses, with invalidParameters', async () => {
    const refused = { name: 'BankIdError', code: 'invalidParameters' };
    expect(await failureOf(client.authenticate({ endUserIp: 'not-an-ip' }))).toEqual(refused);
    expect(
      await failureOf(
        client.authenticate({ endUserIp: '192.0.2.1', returnUrl: 'not a url' } as never),
      ),
    ).toEqual(refused);
    const raw = (body: object) =>
      failureOf(client.axios.post('auth', body).then((response) => response.data as unknown));
    expect(await raw({ endUserIp: '::1', userVisibleData: 'not base64!' })).toMatchObject({
      code: 'ERR_BAD_REQUEST',
    });
    const status = async (body: object) =>
      fetch(`${origin}/rp/v6.0/auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, ...((await r.json()) as object) }));
    expect(await status({ endUserIp: '::1', userVisibleData: 'not base64!' })).toMatchObject({
      status: 400,
      errorCode: 'invalidParameters',
    });
    expect(await status({ endUserIp: '2001:db8::1' })).toMatchObject({ status: 200 });
  });

  it('signs: the visible and non-visible data end up in the signature of the collect answer', async () => {
    const order = await client.sign({
      endUserIp: '192.0.2.11',
      userVisibleData: 'Godkänn köpet av 2 biljetter',
      userNonVisibleData: 'order-4711',
    });
    expect((await signOnPhone(order.autoStartToken)).status).toBe(204);
    const done = await client.collect({ orderRef: order.orderRef });
    expect(done.status).toBe('complete');
    const signature = Buffer.from(done.completionData?.signature ?? '', 'base64').toString('utf8');
    expect(signature).toContain(Buffer.from('Godkänn köpet av 2 biljetter').toString('base64'));
    expect(signature).toContain(Buffer.from('order-4711').toString('base64'));
    // Signing needs something to sign.
    const raw = await fetch(`${origin}/rp/v6.0/sign`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ endUserIp: '192.0.2.11' }),
    });
    expect(raw.status).toBe(400);
  });

  it('answers a call it does not make with BankID’s notFound, which the package throws', async () => {
    const error = await client.axios.post('payment', { endUserIp: '192.0.2.1' }).then(
      () => null,
      (thrown: { response?: { status: number; data: unknown } }) => thrown.response,
    );
    expect(error).toMatchObject({ status: 404, data: { errorCode: 'notFound' } });
  });

  it('starts a phone authentication, answered with an order reference only', async () => {
    const started = await client.axios.post<{ orderRef: string }>('phone/auth', {
      personalNumber: PNO,
      callInitiator: 'RP',
    });
    expect(Object.keys(started.data)).toEqual(['orderRef']);
    const collected = await client.collect({ orderRef: started.data.orderRef });
    expect(collected.status).toBe('pending');
    const missing = await failureOf(client.axios.post('phone/auth', { personalNumber: PNO }));
    expect(missing).toMatchObject({ code: 'ERR_BAD_REQUEST' });
  });
});
