import { expectAccessible } from '../support/axe';
import { BRAND_A, BRAND_B } from '../support/brands';
import { cartButton, chooseOrdinaryTicket, putCart } from '../support/checkout';
import { installMapsDouble } from '../support/maps-double';
import { signInNewMemberOfBrandA } from '../support/members';
import { moreTextsOf } from '../support/more';
import { signedInAs } from '../support/signed-in';
import { expect, test, type Page } from '../support/test';

// Issue 32: axe-core's WCAG 2.2 A/AA rules, colour contrast included, on every screen of both
// brands on a phone and a desktop: signed out, signed in, the cart drawer, checkout, every More
// page, with dialogs open (the restaurant's table booking too). Brand B has neither a cart nor
// restaurants (sells: false, no restaurants feed): its dialogs are the More page's. One test
// walks several screens of one kind, so the workers share the screens and a page load serves its
// screen's checks.

type Brand = typeof BRAND_A | typeof BRAND_B;
const isA = (brand: Brand) => brand.url === BRAND_A.url;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();
const dialog = (page: Page) => page.getByRole('dialog');
/** An open dialog: axe checks it alone, as the page behind it is inert. */
const DIALOG = 'dialog[open], [role="dialog"]';

/** An offer of each type the brand shows. */
const offersOf = (brand: Brand) =>
  isA(brand)
    ? ['/editorial/klubb-editorial-002', '/benefit/klubb-benefit-001', '/live/klubb-live-008']
    : ['/editorial/norge-editorial-002', '/benefit/norge-benefit-002'];

async function feeds(page: Page, brand: Brand) {
  await page.goto(brand.url);
  await expectAccessible(page, 'the home feed', page.getByRole('main'));
  if (isA(brand)) {
    // The drawer from the header: a visitor's is empty, the seeded member's as it is.
    await cartButton(page).click();
    const drawer = page.getByRole('dialog', { name: 'Varukorg' });
    await expectAccessible(page, 'the open cart drawer', drawer, { within: DIALOG });
    await page.keyboard.press('Escape');
  }
  for (const type of isA(brand) ? ['editorial', 'benefit', 'live'] : ['editorial', 'benefit']) {
    await page.goto(`${brand.url}/${type}`);
    await expectAccessible(page, `the ${type} feed`, page.getByRole('main'));
  }
}

async function offersAndSearch(page: Page, brand: Brand) {
  for (const offer of offersOf(brand)) {
    await page.goto(`${brand.url}${offer}`);
    await expectAccessible(page, `the offer ${offer}`, h1(page));
  }
  await page.goto(`${brand.url}/search`);
  const search = page.getByRole('searchbox');
  await expectAccessible(page, 'the empty search', search);
  await search.fill('a');
  const results = page.getByRole('main').getByRole('link').first();
  await expectAccessible(page, 'search results', results, { settled: false });
}

async function morePages(page: Page, brand: Brand, signedIn: boolean) {
  const texts = moreTextsOf(brand);
  // The restaurants' maps and booking widget from their stand-ins (no outside host in a run).
  if (signedIn && isA(brand)) await installMapsDouble(page);
  await page.goto(`${brand.url}/more`);
  await expectAccessible(page, 'the More page', h1(page));
  await page.getByRole('button', { name: texts.support }).click();
  await expectAccessible(page, 'the support menu', page.getByRole('list', { name: texts.support }));
  await page.getByRole('button', { name: 'E-post' }).click();
  await expectAccessible(page, 'the support e-mail dialog', dialog(page), { within: DIALOG });
  await page.keyboard.press('Escape');
  const pages = ['about', 'faq'];
  if (signedIn) pages.push('voucher', 'orderHistory', 'userinfo');
  if (signedIn && isA(brand)) pages.push('restaurant/s/klubb-restaurant-02');
  for (const path of pages) {
    await page.goto(`${brand.url}/more/${path}`);
    await expectAccessible(page, `More: ${path}`, h1(page));
  }
  if (signedIn && isA(brand)) {
    // The restaurant's page is the last of them: its table booking, the widget's frame inside.
    await page.getByRole('button', { name: 'Boka bord' }).click();
    const booking = page.getByRole('dialog', { name: /^Boka bord/ });
    await expectAccessible(page, 'the booking dialog', booking, { within: DIALOG });
    await page.keyboard.press('Escape');
  }
  if (signedIn && isA(brand)) {
    await page.goto(`${brand.url}/more/restaurant`);
    await expectAccessible(page, 'the restaurants info', dialog(page), { within: DIALOG });
    await dialog(page).getByRole('button', { name: 'OK' }).click();
    await expectAccessible(page, 'the restaurants', h1(page));
  }
}

