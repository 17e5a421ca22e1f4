import { API_PATHS, APP_URL_HEADER, offerFeedPageSchema } from '@klubb/contracts';

import { toPrefixQuery } from '../src/services/offer-queries';

import { BRAND_A_URL, BRAND_B_URL, createTestApp, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

describe('toPrefixQuery', () => {
  it('turns words into a prefix query and drops everything else', () => {
    expect(toPrefixQuery('Rabatt på  MIDDAG!')).toBe('rabatt:* & på:* & middag:*');
    expect(toPrefixQuery("'); DROP TABLE offers; --")).toBe('drop:* & table:* & offers:*');
    expect(toPrefixQuery('% _ & | !')).toBeNull();
  });
});

describe.each(testTargets())('POST /v1/search/offer on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  async function search(appUrl: string, body: object) {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.searchOffer,
      headers: { [APP_URL_HEADER]: appUrl },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    return offerFeedPageSchema.parse(response.json());
  }

  it("finds the brand's visible offers with Swedish stemming, best match first", async () => {
    // "rabatter" and "rabatt" share the Swedish stem; the title carries the most weight.
    const results = await search(BRAND_A_URL, { query: 'RABATTER' });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((item) => item.id.startsWith('klubb-'))).toBe(true);
    expect(results[0]?.title.toLowerCase()).toContain('rabatt');
    expect(results.map((item) => item.id)).not.toContain('klubb-benefit-010'); // ended
  });

  it('finds words from their beginning while the member types, in Norwegian too', async () => {
    const typed = await search(BRAND_A_URL, { query: 'vinprov' });
    expect(typed.length).toBeGreaterThan(0);
    const norwegian = await search(BRAND_B_URL, { query: 'rabat' });
    expect(norwegian.length).toBeGreaterThan(0);
    expect(norwegian.every((item) => item.id.startsWith('norge-'))).toBe(true);
  });

  it('answers 30 a page, without an offer twice across pages', async () => {
    const first = await search(BRAND_A_URL, { query: 'medlem' });
    expect(first).toHaveLength(30);
    const second = await search(BRAND_A_URL, { query: 'medlem', offset: 30 });
    const ids = new Set(first.map((item) => item.id));
    expect(second.filter((item) => ids.has(item.id))).toEqual([]);
  });

  it('answers no offers for text without words, and for words no offer has', async () => {
    expect(await search(BRAND_A_URL, { query: '%' })).toEqual([]);
    expect(await search(BRAND_A_URL, { query: 'xyzzyqwerty' })).toEqual([]);
    expect(await search(BRAND_A_URL, { query: 'och' })).toEqual([]); // a stop word
  });
});
