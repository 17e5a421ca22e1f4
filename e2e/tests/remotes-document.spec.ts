// The host routes by its brand's remotes document (issue 15), in a real browser. Until the
// registry's API answers GET /v1/get/remotes, the tests answer it for the page with a document
// made as the registry makes it: each version's manifest URL and the routes and slots of the
// klubb-contract.json its build published beside the manifest.
import type { APIRequestContext, Page } from '@playwright/test';

import { REGISTRY_PATHS, type BrandRemotesDocument } from '@klubb/contracts';

import { BRAND_A, REMOTE_ORIGINS } from '../support/brands';
import { withoutFirstView } from '../support/first-view';
import { isRemoteFile } from '../support/origins';
import { expect, test } from '../support/test';

type RemoteName = keyof typeof REMOTE_ORIGINS;

async function entryOf(request: APIRequestContext, name: RemoteName, version: string) {
  const base = `${REMOTE_ORIGINS[name]}/${version}`;
  const contract = (await (await request.get(`${base}/klubb-contract.json`)).json()) as {
    routes: BrandRemotesDocument['remotes'][number]['routes'];
    slots: BrandRemotesDocument['remotes'][number]['slots'];
  };
  return {
    version,
    manifestUrl: `${base}/mf-manifest.json`,
    routes: contract.routes,
    slots: contract.slots,
  };
}

/** Brand A's document: its remotes at 0.1.0, less `without`. */
async function brandADocument(
  request: APIRequestContext,
  { without = [] as RemoteName[] } = {},
): Promise<BrandRemotesDocument> {
  const names = (Object.keys(REMOTE_ORIGINS) as RemoteName[]).filter((n) => !without.includes(n));
  return {
    remotes: await Promise.all(
      names.map(async (name) => ({ name, ...(await entryOf(request, name, '0.1.0')) })),
    ),
  };
}

const REGISTRY_URL = `**${REGISTRY_PATHS.brandRemotes}`;
// The page without the document the server inlined, so the host asks the (answered) registry.
const answerWith = async (page: Page, document: BrandRemotesDocument) => {
  await withoutFirstView(page, BRAND_A.url);
  await page.route(REGISTRY_URL, (route) =>
    route.fulfill({
      json: document,
      headers: { 'Access-Control-Allow-Origin': BRAND_A.url, 'Cache-Control': 'no-store' },
    }),
  );
};
const feeds = (page: Page) =>
  page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link').first();
const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Varukorg/ });

test('a canary in the document is the version the page loads, and its routes are mounted', async ({
  page,
  request,
}) => {
  const document = await brandADocument(request);
  const feedsEntry = document.remotes.find((remote) => remote.name === 'mf_feeds');
  if (!feedsEntry) throw new Error('no mf_feeds entry');
  feedsEntry.canary = { ...(await entryOf(request, 'mf_feeds', '0.2.0')), percent: 100 };
  await answerWith(page, document);
  await page.goto(BRAND_A.url);
  await expect(feeds(page)).toBeVisible();
  await expect(page.locator('[data-remote-version]').first()).toHaveAttribute(
    'data-remote-version',
    '0.2.0',
  );
  await page.goto(`${BRAND_A.url}/live`);
  await expect(page.getByRole('list', { name: 'Live' }).getByRole('link').first()).toBeVisible();
});

test('a remote the document leaves out is not loaded: no cart, and /checkout is not found', async ({
  page,
  request,
}) => {
  await answerWith(page, await brandADocument(request, { without: ['mf_commerce'] }));
  const commerceRequests: string[] = [];
  page.on('request', (r) => {
    if (isRemoteFile(r.url(), 'mf_commerce')) commerceRequests.push(r.url());
  });
  await page.goto(BRAND_A.url);
  await expect(feeds(page)).toBeVisible();
  await expect(cartButton(page)).toHaveCount(0);
  await page.goto(`${BRAND_A.url}/checkout`);
  await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
  expect(commerceRequests).toEqual([]);
});

test('a route the document declares but the module lacks is skipped with a warning', async ({
  page,
  request,
}) => {
  const document = await brandADocument(request);
  const more = document.remotes.find((remote) => remote.name === 'mf_more');
  more?.routes.push({ path: '/more/wallet', section: 'content' });
  await answerWith(page, document);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto(`${BRAND_A.url}/more`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mer' })).toBeVisible();
  expect(warnings.some((text) => text.includes('/more/wallet'))).toBe(true);
});

test('with the registry down, the next load uses the last good document', async ({
  page,
  request,
}) => {
  const document = await brandADocument(request, { without: ['mf_commerce'] });
  await answerWith(page, document);
  await page.goto(BRAND_A.url);
  await expect(feeds(page)).toBeVisible();
  await expect(cartButton(page)).toHaveCount(0);

  await page.unroute(REGISTRY_URL);
  await page.route(REGISTRY_URL, (route) => route.abort('connectionrefused'));
  await page.reload();
  await expect(feeds(page)).toBeVisible();
  // remotes.json would have brought the cart back: the kept document did not.
  await expect(cartButton(page)).toHaveCount(0);
  await page.goto(`${BRAND_A.url}/checkout`);
  await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
});
