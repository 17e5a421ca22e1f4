import type { APIRequestContext, Page } from '@playwright/test';

import { API } from '../support/auth';
import { BRAND_A, BRAND_B } from '../support/brands';
import { chooseOrdinaryTicket } from '../support/checkout';
import { memberHeaders, signInNewMemberOfBrandA, type Session } from '../support/members';
import { isApiCall, isRemoteFile } from '../support/origins';
import { signedInAs } from '../support/signed-in';
import { expect, test } from '../support/test';

// The header's cart button follows the member's cart (mf-commerce reads it under the `['cart']`
// query prefix that mf-offer's add-to-cart invalidates). Each test of brand A uses a member of its
// own, registered and set up through the API: both projects run at once on one database, and the
// seeded members' carts belong to offer-member.spec.ts.
const CART_PATH = '/v1/get/user/shopping_cart';
const NEW_MEMBER = { firstName: 'Karin', lastName: 'Korg', password: 'Korg2026go' };

async function cartQuantityOf(request: APIRequestContext, session: Session): Promise<number> {
  const response = await request.get(`${API}${CART_PATH}`, { headers: memberHeaders(session) });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { totalQuantity: number }).totalQuantity;
}

/** Counts the page's reads of the cart from now on. */
function countCartReads(page: Page) {
  const reads = { count: 0 };
  page.on('request', (request) => {
    if (isApiCall(request.url(), CART_PATH)) reads.count += 1;
  });
  return reads;
}

const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Varukorg/ });

test('a visitor who is not signed in has a cart button without a badge, and no cart is read', async ({
  page,
}) => {
  const reads = countCartReads(page);
  await page.goto(BRAND_A.url);
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg');
  // By the time the feed is shown, a cart read would have started.
  await expect(
    page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link').first(),
  ).toBeVisible();
  await expect(cartButton(page).getByText(/^\d/)).toHaveCount(0);
  expect(reads.count).toBe(0);
});

test('adding to the cart on an offer updates the header badge at once, and after a reload', async ({
  page,
  request,
}, testInfo) => {
  const session = await signInNewMemberOfBrandA(page, request, testInfo, NEW_MEMBER);
  await page.goto(`${BRAND_A.url}/live/klubb-live-008`);
  const before = await cartQuantityOf(request, session);
  expect(before).toBe(0);
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 0 varor');
  await expect(cartButton(page).getByText(/^\d/)).toHaveCount(0);
  // Marks this document: if the page reloaded, the mark would be gone.
  await page.evaluate(() => Object.assign(window, { cartBadgeMark: true }));

  await chooseOrdinaryTicket(page);
  await page.getByRole('button', { name: 'Köp biljetter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lägg i varukorgen' });
  await dialog.getByRole('spinbutton', { name: 'Antal' }).fill('2');
  await dialog.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  const added = page.getByRole('dialog', { name: 'Tillagt i varukorgen' });
  await expect(added).toContainText('2 st Ordinarie');
  await added.getByRole('button', { name: 'OK' }).click();

  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 2 varor');
  await expect(cartButton(page).getByText('2', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => 'cartBadgeMark' in window)).toBe(true);
  expect(await cartQuantityOf(request, session)).toBe(before + 2);

  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Varukorg, 2 varor');
  await expect(cartButton(page).getByText('2', { exact: true })).toBeVisible();
});

test.describe('brand B', () => {
  test.use(signedInAs(BRAND_B));

  test('brand B has commerce switched off: a signed-in member has no cart button', async ({
    page,
  }) => {
    const reads = countCartReads(page);
    const commerce: string[] = [];
    page.on('request', (request) => {
      if (isRemoteFile(request.url(), 'mf_commerce')) commerce.push(request.url());
    });
    await page.goto(BRAND_B.url);
    await expect(page.getByRole('navigation', { name: 'Hovedmeny' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: BRAND_B.feedLabel }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Handlekurv/ })).toHaveCount(0);
    // Signed in indeed: the More page offers to sign out.
    await page
      .getByRole('navigation', { name: 'Hovedmeny' })
      .getByRole('link', { name: 'Mer' })
      .click();
    await expect(page.getByRole('button', { name: 'Logg ut' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Handlekurv/ })).toHaveCount(0);
    // Nor can a signed-in member reach the checkout by its address: it is not found, and no
    // checkout is asked of the API.
    const checkoutCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/v1\/(get\/checkout|payment\/checkout)/.test(request.url())) {
        checkoutCalls.push(request.url());
      }
    });
    await page.goto(`${BRAND_B.url}/checkout`);
    await expect(page.getByRole('heading', { name: 'Siden finnes ikke' })).toBeVisible();
    expect(checkoutCalls).toEqual([]);
    expect(reads.count).toBe(0);
    expect(commerce).toEqual([]);
  });
});
