import { BRAND_A } from '../support/brands';
import { expect, test } from '../support/test';

test.describe('with the app running', () => {
  // About the app's scroll restoration, measured from where the app took the page over (a tap
  // before that is first-tap.spec.ts's).
  test.use({ waitsForApp: true });

  test('a card opens /{type}/{id} from mf-offer, and back returns to the feed where it was', async ({
    page,
  }) => {
    await page.goto(BRAND_A.url);
    const cards = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link');
    // 30 a page, less the billboard's offer, which is not repeated below it.
    await expect(cards).toHaveCount(29);
    const card = cards.nth(13);
    await card.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    const title = (await card.textContent())?.trim() ?? '';
    await card.click();
    await expect(page).toHaveURL(/\/(benefit|live|editorial)\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(`${BRAND_A.url}/`);
    await expect(cards.nth(13)).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });
});

test('a deep link survives reload, and the back button leads to the stack root', async ({
  page,
}) => {
  await page.goto(BRAND_A.url);
  const first = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link').first();
  const href = await first.getAttribute('href');
  await page.goto(`${BRAND_A.url}${href}`);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(`${BRAND_A.url}${href}`);
  await page.getByRole('button', { name: 'Tillbaka' }).click();
  await expect(page.getByRole('button', { name: 'Tillbaka' })).toHaveCount(0);
});

test('each tab keeps its own stack, and re-selecting a tab trims it to its root', async ({
  page,
}) => {
  await page.goto(`${BRAND_A.url}/benefit`);
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(nav.getByRole('link', { name: 'Förmåner' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('list', { name: 'Förmåner' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/benefit\/[^/]+$/);
  const offerUrl = page.url();
  await nav.getByRole('link', { name: 'Mer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mer' })).toBeVisible();
  await nav.getByRole('link', { name: 'Förmåner' }).click();
  await expect(page).toHaveURL(offerUrl);
  await nav.getByRole('link', { name: 'Förmåner' }).click();
  await expect(page).toHaveURL(`${BRAND_A.url}/benefit`);
});

test('unknown paths show the 404 page', async ({ page }) => {
  await page.goto(`${BRAND_A.url}/no-such-page`);
  await expect(page.getByRole('heading', { name: 'Sidan finns inte' })).toBeVisible();
});

test('the navigation bar sits at the bottom on a phone and at the top on a desktop', async ({
  page,
}, testInfo) => {
  await page.goto(BRAND_A.url);
  const nav = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(nav).toBeVisible();
  const box = await nav.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  if (testInfo.project.name === 'phone') {
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 2);
  } else {
    expect(box.y).toBeLessThan(80);
  }
});

test('browser forward returns to the page, which slid in from the right over 300 ms', async ({
  page,
}) => {
  await page.goto(BRAND_A.url);
  const cards = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link');
  await cards.first().click();
  const offer = page.locator('article h1');
  await expect(offer).toBeVisible();
  const animation = await page
    .locator('[data-stack]:not([hidden]):not([inert])')
    .evaluate((element) => getComputedStyle(element).animationDuration);
  expect(animation).toBe('0.3s');
  const offerUrl = page.url();
  await page.goBack();
  await expect(cards.first()).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(offerUrl);
  await expect(offer).toBeVisible();
});

test('re-selecting the current tab at its root scrolls to the top', async ({ page }) => {
  await page.goto(BRAND_A.url);
  const cards = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link');
  await cards.nth(20).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Hem' })
    .click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// Issue 32: on a desktop the search is a tab of the navigation, a top-level page with nothing to
// go back to; on a phone it is opened from the feed's search box, and back leaves it.
test('the search page offers "Tillbaka" on a phone only', async ({ page }, testInfo) => {
  await page.goto(`${BRAND_A.url}/search`);
  await expect(page.getByRole('searchbox')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tillbaka' })).toHaveCount(
    testInfo.project.name === 'desktop' ? 0 : 1,
  );
});
