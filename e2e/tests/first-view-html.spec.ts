import type { Page } from '@playwright/test';

import { BRAND_A, BRAND_B, type REMOTE_ORIGINS } from '../support/brands';
import { liveOfferId } from '../support/feeds';
import { renderedOnTheClient } from '../support/first-view';
import { isApiCall, isRemoteFile } from '../support/origins';
import { expect, test } from '../support/test';

// ADR 014 steps 1 and 2: the page arrives with its brand, its remotes document and the route's
// manifest inlined (render/src/), and the host loads the remote owning the URL before the
// first render, the others at idle.

/** Every URL the page asks for, in order. */
function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const entryOf = (remote: keyof typeof REMOTE_ORIGINS) => (url: string) =>
  isRemoteFile(url, remote) && url.endsWith('/remoteEntry.js');

for (const brand of [BRAND_A, BRAND_B]) {
  test(`${brand.name}'s page brings its brand, document and manifest; the feed's remote loads first`, async ({
    page,
  }) => {
    // The client's own loading order: the route rendered by the client (server-render.spec.ts
    // has the server's render, which asks for the feed itself).
    await renderedOnTheClient(page, brand.url);
    const urls = recordRequests(page);
    await page.goto(brand.url);
    const cards = page.getByRole('list', { name: brand.feedLabel }).getByRole('link');
    await expect(cards.first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', brand.lang);

    // Checked by the render service with the host's own schemas, so boot does not parse it.
    const state = JSON.parse((await page.locator('#klubb-first-view').textContent()) ?? 'null');
    expect(state).toMatchObject({ version: 1, appUrl: brand.url, checked: true });

    // Neither the brand nor the document is asked for, nor the route's manifest.
    expect(urls.filter((url) => isApiCall(url, '/v1/get/brand?'))).toEqual([]);
    expect(urls.filter((url) => isApiCall(url, '/v1/get/remotes'))).toEqual([]);
    expect(urls.filter((url) => isRemoteFile(url, 'mf_feeds'))).not.toContainEqual(
      expect.stringMatching(/mf-manifest\.json$/),
    );
    // The other remotes after the feed's own request, at idle, and they work.
    const feedRequest = urls.findIndex((url) => isApiCall(url, '/v1/get_list/offer'));
    expect(feedRequest).toBeGreaterThanOrEqual(0);
    const moreEntry = () => urls.findIndex(entryOf('mf_more'));
    await expect.poll(moreEntry).toBeGreaterThan(feedRequest);
    await page.getByRole('navigation').getByRole('link', { name: 'Mer' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mer' })).toBeVisible();
  });
}

test('a deep link to an offer renders it first, and its type feed is there behind it', async ({
  page,
  request,
}) => {
  const id = await liveOfferId(request);
  const urls = recordRequests(page);
  await page.goto(`${BRAND_A.url}/live/${id}`);
  await expect(page.locator('article h1')).toBeVisible();
  // The server's offer shows before the app asks for its remote: the app's boot asks for it.
  await expect.poll(() => urls.findIndex(entryOf('mf_offer'))).toBeGreaterThanOrEqual(0);
  // mf-offer's manifest came with the page.
  expect(urls.filter((url) => isRemoteFile(url, 'mf_offer'))).not.toContainEqual(
    expect.stringMatching(/mf-manifest\.json$/),
  );
  // The stack's root, the live feed, is mf-feeds' page, loaded after the offer.
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Live' })
    .click();
  await expect(page).toHaveURL(`${BRAND_A.url}/live`);
  await expect(page.getByRole('list', { name: 'Live' }).getByRole('link').first()).toBeVisible();
});

test('a deep link to a type feed works with another remote down, which costs only its pages', async ({
  page,
}) => {
  await page.route(
    (url) => isRemoteFile(url, 'mf_more'),
    (route) => route.abort('connectionrefused'),
  );
  await page.goto(`${BRAND_A.url}/live`);
  await expect(page.getByRole('list', { name: 'Live' }).getByRole('link').first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Mer' })
    .click();
  await expect(page.getByRole('heading', { name: 'Kunde inte laddas' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
});
