import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { API_PATHS, APP_URL_HEADER, FEED_PAGE_SIZE } from '@klubb/contracts';

import { SEED_PASSWORD } from '../src/db/seed/members';

import { ANNA, identityUrl, mintTestToken, TENANT_A } from './helpers/identity';
import { BRAND_A_URL, createTestApp, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

describe.each(testTargets())('compressed answers on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const feedPage = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: `${API_PATHS.getOfferList}?offset=0`,
      headers: {
        [APP_URL_HEADER]: BRAND_A_URL,
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
      },
    });

  it('sends a feed page as brotli or gzip, whichever the client takes, with the same JSON', async () => {
    const plain = await feedPage();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const items = plain.json<unknown[]>();
    expect(items).toHaveLength(FEED_PAGE_SIZE);

    const br = await feedPage('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const unpacked = brotliDecompressSync(br.rawPayload);
    expect(JSON.parse(unpacked.toString('utf8'))).toEqual(items);
    // A feed page is mostly repeated keys and URLs: it shrinks to a fraction.
    expect(br.rawPayload.length).toBeLessThan(unpacked.length / 4);

    const gzip = await feedPage('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(items);
  });

  it('compresses a member’s answer the public cache never keeps, in one call, and keeps Vary', async () => {
    const token = await mintTestToken(t.database, ANNA);
    const memberFeed = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: `${API_PATHS.getOfferList}?offset=0`,
        headers: { [APP_URL_HEADER]: BRAND_A_URL, authorization: `Bearer ${token}`, ...headers },
      });
    const plain = await memberFeed({});
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['x-cache']).toBeUndefined();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const items = plain.json<unknown[]>();

    const br = await memberFeed({ 'accept-encoding': 'gzip;q=0.5, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(items);

    const gzip = await memberFeed({ 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(items);

    const refused = await memberFeed({ 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(items);
  });

  it('sends small answers and error records as they are', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: API_PATHS.health,
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
    const missing = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.getOffer}?id=klubb-nothing&getVoucher=true&getCompanionOffer=true&getAvailability=true`,
      headers: { [APP_URL_HEADER]: BRAND_A_URL, 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json()).toMatchObject({ status: 404 });
  });

  it('never compresses the identity stand-in’s token answers (they echo what was sent)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: identityUrl('/v1/accounts:signInWithPassword'),
      headers: { 'accept-encoding': 'gzip, br' },
      payload: {
        email: 'anna@klubb.example',
        password: SEED_PASSWORD,
        tenantId: TENANT_A,
        returnSecureToken: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('idToken');
  });
});
