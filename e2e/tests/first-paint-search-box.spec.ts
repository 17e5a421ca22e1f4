// Issue 32, from the screenshot review: the mixed feed's search box is for phones only (spec §2),
// but the server's page, drawn before the app knows the screen's width, showed it on a desktop
// too, until the app took over and removed it (the grid below jumped up).
import { BRAND_B } from '../support/brands';
import { expect, test } from '../support/test';

test.use({ javaScriptEnabled: false, waitsForApp: false });

test('a desktop’s first paint of the feed has no phone search box', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the box is a phone’s');
  await page.goto(BRAND_B.url);
  await expect(page.getByRole('list', { name: BRAND_B.feedLabel })).toBeVisible();
  await expect(page.getByRole('searchbox')).toBeHidden();
});
