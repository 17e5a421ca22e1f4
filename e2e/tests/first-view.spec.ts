import type { Request } from '@playwright/test';

import { BRAND_A, BRAND_B } from '../support/brands';
import { renderedOnTheClient } from '../support/first-view';
import { isApiCall } from '../support/origins';
import { expect, test } from '../support/test';

// The first view of a visitor (ADR 014): the API is on the page's own origin (/api, decision 3),
// whose server names the brand (X-App-Url from the host): each API GET is a plain same-origin GET
// with no header that would need a preflight elsewhere, and the public answers come with an ETag
// and a public cache lifetime.

/** Headers that would make a cross-origin GET need a CORS preflight (none is safelisted). */
const PREFLIGHT_HEADERS = ['x-app-url', 'authorization', 'content-type'];

// The browser's own first-view requests: the route rendered by the client (with the server's
// render, the feed's data comes in the HTML; server-render.spec.ts).
test.beforeEach(async ({ page }) => {
  await renderedOnTheClient(page, BRAND_A.url);
  await renderedOnTheClient(page, BRAND_B.url);
});

for (const brand of [BRAND_A, BRAND_B]) {
  test(`a visitor's feed and offer of ${brand.name} load with simple GETs only`, async ({
    page,
  }) => {
    const apiGets: Request[] = [];
    page.on('request', (request) => {
      if (isApiCall(request.url(), '/v1/') && request.method() === 'GET') apiGets.push(request);
    });
    const feedAnswer = page.waitForResponse(
      (response) => isApiCall(response.url(), '/v1/get_list/offer') && response.ok(),
    );
    await page.goto(brand.url);
    const cards = page.getByRole('list', { name: brand.feedLabel }).getByRole('link');
    await expect(cards.first()).toBeVisible();

    const feed = await feedAnswer;
    expect(feed.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(feed.headers().etag).toMatch(/^"[\w-]+"$/);

    await cards.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    expect(apiGets.length).toBeGreaterThan(2);
    for (const request of apiGets) {
      const headers = await request.allHeaders();
      // Same-origin: the browser sends no Origin on a GET.
      expect(request.url().startsWith(`${brand.url}/api/v1/`)).toBe(true);
      expect([request.url(), headers.origin]).toEqual([request.url(), undefined]);
      for (const name of PREFLIGHT_HEADERS) {
        expect([request.url(), name, headers[name]]).toEqual([request.url(), name, undefined]);
      }
    }
  });
}

test('a first visit to a type feed lays the list out once, below the category filter', async ({
  page,
}) => {
  // The order that shifted the list (CLS 0.108 in Lighthouse's cold runs): the feed page arrives
  // before the categories, which a first visit has not stored yet.
  let feedArrived: () => void = () => {};
  const feedDone = new Promise<void>((resolve) => (feedArrived = resolve));
  page.on('response', (response) => {
    if (isApiCall(response.url(), '/v1/get_list/offer')) feedArrived();
  });
  await page.route(
    (url) => isApiCall(url.href, '/v1/get_list/brand/category'),
    async (route) => {
      await feedDone;
      await route.continue();
    },
  );
  await page.addInitScript(() => {
    // Shifts of the page's content; the desktop footer and menu moving as the page grows are the
    // shell's and measured elsewhere (Lighthouse measures the phone view).
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    type Shift = PerformanceEntry & { value: number; sources: Array<{ node: Node | null }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const content = entry.sources.some(
          (source) => source.node instanceof Element && !source.node.closest('footer, nav'),
        );
        if (content) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto(`${BRAND_A.url}/live`);
  await expect(page.getByRole('group', { name: 'Kategorier' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Live' }).getByRole('link').first()).toBeVisible();
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  );
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});
