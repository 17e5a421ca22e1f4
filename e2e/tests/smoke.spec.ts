import { expect, test } from '@playwright/test';

test('the API answers /health', async ({ request }) => {
  const response = await request.get('http://localhost:4000/health');
  expect(response.status()).toBe(200);
});

// Brand B checks that Chromium reaches *.localhost despite the host resolver rules.
for (const origin of ['http://localhost:3000', 'http://nordic.localhost:3000']) {
  test(`the host serves index.html at ${origin}`, async ({ page }) => {
    const response = await page.goto(`${origin}/`, { waitUntil: 'commit' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    // A visitor's page may be kept briefly by a shared cache (the render service's page cache,
    // ADR 028), never by one that would give it to a request with credentials.
    expect(response?.headers()['cache-control']).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(response?.headers().vary).toBe('Accept-Encoding, Authorization, Cookie');
  });
}
