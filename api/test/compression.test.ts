import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { API_PATHS, APP_URL_HEADER, FEED_PAGE_SIZE } from '@klubb/contracts';

import { SEED_PASSWORD } from '../src/db/seed/members';

import { identityUrl, TENANT_A } from './helpers/identity';
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
