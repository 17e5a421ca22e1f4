import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { BankIdClientV6 } from 'bankid';
import type { FastifyInstance } from 'fastify';

import {
  APP_URL_HEADER,
  BANKID_API_PATHS,
  BANKID_ERROR_CODES,
  BANKID_TEST_PATHS,
  bankIdCollectResponseSchema,
} from '@klubb/contracts';

import { httpsRp, startMtlsRpServer } from '../../src/bankid/mtls';
import { createOrderBook } from '../../src/bankid/order-book';
import { ensureTestPki, TEST_RP_PASSPHRASE, type TestPki } from '../../src/bankid/test-pki';
import { loadConfig } from '../../src/config';
import { BRAND_A_URL, createTestApp, type TestApp } from '../helpers/test-app';
import { testTargets } from '../helpers/test-database';

/** A call made with `https` directly: what answers it, or how the connection failed. */
function rawCall(url: string, options: { ca: string; pfx?: Buffer; passphrase?: string }) {
  return new Promise<string>((resolve) => {
    const outgoing = request(
      url,
      { method: 'POST', headers: { 'content-type': 'application/json' }, ...options },
      (response) => resolve(`HTTP ${response.statusCode}`),
    );
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(`refused: ${error.code}`));
    outgoing.end(JSON.stringify({ endUserIp: '192.0.2.10' }));
  });
}

/**
 * BankID's RP API is mutual TLS (PROTOCOLS.md §3.1): the stand-in's mTLS mode, with a test PKI
 * made on first start, driven by the `bankid` package (3.2.1) with the generated RP certificate,
 * as a relying party calls BankID's test service with its own.
 */
describe('the BankID stand-in in mutual-TLS mode', () => {
  let dir: string;
  let pki: TestPki;
  let server: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bankid-tls-'));
    pki = ensureTestPki(join(dir, 'pki'));
    ({ server, baseUrl } = await startMtlsRpServer(createOrderBook(), pki, 0));
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const packageClient = (pfx: Buffer | undefined) => {
    const client = new BankIdClientV6({
      production: false,
      qrEnabled: false,
      ...(pfx ? { pfx, passphrase: TEST_RP_PASSPHRASE } : {}),
      ca: Buffer.from(pki.ca),
    });
    client.axios.defaults.baseURL = baseUrl;
    return client;
  };

  it('the bankid package with the RP certificate authenticates and collects', async () => {
    const client = packageClient(pki.rpPfx);
    const order = await client.authenticate({ endUserIp: '192.0.2.10' });
    expect(order.orderRef).toMatch(/\S/);
    expect(await client.collect({ orderRef: order.orderRef })).toMatchObject({
      orderRef: order.orderRef,
      status: 'pending',
      hintCode: 'outstandingTransaction',
    });
    // Field checks hold over TLS too: BankID's invalidParameters.
    await expect(client.authenticate({ endUserIp: 'not-an-ip' })).rejects.toMatchObject({
      code: 'invalidParameters',
    });
  });

  it('refuses, in the handshake, a client without a certificate or with another CA’s', async () => {
    const auth = new URL('auth', baseUrl).toString();
    expect(await rawCall(auth, { ca: pki.ca })).toMatch(/^refused: /);
    // The package's own default: BankID's published test RP certificate, not issued by this CA.
    await expect(
      packageClient(undefined).authenticate({ endUserIp: '192.0.2.10' }),
    ).rejects.toThrow();
    expect(
      await rawCall(auth, { ca: pki.ca, pfx: pki.rpPfx, passphrase: TEST_RP_PASSPHRASE }),
    ).toBe('HTTP 200');
    // Plain HTTP to the port gets no RP API either.
    const plain = await fetch(auth.replace('https:', 'http:'), { method: 'POST' }).then(
      (response) => `HTTP ${response.status}`,
      () => 'refused',
    );
    expect(plain).not.toBe('HTTP 200');
  });

  it('the relying-party client of the API calls it with the certificate; errors are BankID’s', async () => {
    const rp = httpsRp({ baseUrl, pfx: pki.rpPfx, passphrase: TEST_RP_PASSPHRASE, ca: pki.ca });
    try {
      const order = await rp.auth({ endUserIp: '192.0.2.10' });
      expect(await rp.collect(order.orderRef)).toMatchObject({ status: 'pending' });
      await rp.cancel(order.orderRef);
      await expect(rp.collect(order.orderRef)).rejects.toMatchObject({
        name: 'RpError',
        errorCode: 'invalidParameters',
      });
    } finally {
      rp.close();
    }
    // BankID out of reach is an RpError the flow answers 502 for, not a crash.
    const away = httpsRp({
      baseUrl: 'https://127.0.0.1:9/rp/v6.0/',
      pfx: pki.rpPfx,
      passphrase: TEST_RP_PASSPHRASE,
      ca: pki.ca,
    });
    await expect(away.auth({ endUserIp: '192.0.2.10' })).rejects.toMatchObject({
      errorCode: 'transportError',
    });
    away.close();
  });

  it('is asked for with BANKID_MTLS_PORT, outside production only', () => {
    expect(loadConfig({ BANKID_MTLS_PORT: '4443' }).bankIdMtls).toEqual({
      port: 4443,
      dir: expect.stringMatching(/\.data\/bankid-tls$/) as string,
    });
    expect(loadConfig({}).bankIdMtls).toBeUndefined();
    expect(
      loadConfig({ BANKID_MTLS_PORT: '4443', NODE_ENV: 'production' }).bankIdMtls,
    ).toBeUndefined();
  });

  it('keeps the PKI it made: a second start uses the same certificates', () => {
    const again = ensureTestPki(pki.dir);
    expect(again.ca).toBe(pki.ca);
    expect(readFileSync(join(pki.dir, 'rp.p12'))).toEqual(pki.rpPfx);
  });
});

