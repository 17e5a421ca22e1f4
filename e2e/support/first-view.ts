import type { Page } from '@playwright/test';

/**
 * Asks `origin`'s pages without the first view the server inlines (ADR 014 step 1;
 * `X-Klubb-First-View: off`, deploy/src/render/first-view-html.mjs), as when that server cannot
 * reach the API: the host asks for its brand and its remotes document itself, so a test can
 * answer them in the browser (`page.route`). Only the page's own request carries the header (on
 * an API call it would cost a CORS preflight); the answer still comes from the server, so the
 * page keeps its loopback address space.
 */
export async function withoutFirstView(page: Page, origin: string): Promise<void> {
  await page.route(
    (url) => url.origin === origin && !/\.\w+$/.test(url.pathname),
    (route) => {
      const request = route.request();
      if (request.resourceType() !== 'document') return route.fallback();
      return route.continue({ headers: { ...request.headers(), 'x-klubb-first-view': 'off' } });
    },
  );
}
