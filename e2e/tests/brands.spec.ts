import { BRAND_A, BRAND_B, shownTabs } from '../support/brands';
import { isRemoteFile } from '../support/origins';
import { expect, test, type Page } from '../support/test';

const primaryColor = (page: Page) =>
  page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--k-color-primary').trim(),
  );

test('brand A renders in Swedish, in its theme, with its tabs and the feed from mf-feeds', async ({
  page,
}) => {
  const feedRequests: string[] = [];
  page.on('request', (request) => {
    if (isRemoteFile(request.url(), 'mf_feeds')) feedRequests.push(request.url());
  });
  await page.goto(BRAND_A.url);
  await expect(page.locator('html')).toHaveAttribute('lang', BRAND_A.lang);
  await expect(page).toHaveTitle(BRAND_A.name);
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(nav.getByRole('link')).toHaveText(shownTabs(BRAND_A, test.info().project.name));
  const cards = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link');
  // 30 a page, less the billboard's offer, which is not repeated below it.
  await expect(cards).toHaveCount(29);
  // The feed comes from mf-feeds' folder (its manifest came inlined in the page: ADR 014). The
  // cards above are the server's; the app asks for the remote's entry once it starts.
  await expect.poll(() => feedRequests.some((url) => url.endsWith('remoteEntry.js'))).toBe(true);
  expect(await primaryColor(page)).toBe('#0B5D3B');
  await expect(page.getByRole('button', { name: /Varukorg/ })).toBeVisible();
});

test('brand B renders in Norwegian, in its own theme, with fewer tabs and no cart', async ({
  page,
}) => {
  const commerceRequests: string[] = [];
  page.on('request', (request) => {
    if (isRemoteFile(request.url(), 'mf_commerce')) commerceRequests.push(request.url());
  });
  await page.goto(BRAND_B.url);
  await expect(page.locator('html')).toHaveAttribute('lang', BRAND_B.lang);
  const nav = page.getByRole('navigation', { name: 'Hovedmeny' });
  await expect(nav.getByRole('link')).toHaveText(shownTabs(BRAND_B, test.info().project.name));
  await expect(
    page.getByRole('list', { name: BRAND_B.feedLabel }).getByRole('link').first(),
  ).toBeVisible();
  expect(await primaryColor(page)).not.toBe('#0B5D3B');
  await expect(page.getByRole('button', { name: /Handlekurv/ })).toHaveCount(0);
  // A deep link into the switched-off remote is not found, and the remote is never fetched.
  await page.goto(`${BRAND_B.url}/checkout`);
  await expect(page.getByRole('heading', { name: 'Siden finnes ikke' })).toBeVisible();
  expect(commerceRequests).toEqual([]);
});

test.describe('an app URL that belongs to no brand', () => {
  test.use({ locale: 'nb-NO' });

  test('shows a clear error screen in the browser’s language', async ({ page }) => {
    await page.goto('http://unknown.localhost:3000/');
    await expect(page.getByRole('heading', { name: 'Appen ble ikke funnet' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nb');
  });
});
