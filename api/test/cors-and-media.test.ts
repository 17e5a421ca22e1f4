import {
  API_PATHS,
  APP_URL_HEADER,
  FEED_PAGE_SIZE,
  REGISTRY_PATHS,
  type OfferFeedItem,
} from '@klubb/contracts';

import { loadConfig } from '../src/config';

import {
  BRAND_A_URL,
  BRAND_B_URL,
  createTestApp,
  errorOf,
  PUBLIC_URL,
  type TestApp,
} from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const CONSOLE_ORIGIN = 'https://console.klubb.example';

describe.each(testTargets())('CORS and media on %s', (target) => {
  let dev: TestApp;
  let production: TestApp;
  beforeAll(async () => {
    [dev, production] = await Promise.all([
      createTestApp(target),
      createTestApp(target, { production: true, consoleOrigin: CONSOLE_ORIGIN }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([dev.close(), production.close()]);
  });

  const preflight = (t: TestApp, origin: string, url: string = API_PATHS.getOfferList) =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-app-url',
      },
    });

  it("answers pre-flights from the brands' app URLs", async () => {
    for (const t of [dev, production]) {
      const response = await preflight(t, BRAND_B_URL);
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(BRAND_B_URL);
      const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
      expect(allowed.split(', ')).toEqual(
        expect.arrayContaining([
          'authorization',
          'content-type',
          APP_URL_HEADER,
          'x-client-version',
        ]),
      );
    }
  });

  it('allows any localhost origin outside production only', async () => {
    const remote = 'http://localhost:3002';
    expect((await preflight(dev, remote)).headers['access-control-allow-origin']).toBe(remote);
    expect(
      (await preflight(production, remote)).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it("allows the operator console's origin in production, for the operators' API only", async () => {
    const ops = await preflight(production, CONSOLE_ORIGIN, REGISTRY_PATHS.publish);
    expect(ops.statusCode).toBe(204);
    expect(ops.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
    const call = await production.app.inject({
      method: 'GET',
      url: REGISTRY_PATHS.status,
      headers: { origin: CONSOLE_ORIGIN },
    });
    expect(errorOf(call)).toMatchObject({ status: 401, code: 'auth/token-missing' });
    expect(call.headers['access-control-allow-origin']).toBe(CONSOLE_ORIGIN);
    for (const url of [
      API_PATHS.getOfferList,
      '/identitytoolkit.googleapis.com/v1/accounts:lookup',
    ]) {
      const member = await preflight(production, CONSOLE_ORIGIN, url);
      expect(member.headers['access-control-allow-origin']).toBeUndefined();
    }
    // A brand's app is no console: its origin stays as it was on the operators' routes too.
    const fromBrand = await preflight(production, 'https://console.klubb.example.evil.test');
    expect(fromBrand.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('reads the console origin from KLUBB_CONSOLE_ORIGIN, an origin without a path', () => {
    const env = { NODE_ENV: 'production', HOST: '0.0.0.0' };
    expect(loadConfig({ ...env, KLUBB_CONSOLE_ORIGIN: CONSOLE_ORIGIN }).consoleOrigin).toBe(
      CONSOLE_ORIGIN,
    );
    expect(loadConfig(env).consoleOrigin).toBeUndefined();
    expect(() => loadConfig({ ...env, KLUBB_CONSOLE_ORIGIN: `${CONSOLE_ORIGIN}/app` })).toThrow(
      /KLUBB_CONSOLE_ORIGIN/,
    );
  });

  it('never allows a foreign origin', async () => {
    for (const origin of ['http://evil.example', 'http://localhost.evil.example:3000', 'null']) {
      const response = await preflight(dev, origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('sends CORS headers on real calls from a brand', async () => {
    const response = await dev.app.inject({
      method: 'GET',
      url: API_PATHS.getBillboard,
      headers: { origin: BRAND_A_URL },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(BRAND_A_URL);
  });

  it('serves every picture the feed names, with its type and a long immutable cache', async () => {
    const urls = new Set<string>();
    for (let offset = 0; ; offset += FEED_PAGE_SIZE) {
      const items = (
        await dev.app.inject({
          method: 'GET',
          url: `${API_PATHS.getOfferList}?offset=${offset}`,
          headers: { [APP_URL_HEADER]: BRAND_A_URL },
        })
      ).json<OfferFeedItem[]>();
      for (const item of items) {
        for (const size of [...item.puffImage.jpeg, ...item.puffImage.webp]) urls.add(size.url);
      }
      if (items.length < FEED_PAGE_SIZE) break;
    }
    expect(urls.size).toBeGreaterThan(20);
    for (const url of urls) {
      const response = await dev.app.inject({ method: 'GET', url: url.replace(PUBLIC_URL, '') });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        url.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
      );
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeGreaterThan(500);
    }
  });

  it('answers 304 to a matching ETag and 404 records to unknown or sneaky file names', async () => {
    const first = await dev.app.inject({ method: 'GET', url: '/media/puff-01-800.jpg' });
    const etag = String(first.headers.etag);
    const again = await dev.app.inject({
      method: 'GET',
      url: '/media/puff-01-800.jpg',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    for (const url of [
      '/media/nothing.jpg',
      '/media/..%2Fpackage.json',
      '/media/%2E%2E%2Fsrc%2Fapp.ts',
    ]) {
      expect(errorOf(await dev.app.inject({ method: 'GET', url })).status).toBe(404);
    }
  });
});
