import {
  API_PATHS,
  APP_URL_HEADER,
  ERROR_CODES,
  FEED_PAGE_SIZE,
  offerFeedPageSchema,
  type OfferFeedItem,
} from '@klubb/contracts';

import { BRAND_A_URL, BRAND_B_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

// The seed (src/db/seed): brand A has 45 benefit, 40 editorial and 35 live offers, of which one
// benefit has ended and one editorial is not published yet; brand B has 22 benefit and 18
// editorial offers, one benefit ended.
const A_VISIBLE = { benefit: 44, editorial: 39, live: 35 };
const B_VISIBLE = { benefit: 21, editorial: 18 };

describe.each(testTargets())('offer feeds on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  async function page(appUrl: string, query: string): Promise<OfferFeedItem[]> {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API_PATHS.getOfferList}?${query}`,
      headers: { [APP_URL_HEADER]: appUrl },
    });
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(offerFeedPageSchema.parse(body)).toEqual(body);
    return body as OfferFeedItem[];
  }

  /** Pages the way the client does: load more while the last page was full. */
  async function wholeFeed(appUrl: string, query = ''): Promise<OfferFeedItem[][]> {
    const pages: OfferFeedItem[][] = [];
    for (let offset = 0; ; offset += FEED_PAGE_SIZE) {
      const items = await page(appUrl, `offset=${offset}&${query}`);
      pages.push(items);
      if (items.length < FEED_PAGE_SIZE) return pages;
    }
  }

  it('pages the mixed feed 30 at a time, newest first, with no offer twice', async () => {
    const pages = await wholeFeed(BRAND_A_URL);
    const total = A_VISIBLE.benefit + A_VISIBLE.editorial + A_VISIBLE.live;
    expect(pages.map((items) => items.length)).toEqual([30, 30, 30, total - 90]);
    const ids = pages.flat().map((item) => item.id);
    expect(new Set(ids).size).toBe(total);
    expect(new Set(pages.flat().map((item) => item.type))).toEqual(
      new Set(['benefit', 'editorial', 'live']),
    );
  });

  it('answers the same page the same way every time (stable order with ties)', async () => {
    const first = await page(BRAND_A_URL, 'offset=30');
    const again = await page(BRAND_A_URL, 'offset=30');
    expect(again.map((item) => item.id)).toEqual(first.map((item) => item.id));
    const shifted = await page(BRAND_A_URL, 'offset=31');
    expect(shifted.slice(0, 29).map((item) => item.id)).toEqual(
      first.slice(1).map((item) => item.id),
    );
  });

  it('filters by type', async () => {
    for (const type of ['benefit', 'editorial', 'live'] as const) {
      const items = (await wholeFeed(BRAND_A_URL, `type=${type}`)).flat();
      expect(items).toHaveLength(A_VISIBLE[type]);
      expect(items.every((item) => item.type === type)).toBe(true);
    }
  });

  it('filters by categories: an offer matches if its category is in the list', async () => {
    const all = (await wholeFeed(BRAND_A_URL, 'type=benefit')).flat();
    const wanted = ['klubb-resor', 'klubb-hem'];
    const select = encodeURIComponent(JSON.stringify(wanted));
    const items = (await wholeFeed(BRAND_A_URL, `type=benefit&categoryIdSelect=${select}`)).flat();
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => item.id)).toEqual(
      all.filter((item) => wanted.includes(item.categoryId ?? '')).map((item) => item.id),
    );
    expect(items.every((item) => item.categoryIdSelect.some((id) => wanted.includes(id)))).toBe(
      true,
    );
    expect(await page(BRAND_A_URL, `categoryIdSelect=${encodeURIComponent('[]')}`)).toHaveLength(
      30,
    );
  });

  it('keeps brands apart: brand B never sees brand A offers, nor a category of A', async () => {
    const items = (await wholeFeed(BRAND_B_URL)).flat();
    expect(items).toHaveLength(B_VISIBLE.benefit + B_VISIBLE.editorial);
    expect(items.every((item) => item.id.startsWith('norge-'))).toBe(true);
    const select = encodeURIComponent(JSON.stringify(['klubb-resor']));
    expect(await page(BRAND_B_URL, `categoryIdSelect=${select}`)).toEqual([]);
  });

  it('leaves out types switched off for the brand', async () => {
    const items = (await wholeFeed(BRAND_B_URL)).flat();
    expect(items.some((item) => item.type === 'live')).toBe(false);
    expect(await page(BRAND_B_URL, 'type=live')).toEqual([]);
  });

  it('leaves out ended offers and offers not yet published', async () => {
    const ids = (await wholeFeed(BRAND_A_URL)).flat().map((item) => item.id);
    expect(ids).not.toContain('klubb-benefit-010');
    expect(ids).not.toContain('klubb-editorial-040');
  });

  it('answers an offset past the end with an empty page', async () => {
    expect(await page(BRAND_A_URL, 'offset=5000')).toEqual([]);
  });

  it('gives editorial offers a reading time (1 for some) and absolute picture URLs', async () => {
    const items = (await wholeFeed(BRAND_A_URL, 'type=editorial')).flat();
    expect(items.every((item) => typeof item.readingTime === 'number')).toBe(true);
    expect(items.some((item) => item.readingTime === 1)).toBe(true);
    expect(items.some((item) => item.puffImage.imageDescription === null)).toBe(true);
    for (const item of items) {
      for (const size of [...item.puffImage.jpeg, ...item.puffImage.webp]) {
        // Asked with X-App-Url (as through the app's origin): named on that origin.
        expect(size.url).toMatch(
          /^http:\/\/localhost:3000\/media\/puff-\d{2}-(400|800)\.(jpg|webp)$/,
        );
      }
    }
  });

  it('answers 400 brand/app-url-missing without an app URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.getOfferList });
    expect(errorOf(response)).toMatchObject({ status: 400, code: ERROR_CODES.missingAppUrl });
  });
});
