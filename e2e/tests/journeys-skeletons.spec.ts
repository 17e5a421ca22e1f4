// Issue 13 item 9: while a feed, a type feed, an offer or the first search results are on their
// way, the page shows a still skeleton of what is coming, not a spinner, and what arrives takes
// the skeleton's place: nothing jumps. Each API answer is held until the skeleton is measured.
import type { Locator, Page, Route } from '@playwright/test';

import { BRAND_A } from '../support/brands';
import { renderedOnTheClient } from '../support/first-view';
import { apiPathOf } from '../support/origins';
import { expect, test } from '../support/test';

/** Holds the first answer of an API path until released; later ones pass. */
async function holdFirst(page: Page, pathname: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route(
    // The API's path on the page's origin (/api, ADR 014) or on its own.
    (url) => apiPathOf(url.href)?.split('?')[0] === pathname,
    async (route: Route) => {
      if (!held) {
        held = true;
        await released;
      }
      await route.continue();
    },
  );
  return { release };
}

// The client's own loading states: with the server's render the data comes in the HTML, so
// there is nothing to wait for (server-render.spec.ts).
test.beforeEach(async ({ page }) => {
  await renderedOnTheClient(page, BRAND_A.url);
});

/** A skeleton of a shape (`data-skeleton`): offer-grid, offer, or page (a remote on its way). */
const skeleton = (page: Page, shape: string) =>
  page.locator(`[role="status"][aria-busy="true"][data-skeleton="${shape}"]`);
const anySkeleton = (page: Page) => page.locator('[role="status"][aria-busy="true"]');
const bones = (page: Page, shape: string) => skeleton(page, shape).locator('[aria-hidden="true"]');

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

test('the type feed shows card shapes where the cards will stand', async ({ page }) => {
  const feed = await holdFirst(page, '/v1/get_list/offer');
  await page.goto(`${BRAND_A.url}/benefit`);
  await expect(skeleton(page, 'offer-grid')).toHaveText('Laddar…');
  await expect(page.locator('[class*="spinner"]')).toHaveCount(0);
  const firstBone = await boxOf(bones(page, 'offer-grid').first());
  feed.release();
  const card = page
    .getByRole('list', { name: /Förmåner/ })
    .getByRole('listitem')
    .first();
  await expect(card).toBeVisible();
  await expect(anySkeleton(page)).toHaveCount(0);
  const picture = await boxOf(card.locator('[data-image-status]').first());
  expect(Math.abs(picture.x - firstBone.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(picture.y - firstBone.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(picture.width - firstBone.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(picture.height - firstBone.height)).toBeLessThanOrEqual(1);
});

test('the mixed feed shows card shapes, not a spinner, while its first page comes', async ({
  page,
}) => {
  const feed = await holdFirst(page, '/v1/get_list/offer');
  await page.goto(BRAND_A.url);
  await expect(skeleton(page, 'offer-grid')).toHaveText('Laddar…');
  await expect(page.locator('[class*="spinner"]')).toHaveCount(0);
  expect(await bones(page, 'offer-grid').count()).toBe(8 * 5);
  feed.release();
  await expect(
    page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link'),
  ).not.toHaveCount(0);
  await expect(anySkeleton(page)).toHaveCount(0);
});

test('an offer shows its picture, title and text shapes where they will stand', async ({
  page,
}) => {
  const offer = await holdFirst(page, '/v1/get/offer');
  await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-001`);
  await expect(skeleton(page, 'offer')).toHaveText('Laddar…');
  const pictureBone = await boxOf(bones(page, 'offer').first());
  offer.release();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(anySkeleton(page)).toHaveCount(0);
  const picture = await boxOf(page.locator('article header > *').first());
  expect(Math.abs(picture.y - pictureBone.y)).toBeLessThanOrEqual(1);
  expect(Math.abs(picture.width - pictureBone.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(picture.height - pictureBone.height)).toBeLessThanOrEqual(2);
});

test('the first search results come as card shapes', async ({ page }) => {
  const search = await holdFirst(page, '/v1/search/offer');
  await page.goto(`${BRAND_A.url}/search`);
  await page.getByRole('searchbox', { name: 'Sök bland erbjudanden och artiklar' }).fill('yoga');
  await expect(skeleton(page, 'offer-grid')).toHaveText('Laddar…');
  expect(await bones(page, 'offer-grid').count()).toBe(8 * 5);
  search.release();
  await expect(page.getByRole('list', { name: 'Sökresultat' }).getByRole('link')).not.toHaveCount(
    0,
  );
  await expect(anySkeleton(page)).toHaveCount(0);
});
