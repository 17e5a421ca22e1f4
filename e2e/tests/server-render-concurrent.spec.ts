import type { APIRequestContext } from '@playwright/test';

import { BRAND_A, BRAND_B } from '../support/brands';
import { expect, test } from '../support/test';

// Issue 33 (ADR 028): the render service makes many pages at once, mixed across both brands and
// routes, and no page carries another's brand, language, feed or remotes. Each page has a query
// string of its own, so none comes from the public page cache: every one is a server render.
// Today renders take turns (host/src/server/render-turns.ts); once the runtime owns its
// instances they run side by side, and this test must pass unchanged.

const PAGES_PER_ROUND = 120;
const ROUTES = ['/', '/editorial', '/benefit', '/live'];

interface Seen {
  brand: typeof BRAND_A;
  path: string;
  html: string;
}

/** The data block `id` of the page as parsed JSON (null: none). */
function dataBlock(html: string, id: string): unknown {
  const found = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return found?.[1] ? JSON.parse(found[1]) : null;
}

/** A brand's page alone, server-rendered (asked until the remote's server build is loaded). */
async function alone(request: APIRequestContext, brand: typeof BRAND_A, path: string) {
  let html = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(`http://localhost:3000${path}?alone=${Math.random()}`, {
          headers: { host: new URL(brand.url).host },
        });
        html = await answer.text();
        return html.includes('data-klubb-rendered');
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return html;
}

/** The brand's offer and article ids the page's queries hold (its feed). */
function feedIds(html: string): string[] {
  const queries = JSON.stringify(dataBlock(html, 'klubb-rendered-queries') ?? {});
  return [...new Set(queries.match(/"id":"[^"]+"/g) ?? [])];
}

test('pages rendered at the same time each carry their own brand, language, feed and remotes', async ({
  request,
}) => {
  test.setTimeout(120_000);
  // What each brand's pages hold when asked one at a time: the reference.
  const own = new Map<string, { ids: Set<string>; remotes: string }>();
  for (const brand of [BRAND_A, BRAND_B]) {
    const html = await alone(request, brand, '/');
    const state = dataBlock(html, 'klubb-first-view') as { remotes: unknown };
    own.set(brand.name, { ids: new Set(feedIds(html)), remotes: JSON.stringify(state.remotes) });
  }
  const ids = (brand: typeof BRAND_A) => own.get(brand.name)!.ids;
  // The two brands' feeds share nothing, so a page with the other's items would show.
  expect([...ids(BRAND_A)].some((id) => ids(BRAND_B).has(id))).toBe(false);

  const seen: Seen[] = await Promise.all(
    Array.from({ length: PAGES_PER_ROUND }, async (_, i) => {
      const brand = i % 2 === 0 ? BRAND_A : BRAND_B;
      const path = ROUTES[Math.floor(i / 2) % ROUTES.length] ?? '/';
      const answer = await request.get(`http://localhost:3000${path}?n=${i}`, {
        headers: { host: new URL(brand.url).host },
        timeout: 60_000,
      });
      expect(answer.status()).toBe(200);
      return { brand, path, html: await answer.text() };
    }),
  );

  let rendered = 0;
  for (const { brand, path, html } of seen) {
    const other = brand === BRAND_A ? BRAND_B : BRAND_A;
    const where = `${brand.name} ${path}`;
    const state = dataBlock(html, 'klubb-first-view') as {
      appUrl: string;
      brand: { name: string; language: string };
      remotes: unknown;
    } | null;
    // The plain index.html (the API late for the first view, a loaded machine): no brand at all.
    if (!state) {
      expect(html, where).not.toContain('data-klubb-rendered');
      continue;
    }
    expect(state.appUrl, where).toBe(brand.url);
    expect(state.brand.name, where).toBe(brand.name);
    expect(JSON.stringify(state.remotes), where).toBe(own.get(brand.name)!.remotes);
    if (!html.includes('data-klubb-rendered')) continue;
    rendered += 1;
    expect(html, where).toContain(`<html lang="${brand.lang}"`);
    expect(html, where).toContain(`<title>${brand.name}</title>`);
    // Its own navigation's words, never the other brand's.
    expect(html, where).toContain(`>${brand.tabs[0]}<`);
    expect(html, where).not.toContain(`>${other.tabs[0]}<`);
    // Its feed: none of the other brand's items.
    const foreign = feedIds(html).filter((id) => ids(other).has(id));
    expect(foreign, where).toEqual([]);
  }
  // Server renders, not only the client's fallback: on a loaded machine some pages miss their
  // time-out (250 ms from their turn) and go out for the client, which is no mix-up.
  expect(rendered).toBeGreaterThanOrEqual(PAGES_PER_ROUND / 4);
});
