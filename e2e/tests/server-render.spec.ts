import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { BRAND_A, BRAND_B } from '../support/brands';
import { liveOfferId } from '../support/feeds';
import { gotoRendered, renderedOnTheClient } from '../support/first-view';
import { expect, test } from '../support/test';

// ADR 014 step 6: the render service (render/src/route-render.mjs) sends a visitor's
// route already rendered — the shell and the page of the remote owning the URL, from that
// remote's server build — and the client hydrates it. A render past its time-out sends the page
// for the client to render, as before.

/**
 * The page's HTML as the server sends it, no JavaScript run. The first request for a remote
 * version loads its server build, which may take past the time-out (that page goes out for the
 * client to render); the service keeps loading it, so the HTML is asked for until rendered.
 */
async function renderedHtml(request: APIRequestContext, url: string): Promise<string> {
  // Asked of the loopback address by the brand's host name (the test's Node process does not
  // resolve brand B's nordic.localhost as the browser is told to).
  const { host, pathname, search } = new URL(url);
  let html = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(`http://localhost:3000${pathname}${search}`, {
          headers: { host },
        });
        html = await answer.text();
        return html.includes('data-klubb-rendered');
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return html;
}

/** Every console error of the page, hydration's included. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const HYDRATION_ERROR = /hydrat|did not match|server rendered/i;

/**
 * A test that asks for the HTML alone (no browser, no viewport; the service reads no user agent)
 * asks the same in both projects: it runs once, on the phone.
 */
const htmlOnly = (testInfo: TestInfo) =>
  test.skip(testInfo.project.name !== 'phone', 'the HTML alone: no viewport in it');

test('the mixed feed and an offer arrive rendered in the HTML, before any JavaScript', async ({
  request,
}, testInfo) => {
  htmlOnly(testInfo);
  const feed = await renderedHtml(request, `${BRAND_A.url}/`);
  // Cards: links to offers under the mixed feed's origin, with their images, and the feed's list.
  expect(feed).toContain(`aria-label="${BRAND_A.feedLabel}"`);
  expect(feed.match(/href="\/mixedFeed\/[a-z]+\/[^"]+"/g)?.length ?? 0).toBeGreaterThan(3);
  expect(feed).toMatch(/<img [^>]*src="[^"]+"/);
  // The route's queries for the client's cache, as data (no inline script runs: CSP).
  expect(feed).toMatch(/<script type="application\/json" id="klubb-rendered-queries">\{/);
  expect(feed).toContain('<style data-klubb-critical>');

  const id = await liveOfferId(request);
  const offer = await renderedHtml(request, `${BRAND_A.url}/live/${id}`);
  expect(offer).toMatch(/<article[^>]*>[\s\S]*<h1[^>]*>[^<]+<\/h1>/);
});

test("each brand's page is rendered from its own data, one brand after the other", async ({
  request,
}, testInfo) => {
  htmlOnly(testInfo);
  // Brand A first: the render service's process has A's answers in memory when B's page renders.
  for (const brand of [BRAND_A, BRAND_B, BRAND_A]) {
    const html = await renderedHtml(request, `${brand.url}/`);
    expect(html).toContain(`<html lang="${brand.lang}"`);
    expect(html).toContain(`aria-label="${brand.feedLabel}"`);
    // The billboard's offer is left out of the cards below it: 29 of the first 30.
    expect(html.match(/role="listitem"/g)).toHaveLength(29);
  }
});

for (const feed of [
  { path: '/', label: BRAND_A.feedLabel },
  { path: '/live', label: 'Live' },
]) {
  test(`the rendered feed ${feed.path} hydrates without an error and stays interactive`, async ({
    page,
    request,
  }) => {
    await renderedHtml(request, `${BRAND_A.url}${feed.path}`);
    const errors = consoleErrors(page);
    // The server's header element, kept as the HTML is parsed (before the app's scripts run):
    // hydration adopts it; a client render (or a mismatch's re-render) would replace it.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { serverHeader?: Element | null }).serverHeader =
          document.querySelector('#root header');
      });
    });
    await gotoRendered(page, `${BRAND_A.url}${feed.path}`);
    const cards = page.getByRole('list', { name: feed.label }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    // Hydrated: the app's router handles a card's link (the offer opens in the stack) and back.
    await cards.first().click();
    await expect(page.locator('article h1')).toBeVisible();
    await page.getByRole('button', { name: 'Tillbaka' }).click();
    await expect(cards.first()).toBeVisible();
    const header = await page.evaluate(
      () =>
        (window as { serverHeader?: Element | null }).serverHeader ===
        document.querySelector('#root header'),
    );
    expect(header, "the server's header is the page's after navigating").toBe(true);
    expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
  });
}