describe.each(testTargets())(
  'the BankID sign-in over mutual TLS (BANKID_MTLS_PORT) on %s',
  (target) => {
    let t: TestApp;
    let dir: string;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'bankid-tls-'));
      t = await createTestApp(target, { bankIdMtls: { port: 0, dir: join(dir, 'pki') } });
    });
    afterAll(async () => {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    });

    const call = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { [APP_URL_HEADER]: BRAND_A_URL } });

    it('signs a member in with the RP calls going over TLS with the RP certificate', async () => {
      // Made on first start, in the given folder.
      expect(readFileSync(join(dir, 'pki', 'rp.p12')).length).toBeGreaterThan(0);
      const started = await call(BANKID_API_PATHS.start, {});
      expect(started.statusCode).toBe(200);
      const order = started.json<{ orderRef: string; autoStartToken: string }>();
      const signed = await t.app.inject({
        method: 'POST',
        url: BANKID_TEST_PATHS.sign,
        payload: { autoStartToken: order.autoStartToken, personalNumber: '198504128763' },
      });
      expect(signed.statusCode).toBe(204);
      const done = bankIdCollectResponseSchema.parse(
        (await call(BANKID_API_PATHS.collect, { orderRef: order.orderRef })).json(),
      );
      expect(done).toMatchObject({ status: 'complete' });
    });

    it('with an RP certificate the CA did not issue, no call gets through: BankID failed (502)', async () => {
      // The PKI of another installation: its RP certificate is put in place of this one's.
      const other = ensureTestPki(join(dir, 'other'));
      const pkiDir = join(dir, 'tampered');
      ensureTestPki(pkiDir);
      copyFileSync(join(other.dir, 'rp.p12'), join(pkiDir, 'rp.p12'));
      const stranger = await createTestApp(target, { bankIdMtls: { port: 0, dir: pkiDir } });
      try {
        const started = await stranger.app.inject({
          method: 'POST',
          url: BANKID_API_PATHS.start,
          payload: {},
          headers: { [APP_URL_HEADER]: BRAND_A_URL },
        });
        expect(started.statusCode).toBe(502);
        expect(started.json()).toMatchObject({ code: BANKID_ERROR_CODES.rpFailed });
      } finally {
        await stranger.close();
      }
    });
  },
);
