import { BRAND_A, BRAND_B } from '../support/brands';
import { expect, test } from '../support/test';

// Issue 14: the host's HTML is locked down on both brands, and no source map is served anywhere.
const ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005, 3006].map(
  (port) => `http://localhost:${port}`,
);

for (const brand of [BRAND_A, BRAND_B]) {
  test(`${brand.url}: CSP, Referrer-Policy and no framing on every HTML answer`, async ({
    page,
  }) => {
    for (const path of ['/more', '/benefit/klubb-benefit-001', '/']) {
      const response = await page.goto(`${brand.url}${path}`);
      const headers = response?.headers() ?? {};
      expect(headers['content-type']).toMatch(/text\/html/);
      const csp = headers['content-security-policy'] ?? '';
      expect(csp).toMatch(/script-src 'self' http:\/\/localhost:3001 /);
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
    // The app runs under it (the fixture fails the test on any violation).
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
}

test('a page of another site cannot frame the app', async ({ page }) => {
  await page.route('http://localhost:3999/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<iframe title="framed" src="${BRAND_A.url}/"></iframe>`,
    }),
  );
  await page.goto('http://localhost:3999/');
  // Chromium replaces a refused frame with its error page: the app never loads inside.
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
});

test('no source map is served by any origin', async ({ request }) => {
  for (const origin of ORIGINS) {
    // The names the build would have used sit beside dist/, not in it; the server refuses .map.
    const response = await request.get(`${origin}/main.js.map`);
    expect(response.status()).toBe(404);
  }
  const remotes = (await (await request.get(`${BRAND_A.url}/remotes.json`)).json()) as {
    remotes: Array<{ name: string; manifestUrl: string }>;
  };
  for (const { name, manifestUrl } of remotes.remotes) {
    const manifest = (await (await request.get(manifestUrl)).json()) as {
      metaData: { remoteEntry: { name: string } };
    };
    const entry = await request.get(new URL(manifest.metaData.remoteEntry.name, manifestUrl).href);
    expect(await entry.text()).not.toMatch(/^\/\/# sourceMappingURL=/m);
    expect(
      (
        await request.get(`${new URL(manifest.metaData.remoteEntry.name, manifestUrl).href}.map`)
      ).status(),
    ).toBe(404);
    // The same folder on the app's one origin (ADR 014): the entry is there, its map is not.
    const entryPath = new URL(manifest.metaData.remoteEntry.name, manifestUrl).pathname;
    const onOrigin = `${BRAND_A.url}/remotes/${name.replace('_', '-')}${entryPath}`;
    expect((await request.get(onOrigin)).status()).toBe(200);
    expect((await request.get(`${onOrigin}.map`)).status()).toBe(404);
  }
});
