import { API_PATHS, APP_URL_HEADER, type Brand, type OfferFeedItem } from '@klubb/contracts';

import { rebaseStrings } from '../src/plugins/app-origin-media';

import {
  BRAND_A_URL,
  BRAND_B_URL,
  createTestApp,
  PUBLIC_URL,
  type TestApp,
} from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const pictureUrls = (items: OfferFeedItem[]) =>
  items.flatMap((item) => [...item.puffImage.jpeg, ...item.puffImage.webp].map((s) => s.url));

describe.each(testTargets())('media on the app origin on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t.close();
  });

  const feed = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: API_PATHS.getOfferList, headers });

  it("names the pictures on the app's origin for a call made through it", async () => {
    // The app origin's proxy: X-App-Url from the host, no Origin on a same-origin GET.
    const response = await feed({ [APP_URL_HEADER]: BRAND_B_URL });
    const urls = pictureUrls(response.json<OfferFeedItem[]>());
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.startsWith(`${BRAND_B_URL}/media/`)).toBe(true);
    // A same-origin POST carries Origin: the same origin, the same answer.
    const brand = await t.app.inject({
      method: 'GET',
      url: API_PATHS.getBrand,
      headers: { [APP_URL_HEADER]: BRAND_A_URL, origin: BRAND_A_URL },
    });
    expect(brand.json<Brand>().logoUrl.startsWith(`${BRAND_A_URL}/media/`)).toBe(true);
  });

  it("keeps the API's public URL for cross-origin calls and a standalone page", async () => {
    const crossOrigin = await feed({ origin: BRAND_B_URL });
    const standalone = await feed({
      origin: 'http://localhost:3002',
      [APP_URL_HEADER]: BRAND_B_URL,
    });
    for (const response of [crossOrigin, standalone]) {
      for (const url of pictureUrls(response.json<OfferFeedItem[]>())) {
        expect(url.startsWith(`${PUBLIC_URL}/media/`)).toBe(true);
      }
    }
  });

  it('keeps the cached public answers of each origin apart', async () => {
    const first = await feed({ [APP_URL_HEADER]: BRAND_B_URL });
    const cross = await feed({ origin: BRAND_B_URL });
    const again = await feed({ [APP_URL_HEADER]: BRAND_B_URL });
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
    expect(cross.body).not.toBe(first.body);
  });
});

describe('rebaseStrings', () => {
  it('rebases matching strings at any depth and leaves the rest', () => {
    expect(
      rebaseStrings({ a: ['x/1', 'y/1'], b: { c: 'x/2', d: 3, e: null } }, 'x/', 'z/'),
    ).toEqual({ a: ['z/1', 'y/1'], b: { c: 'z/2', d: 3, e: null } });
  });
});
