import { API_PATHS, APP_URL_HEADER, brandSchema, ERROR_CODES } from '@klubb/contracts';

import { BRAND_A_URL, BRAND_B_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

describe.each(testTargets())('GET /v1/get/brand on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const getBrand = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API_PATHS.getBrand}${query}`, headers });

  it('finds the brand by the X-App-Url header, in the contract shape', async () => {
    const response = await getBrand('', { [APP_URL_HEADER]: BRAND_A_URL });
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(brandSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: 'klubb',
      name: 'Klubb',
      language: 'sv',
      currency: 'SEK',
      // Asked as through the app's origin (X-App-Url, no Origin): named on it (app-origin-media.ts).
      logoUrl: `${BRAND_A_URL}/media/logo-klubb.svg`,
      contact: { email: 'medlem@klubb.example' },
      minimumContainerVersion: '1.0.0',
      config: {
        verifyWithSsn: true,
        referralCodeInputType: 'options',
        showLive: true,
        showRestaurants: true,
        remotes: ['mf_auth', 'mf_feeds', 'mf_offer', 'mf_commerce', 'mf_more'],
      },
    });
  });

  it('falls back to the Origin header', async () => {
    const response = await getBrand('', { origin: BRAND_B_URL });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'klubb-norge',
      language: 'nb',
      currency: 'NOK',
      config: {
        showLive: false,
        showRestaurants: false,
        verifyWithSsn: false,
        referralCodeInputType: 'code',
      },
    });
    expect(response.json<{ config: { remotes: string[] } }>().config.remotes).not.toContain(
      'mf_commerce',
    );
  });

  it('prefers the appUrl query over the headers and sends the tenant only when asked', async () => {
    const query = `?appUrl=${encodeURIComponent(BRAND_B_URL)}`;
    const headers = { [APP_URL_HEADER]: BRAND_A_URL };
    const plain = await getBrand(query, headers);
    expect(plain.json()).toMatchObject({ id: 'klubb-norge', authTenantId: null });
    const withTenant = await getBrand(`${query}&authTenantIdSelect=true`, headers);
    expect(withTenant.json()).toMatchObject({
      id: 'klubb-norge',
      authTenantId: 'klubb-norge-x9y8z',
    });
  });

  it('accepts every app URL of a brand, written as a URL or an origin', async () => {
    for (const appUrl of [
      'http://127.0.0.1:3000',
      'http://LOCALHOST:3000/',
      'http://localhost:3000/feed?x=1',
    ]) {
      const response = await getBrand(
        `?appUrl=${encodeURIComponent(appUrl)}&authTenantIdSelect=true`,
      );
      expect(response.json()).toMatchObject({ id: 'klubb', authTenantId: 'klubb-a1b2c' });
    }
  });

  it('answers 404 brand/not-found for an unknown app URL', async () => {
    for (const appUrl of ['http://localhost:3999', 'not a url', 'ftp://localhost:3000']) {
      const response = await getBrand('', { [APP_URL_HEADER]: appUrl });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe(ERROR_CODES.unknownBrand);
    }
  });

  it('answers 400 brand/app-url-missing when no app URL is given', async () => {
    const response = await getBrand('');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(ERROR_CODES.missingAppUrl);
  });

  it('gives each brand its own navigation, with the empty entry kept for the host to skip', async () => {
    const a = (await getBrand('', { [APP_URL_HEADER]: BRAND_A_URL })).json<{
      config: { navigationBar: Array<{ label: string; icon: string; path: string }> };
    }>();
    expect(a.config.navigationBar).toContainEqual({ label: '', icon: '', path: '/hidden' });
    expect(a.config.navigationBar.map((item) => item.label)).toContain('nav.live');
    const b = (await getBrand('', { [APP_URL_HEADER]: BRAND_B_URL })).json<typeof a>();
    expect(b.config.navigationBar.map((item) => item.label)).not.toContain('nav.live');
  });
});
