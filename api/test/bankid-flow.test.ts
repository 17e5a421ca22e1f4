import type { AddressInfo } from 'node:net';

import {
  APP_URL_HEADER,
  BANKID_API_PATHS,
  BANKID_TEST_PATHS,
  bankIdCollectResponseSchema,
  IDENTITY_PATHS,
} from '@klubb/contracts';

// The app's own identity client (React-free, @klubb/sdk) against this API over a real socket:
// the client and the stand-in must agree on the protocol, not only each with the documents.
import { createIdentityClient, standInUrls } from '../../shared/sdk/src/identity/identity-client';
import { SEED_PASSWORD } from '../src/db/seed/members';

import { callIdentity, identityErrorOf, TENANT_A, TENANT_B } from './helpers/identity';
import { BRAND_A_URL, BRAND_B_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const ANNA = { uid: 'seed-klubb-anna', pno: '198504128763' };
const NOT_A_MEMBER_PNO = '198112189876';

describe.each(testTargets())('BankID sign-in (product flow) on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const call = (url: string, payload: object, appUrl = BRAND_A_URL) =>
    t.app.inject({ method: 'POST', url, payload, headers: { [APP_URL_HEADER]: appUrl } });
  const phone = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  async function start(appUrl = BRAND_A_URL) {
    const response = await call(BANKID_API_PATHS.start, {}, appUrl);
    expect(response.statusCode).toBe(200);
    return response.json<{ orderRef: string; autoStartToken: string }>();
  }
  const collect = async (orderRef: string, appUrl = BRAND_A_URL) =>
    bankIdCollectResponseSchema.parse(
      (await call(BANKID_API_PATHS.collect, { orderRef }, appUrl)).json(),
    );
  const currentQr = async (orderRef: string) =>
    (await call(BANKID_API_PATHS.qr, { orderRef })).json<{ qrData: string }>().qrData;

  it('signs a member in: QR, scan, sign, collect, custom token, identity session, member', async () => {
    const order = await start();
    expect(Object.keys(order).sort()).toEqual(['autoStartToken', 'orderRef']);
    const qr = await currentQr(order.orderRef);
    expect(qr).toMatch(/^bankid\.[0-9a-f-]{36}\.\d+\.[0-9a-f]{64}$/);
    await expect(collect(order.orderRef)).resolves.toEqual({
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });

    expect((await phone(BANKID_TEST_PATHS.scan, { qrData: qr })).statusCode).toBe(204);
    await expect(collect(order.orderRef)).resolves.toEqual({
      status: 'pending',
      hintCode: 'userSign',
    });
    const signed = await phone(BANKID_TEST_PATHS.sign, { qrData: qr, personalNumber: ANNA.pno });
    expect(signed.statusCode).toBe(204);
    const done = await collect(order.orderRef);
    if (done.status !== 'complete') throw new Error(`not complete: ${JSON.stringify(done)}`);

    const session = await callIdentity(t, IDENTITY_PATHS.signInWithCustomToken, {
      token: done.customToken,
      tenantId: TENANT_A,
      returnSecureToken: true,
    });
    expect(session.statusCode).toBe(200);
    const { idToken } = session.json<{ idToken: string }>();
    const user = await t.app.inject({
      method: 'GET',
      url: '/v1/get/user',
      headers: { [APP_URL_HEADER]: BRAND_A_URL, authorization: `Bearer ${idToken}` },
    });
    expect(user.json()).toMatchObject({ id: ANNA.uid, email: 'anna@klubb.example' });

    // The token is handed out once: the order is gone.
    const again = await call(BANKID_API_PATHS.collect, { orderRef: order.orderRef });
    expect(errorOf(again)).toMatchObject({ status: 404, code: 'bankid/order-not-found' });
  });

  it('leads an identified person who is no member to registration', async () => {
    const order = await start();
    await phone(BANKID_TEST_PATHS.sign, {
      autoStartToken: order.autoStartToken,
      personalNumber: NOT_A_MEMBER_PNO,
    });
    await expect(collect(order.orderRef)).resolves.toEqual({
      status: 'notRegistered',
      personalNumber: NOT_A_MEMBER_PNO,
      ssnProof: expect.stringMatching(/^eyJ/),
    });
  });

  it('reports the member’s cancel in the app as failed/userCancel', async () => {
    const order = await start();
    await phone(BANKID_TEST_PATHS.cancel, { qrData: await currentQr(order.orderRef) });
    await expect(collect(order.orderRef)).resolves.toEqual({
      status: 'failed',
      hintCode: 'userCancel',
    });
  });

  it('cancels an order the app leaves, after which it is gone', async () => {
    const order = await start();
    const cancel = await call(BANKID_API_PATHS.cancel, { orderRef: order.orderRef });
    expect(cancel.statusCode).toBe(204);
    expect(errorOf(await call(BANKID_API_PATHS.qr, { orderRef: order.orderRef })).code).toBe(
      'bankid/order-not-found',
    );
  });

  it('keeps orders to their brand, and brands without personal numbers have no BankID', async () => {
    const order = await start();
    const foreign = await call(BANKID_API_PATHS.qr, { orderRef: order.orderRef }, BRAND_B_URL);
    expect(errorOf(foreign)).toMatchObject({ status: 404, code: 'bankid/order-not-found' });
    const brandB = await call(BANKID_API_PATHS.start, {}, BRAND_B_URL);
    expect(errorOf(brandB)).toMatchObject({ status: 404, code: 'bankid/unavailable' });
    const bad = await call(BANKID_API_PATHS.collect, { orderRef: 'not-a-uuid' });
    expect(errorOf(bad)).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('mints the custom token for the brand’s tenant only', async () => {
    const order = await start();
    await phone(BANKID_TEST_PATHS.sign, {
      autoStartToken: order.autoStartToken,
      personalNumber: ANNA.pno,
    });
    const done = await collect(order.orderRef);
    if (done.status !== 'complete') throw new Error('not complete');
    const otherTenant = await callIdentity(t, IDENTITY_PATHS.signInWithCustomToken, {
      token: done.customToken,
      tenantId: TENANT_B,
      returnSecureToken: true,
    });
    expect(identityErrorOf(otherTenant)).toBe('TENANT_ID_MISMATCH');
  });
});

describe.each(testTargets())('the SDK identity client against the stand-in on %s', (target) => {
  let t: TestApp;
  let baseUrl = '';
  beforeAll(async () => {
    t = await createTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const client = (tenantId: string) =>
    createIdentityClient({
      ...standInUrls(baseUrl),
      apiKey: 'test-key',
      tenantId,
      timeoutMs: () => 10_000,
    });

  it('signs in, refreshes, looks up, and after revocation the refresh signs out', async () => {
    const identity = client(TENANT_A);
    const tokens = await identity.signInWithPassword('anna@klubb.example', SEED_PASSWORD);
    expect(tokens).toMatchObject({ uid: ANNA.uid, expiresInS: 3600 });
    const refreshed = await identity.refresh(tokens.refreshToken);
    expect(refreshed.uid).toBe(ANNA.uid);
    await expect(identity.lookup(refreshed.idToken)).resolves.toMatchObject({
      localId: ANNA.uid,
      email: 'anna@klubb.example',
      tenantId: TENANT_A,
    });
    await expect(identity.getRecaptchaConfig()).resolves.toMatchObject({
      emailPasswordEnforcement: 'OFF',
    });
    await identity.revokeToken(refreshed.idToken, refreshed.refreshToken);
    await expect(identity.refresh(refreshed.refreshToken)).rejects.toMatchObject({
      code: 'auth/user-token-expired',
    });
  });

  it('says "invalid credential" for a wrong password and for another brand’s member', async () => {
    await expect(
      client(TENANT_A).signInWithPassword('anna@klubb.example', 'Fel2026lösen'),
    ).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await expect(
      client(TENANT_B).signInWithPassword('anna@klubb.example', SEED_PASSWORD),
    ).rejects.toMatchObject({ code: 'auth/invalid-credential' });
  });

  it('exchanges a BankID custom token for a session', async () => {
    const headers = { 'content-type': 'application/json', [APP_URL_HEADER]: BRAND_A_URL };
    const post = async (path: string, body: object, withBrand = true) => {
      const response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: withBrand ? headers : { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status === 204 ? {} : ((await response.json()) as Record<string, string>);
    };
    const order = await post(BANKID_API_PATHS.start, {});
    await post(
      BANKID_TEST_PATHS.sign,
      { autoStartToken: order.autoStartToken, personalNumber: ANNA.pno },
      false,
    );
    const done = await post(BANKID_API_PATHS.collect, { orderRef: order.orderRef ?? '' });
    const tokens = await client(TENANT_A).signInWithCustomToken(done.customToken ?? '');
    expect(tokens.uid).toBe(ANNA.uid);
  });
});
