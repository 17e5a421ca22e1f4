import { test, type Page } from '@playwright/test';

import { BRAND_A } from '../support/brands';
import { cartButton } from '../support/checkout';
import { installMapsDouble } from '../support/maps-double';
import { apiPathOf } from '../support/origins';
import { signedInAs } from '../support/signed-in';

import { folderOf, settle, shoot } from './shots';

// The screenshot review of issue 32, its dialogs: the restaurant's table booking and the open
// cart drawer, with the drawer's cart loading, failing and offline. Brand A only: brand B has
// neither restaurants nor a cart (its config: no restaurants feed, sells: false).

const CART = '/v1/get/user/shopping_cart';
const isCartCall = (url: URL) => apiPathOf(url.href)?.startsWith(CART) === true;

/** Opens the drawer from the header, once the feed shows (the button is the app's). */
async function openDrawer(page: Page) {
  await page.goto(BRAND_A.url);
  await settle(page);
  await cartButton(page).click();
  await page.getByRole('dialog', { name: 'Varukorg' }).waitFor();
  // The drawer's slide in is over.
  await page.waitForTimeout(600);
}

test('a visitor: the cart drawer', async ({ page }, testInfo) => {
  await openDrawer(page);
  await shoot(
    page,
    folderOf(testInfo.project.name, BRAND_A, false, 'dialogs'),
    'cart-drawer',
    false,
  );
});

test.describe('a member', () => {
  test.use(signedInAs(BRAND_A));

  test('the booking dialog and the cart drawer', async ({ page, context }, testInfo) => {
    const folder = folderOf(testInfo.project.name, BRAND_A, true, 'dialogs');
    await installMapsDouble(page);
    await page.goto(`${BRAND_A.url}/more/restaurant/s/klubb-restaurant-02`);
    await settle(page);
    await page.getByRole('button', { name: 'Boka bord' }).click();
    await page.getByRole('dialog', { name: /^Boka bord/ }).waitFor();
    await page.waitForTimeout(600);
    await shoot(page, folder, 'booking-dialog', false);

    await openDrawer(page);
    await shoot(page, folder, 'cart-drawer', false);
    // Loading: the cart never comes (the page's own data does).
    await page.route(isCartCall, () => undefined);
    await openDrawer(page);
    await shoot(page, folder, 'cart-drawer-loading', false);
    await page.unroute(isCartCall);
    // Error: the cart answers 500.
    await page.route(isCartCall, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await openDrawer(page);
    await page.waitForTimeout(3_000);
    await shoot(page, folder, 'cart-drawer-error', false);
    await page.unroute(isCartCall);
    // Offline: the app is open, the network goes, then the member opens the drawer.
    await page.goto(BRAND_A.url);
    await settle(page);
    // The cart button is mf-commerce's, loaded after the route's remote: here before the network
    // goes (offline before it came, the header has no cart button at all).
    await cartButton(page).waitFor();
    await context.setOffline(true);
    await cartButton(page).click();
    await page.waitForTimeout(1_500);
    await shoot(page, folder, 'cart-drawer-offline', false);
    await context.setOffline(false);
  });
});
