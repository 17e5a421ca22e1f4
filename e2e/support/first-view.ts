import { expect, type Page } from '@playwright/test';

/**
 * Sends `header: value` with `origin`'s page requests (documents) from now on. Only the page's
 * own request carries it (on an API call it would cost a CORS preflight); the answer still comes
 * from the server, so the page keeps its loopback address space.
 */
async function askPagesWith(
  page: Page,
  origin: string,
  header: string,
  value: string,
): Promise<void> {
  await page.route(
    (url) => url.origin === origin && !/\.\w+$/.test(url.pathname),
    (route) => {
      const request = route.request();
      if (request.resourceType() !== 'document') return route.fallback();
      return route.continue({ headers: { ...request.headers(), [header]: value } });
    },
  );
}

/**
 * Asks `origin`'s pages without the first view the server inlines (ADR 014 step 1;
 * `X-Klubb-First-View: off`, render/src/first-view-html.mjs), as when that server cannot
 * reach the API: the host asks for its brand and its remotes document itself, so a test can
 * answer them in the browser (`page.route`).
 */
export const withoutFirstView = (page: Page, origin: string): Promise<void> =>
  askPagesWith(page, origin, 'x-klubb-first-view', 'off');

/**
 * Asks `origin`'s pages with the server's render of the route switched off
 * (`X-Klubb-Render-Budget: 0`, render/src/first-view-html.mjs): the first view inlined as
 * before, the route rendered by the client, which asks the API for its data itself. For tests of
 * what the client asks for (the feed's pages, its cache, the first view's requests); whether the
 * server's render makes it in time is the machine's load, so they do not leave it to chance.
 */
export const renderedOnTheClient = (page: Page, origin: string): Promise<void> =>
  askPagesWith(page, origin, 'x-klubb-render-budget', '0');

/**
 * Loads `url` until the server's render of the route made it in time (its HTML carries
 * `data-klubb-rendered`): the render has a time-out, and on a busy machine a page may go out for
 * the client to render, which is not what a test of the rendered page is about. A feed the client
 * rendered is kept (spec §4), and a load within its 10 s would render that afresh instead of
 * hydrating: it is forgotten before the next try.
 */
export async function gotoRendered(page: Page, url: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.goto(url);
        const rendered = (await response?.text())?.includes('data-klubb-rendered') ?? false;
        if (!rendered) await page.evaluate(() => localStorage.clear());
        return rendered;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}
