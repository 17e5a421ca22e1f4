import { API_PATHS, APP_URL_HEADER, offerFeedPageSchema } from '@klubb/contracts';

import { BRAND_A_URL, BRAND_B_URL, createTestApp, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

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

  it("finds the brand's visible offers by text, case-insensitively, 30 a page", async () => {
    const first = await search(BRAND_A_URL, { query: 'RABATT' });
    expect(first.length).toBeGreaterThan(0);
    expect(first.every((item) => item.id.startsWith('klubb-'))).toBe(true);
    const norwegian = await search(BRAND_B_URL, { query: 'rabatt' });
    expect(norwegian.every((item) => item.id.startsWith('norge-'))).toBe(true);
    const everything = await search(BRAND_A_URL, { query: 'e' });
    expect(everything).toHaveLength(30);
    const next = await search(BRAND_A_URL, { query: 'e', offset: 30 });
    expect(next.map((item) => item.id)).not.toContain(everything[0]?.id);
  });

  it('treats % and _ as text, not wildcards', async () => {
    expect(await search(BRAND_A_URL, { query: '%' })).toHaveLength(30); // "20 % rabatt …"
    expect(await search(BRAND_A_URL, { query: '_' })).toEqual([]);
  });
});
