import { API_PATHS, APP_URL_HEADER } from '@klubb/contracts';

import { BRAND_A_URL, BRAND_B_URL, createTestApp, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

/** Every link URL anywhere in an answer. */
function linkUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linkUrls);
  if (value === null || typeof value !== 'object') return [];
  const node = value as { type?: unknown; url?: unknown };
  const own = node.type === 'link' && typeof node.url === 'string' ? [node.url] : [];
  return [...own, ...Object.values(value).flatMap(linkUrls)];
}

describe.each(testTargets())('rich text links on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it.each([
    ['klubb-editorial-002', BRAND_A_URL],
    ['norge-editorial-002', BRAND_B_URL],
  ])(
    '%s goes out without its seeded javascript: link, its other links kept',
    async (id, appUrl) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API_PATHS.getOffer}?id=${id}`,
        headers: { [APP_URL_HEADER]: appUrl },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/javascript:/i);
      const urls = linkUrls(response.json());
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(/^(https?|mailto|tel):/);
    },
  );
});
