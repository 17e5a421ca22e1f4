// Issue 32, "bare screens": an ended offer, the empty cart, no orders and no search results each
// said so and stopped there. Each now offers a way on, and it leads somewhere.
import { BRAND_A } from '../support/brands';
import { cartButton } from '../support/checkout';
import { signInNewMemberOfBrandA } from '../support/members';
import { expect, test } from '../support/test';

const feed = BRAND_A.feedLabel;

test('a new member’s empty orders, waiting lists and cart lead on to the offers', async ({
  page,
  request,
}, testInfo) => {
  await signInNewMemberOfBrandA(page, request, testInfo, {
    firstName: 'Tom',
    lastName: 'Tomsson',
    password: 'Tomrum2026ok',
  });
  await page.goto(`${BRAND_A.url}/more/orderHistory`);
  await expect(page.getByText('Du har inga köp ännu.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Upptäck erbjudanden' }).click();
  await expect(page.getByRole('list', { name: feed })).toBeVisible();

  // No waiting-list place either: the screen review found it a bare sentence.
  await page.goto(`${BRAND_A.url}/more/waitingLists`);
  await expect(page.getByText('Du står inte i någon kö.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Upptäck evenemang' }).click();
  await expect(page.getByRole('list', { name: feed })).toBeVisible();

  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Varukorg' });
  await expect(drawer.getByText('Din varukorg är tom.')).toBeVisible();
  await drawer.getByRole('link', { name: 'Upptäck erbjudanden' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('list', { name: feed })).toBeVisible();
});

test('a search without results leads on to the home page', async ({ page }) => {
  await page.goto(`${BRAND_A.url}/search`);
  await page.getByRole('searchbox').fill('qqqzzz');
  await expect(page.getByText('Inga träffar för ”qqqzzz”.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Till startsidan' }).click();
  await expect(page.getByRole('list', { name: feed })).toBeVisible();
});
