// Issue 32 item 10: About, the restaurant detail and the promo codes used browser-blue links and
// the browser's list indents; the navigation labels were underlined; radio buttons and the
// search field's "×" were the engine's blue. Every page is drawn in the brand's theme.
import { BRAND_A, BRAND_B } from '../support/brands';
import { signedInAs } from '../support/signed-in';
import { expect, test, type Page } from '../support/test';

/** What of the page is left to the browser's defaults: blue links, indented bullet lists. */
function unstyled(page: Page) {
  return page.evaluate(() => {
    const browserBlue = ['rgb(0, 0, 238)', 'rgb(85, 26, 139)', 'rgb(0, 0, 255)'];
    const found: string[] = [];
    for (const link of document.querySelectorAll('a')) {
      const style = getComputedStyle(link);
      if (browserBlue.includes(style.color)) found.push(`blue link "${link.textContent}"`);
    }
    for (const list of document.querySelectorAll('main ul, main ol')) {
      const style = getComputedStyle(list);
      if (style.listStyleType !== 'none' && style.paddingLeft === '40px') {
        found.push(`indented list "${list.textContent?.slice(0, 40)}"`);
      }
    }
    for (const tab of document.querySelectorAll('nav a')) {
      if (getComputedStyle(tab).textDecorationLine !== 'none') {
        found.push(`underlined navigation label "${tab.textContent}"`);
      }
    }
    return found;
  });
}

for (const brand of [BRAND_A, BRAND_B]) {
  test.describe(`${brand.name}'s pages in its theme`, () => {
    test.use(signedInAs(brand));

    test('About, the promo codes and the restaurant detail have no browser-default links or lists', async ({
      page,
    }) => {
      const paths = ['/more/about', '/more/voucher'];
      if (brand === BRAND_A) paths.push('/more/restaurant/s/klubb-restaurant-02');
      for (const path of paths) {
        await page.goto(`${brand.url}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[data-skeleton], [role="status"][aria-live]')).toHaveCount(0);
        expect(await unstyled(page), path).toEqual([]);
      }
    });
  });
}

test('radio buttons take the brand’s colour', async ({ page }) => {
  await page.goto(`${BRAND_A.url}/more`);
  // The root's accent colour is what every radio button and check box of the app is drawn in.
  // /more is not rendered by the server: the brand's theme reaches the root when the app boots, so
  // the colour is polled (a person meets the radios only after that boot, too).
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).accentColor))
    .toBe('rgb(11, 93, 59)');
});