async function signedOutApp(page: Page, brand: Brand) {
  const texts = moreTextsOf(brand);
  await page.goto(`${brand.url}/more`);
  await page.getByRole('button', { name: texts.signIn, exact: true }).click();
  await expectAccessible(page, 'the sign-in screen', h1(page));
  for (const path of ['/forgotpassword', '/createaccount']) {
    await page.goto(`${brand.url}${path}`);
    await expectAccessible(page, path, h1(page));
  }
}

for (const brand of [BRAND_A, BRAND_B]) {
  test.describe(`Accessibility of ${brand.name}`, () => {
    test.describe.configure({ timeout: 180_000 });

    test('signed out: the feeds', async ({ page }) => {
      await feeds(page, brand);
    });

    test('signed out: the offers and search', async ({ page }) => {
      await offersAndSearch(page, brand);
    });

    test('signed out: the More pages, sign-in, password reset and create account', async ({
      page,
    }) => {
      await morePages(page, brand, false);
      await signedOutApp(page, brand);
    });

    test.describe('signed in', () => {
      test.use(signedInAs(brand));

      test('the feeds', async ({ page }) => {
        await feeds(page, brand);
      });

      test('the offers and search', async ({ page }) => {
        await offersAndSearch(page, brand);
      });

      test('every More page and its dialogs', async ({ page }) => {
        await morePages(page, brand, true);
      });
    });
  });
}

test('Accessibility of Klubb: the add-to-cart dialog, the cart drawer and checkout', async ({
  page,
  request,
}, testInfo) => {
  const session = await signInNewMemberOfBrandA(page, request, testInfo, {
    firstName: 'Ada',
    lastName: 'Läsbar',
    password: 'Kontrast2026ok',
  });
  // After the sign-up's own 60 s: this test walks five screens more.
  test.setTimeout(180_000);
  await page.goto(`${BRAND_A.url}/checkout`);
  await expectAccessible(page, 'the checkout of an empty cart', h1(page));

  await putCart(request, session, [
    { offerId: 'klubb-benefit-006', itemVariantId: 'klubb-benefit-006-s', quantity: 1 },
  ]);
  await page.goto(`${BRAND_A.url}/live/klubb-live-008`);
  await chooseOrdinaryTicket(page);
  await page.getByRole('button', { name: 'Köp biljetter' }).click();
  const add = page.getByRole('dialog', { name: 'Lägg i varukorgen' });
  await expectAccessible(page, 'the add-to-cart dialog', add, { within: DIALOG });
  await add.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  const added = page.getByRole('dialog', { name: 'Tillagt i varukorgen' });
  await expectAccessible(page, 'the added dialog', added, { within: DIALOG });
  await added.getByRole('button', { name: 'OK' }).click();

  await expect(cartButton(page)).toHaveAccessibleName(/Varukorg, 2 varor/);
  await expectAccessible(page, 'the offer with a full cart badge', h1(page));
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Varukorg' });
  await expectAccessible(page, 'the cart drawer', drawer, { within: DIALOG });
  await page.goto(`${BRAND_A.url}/checkout`);
  await expectAccessible(page, 'the checkout', page.getByRole('dialog', { name: 'Kassa' }));
});