test('a page rendered longer ago than the feed’s lifetime hydrates as it is, then refreshes', async ({
  page,
  request,
}) => {
  // A phone whose clock runs 15 s ahead sees the server's feed as older than its 10 s lifetime,
  // as a page from a shared cache (nginx's proxy_cache, a CDN) on a slow boot does. The client
  // must still hydrate the HTML it was sent, not render the feed anew (a mismatch), and then ask
  // for a fresh first page behind the cards already shown.
  await renderedHtml(request, `${BRAND_A.url}/`);
  const errors = consoleErrors(page);
  await page.clock.setSystemTime(Date.now() + 15_000);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { serverList?: Element | null }).serverList =
        document.querySelector('#root [role="list"]');
    });
  });
  const firstPages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/get_list/offer') && url.searchParams.get('offset') === '0')
      firstPages.push(url.href);
  });
  await gotoRendered(page, `${BRAND_A.url}/`);
  const cards = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  // The refresh: the feed's first page asked for again, in the browser.
  await expect.poll(() => firstPages.length).toBeGreaterThan(0);
  const kept = await page.evaluate(
    () =>
      (window as { serverList?: Element | null }).serverList ===
      document.querySelector('#root [role="list"]'),
  );
  expect(kept, "the server's list was adopted, not replaced").toBe(true);
  expect(errors.filter((error) => HYDRATION_ERROR.test(error))).toEqual([]);
});

test('the rendered feed paints its picture before the app’s code is fetched or started', async ({
  page,
  request,
}) => {
  await renderedHtml(request, `${BRAND_A.url}/`);
  // In the page's own clock: each largest-contentful-paint report, and when the host's main
  // script is put in the page (by the first-paint gate: mf-config's first-paint-gate.js).
  await page.addInitScript(() => {
    const w = window as { paints?: Array<{ at: number; tag: string }>; appAt?: number };
    w.paints = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element }>) {
        w.paints?.push({ at: entry.startTime, tag: entry.element?.tagName ?? '' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]+\.js$/.test(node.src)) {
            w.appAt ??= performance.now();
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await gotoRendered(page, `${BRAND_A.url}/`);
  // The app did start, and hydrated: a card opens its offer in the stack.
  const cards = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link');
  await cards.first().click();
  await expect(page.locator('article h1')).toBeVisible();
  const { paints, appAt, scripts } = await page.evaluate(() => {
    const w = window as { paints?: Array<{ at: number; tag: string }>; appAt?: number };
    // Every script the page asked for but the gate itself (the render service holds the
    // preloads of the host's chunks and the route's remote in the gate's data-preloads).
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.js(\?|$)/.test(entry.name) && !/\/first-paint\./.test(entry.name))
      .map((entry) => ({ name: entry.name, at: entry.startTime }));
    return { paints: w.paints ?? [], appAt: w.appAt ?? NaN, scripts };
  });
  const picture = paints.find((paint) => paint.tag === 'IMG');
  expect(picture, `a picture among the largest paints: ${JSON.stringify(paints)}`).toBeDefined();
  expect(appAt).toBeGreaterThanOrEqual(picture?.at ?? Infinity);
  expect(scripts.length).toBeGreaterThan(0);
  const early = scripts.filter((script) => script.at < (picture?.at ?? Infinity));
  expect(early, 'no script is fetched before the picture has painted').toEqual([]);
});

test('a render past its time-out sends the page for the client, which renders it', async ({
  page,
}) => {
  // A render budget of 0 ms on the page's own request (renderedOnTheClient): the remote's server
  // render cannot finish, as a slow or failing one's.
  await renderedOnTheClient(page, BRAND_A.url);
  const answer = await page.goto(`${BRAND_A.url}/`);
  expect(await answer?.text()).not.toContain('data-klubb-rendered');
  const cards = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link');
  await expect(cards.first()).toBeVisible();
});
