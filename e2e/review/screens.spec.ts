import { test } from '@playwright/test';

import { BRAND_A, BRAND_B } from '../support/brands';
import { apiPathOf } from '../support/origins';
import { signedInAs } from '../support/signed-in';

import { folderOf, isA, settle, shoot, type Brand } from './shots';

// The screenshot review of issue 32: full-page pictures of every screen, per brand, device and
// state, in e2e/review-shots/<project>/ for a designer's eye. Nothing is asserted. The dialogs
// and the cart drawer: dialogs.spec.ts.

/** The screens a member reaches by address: feeds, offers, search, More and its pages. */
const screensOf = (brand: Brand, signedIn: boolean): Array<[string, string]> => {
  const prefix = isA(brand) ? 'klubb' : 'norge';
  const screens: Array<[string, string]> = [
    ['home', '/'],
    ['editorial', '/editorial'],
    ['benefit', '/benefit'],
    ['offer-editorial', `/editorial/${prefix}-editorial-002`],
    ['offer-benefit', `/benefit/${prefix}-benefit-002`],
    ['search', '/search'],
    ['more', '/more'],
    ['about', '/more/about'],
    ['faq', '/more/faq'],
  ];
  if (isA(brand)) {
    screens.push(['live', '/live'], ['offer-live', '/live/klubb-live-008']);
    screens.push(['offer-ended', '/benefit/klubb-benefit-010']);
  }
  if (!signedIn) screens.push(['create-account', '/createaccount']);
  if (signedIn) {
    screens.push(['vouchers', '/more/voucher'], ['orders', '/more/orderHistory']);
    screens.push(['user-info', '/more/userinfo']);
    screens.push(['tickets', '/more/tickets'], ['waiting-lists', '/more/waitingLists']);
    if (isA(brand)) {
      screens.push(['restaurants', '/more/restaurant']);
      screens.push(['restaurant', '/more/restaurant/s/klubb-restaurant-02']);
      screens.push(['checkout', '/checkout']);
    }
  }
  return screens;
};

/** The screens whose loading, error and offline states are taken: one of each kind of page. */
const STATE_SCREENS = new Set([
  'home',
  'benefit',
  'offer-benefit',
  'offer-live',
  'search',
  'more',
  'about',
  'faq',
  'create-account',
  'vouchers',
  'orders',
  'user-info',
  'tickets',
  'waiting-lists',
  'restaurants',
  'restaurant',
  'checkout',
]);

for (const brand of [BRAND_A, BRAND_B]) {
  for (const signedIn of [false, true]) {
    test.describe(`${brand.name} ${signedIn ? 'signed in' : 'signed out'}`, () => {
      if (signedIn) test.use(signedInAs(brand));

      test('full', async ({ page }, testInfo) => {
        const folder = folderOf(testInfo.project.name, brand, signedIn, 'full');
        for (const [name, path] of screensOf(brand, signedIn)) {
          await page.goto(`${brand.url}${path}`);
          await settle(page);
          await shoot(page, folder, name);
        }
      });

      test('loading, error and offline', async ({ page, context }, testInfo) => {
        const folder = folderOf(testInfo.project.name, brand, signedIn, 'states');
        const screens = screensOf(brand, signedIn).filter(([name]) => STATE_SCREENS.has(name));
        // A returning member: the app opened once keeps the member's record (userDataStore), which
        // a start with a slow API begins from.
        if (signedIn) {
          await page.goto(brand.url);
          await settle(page);
        }
        // Loading: the API never answers the page's data calls (the brand's own is let through).
        const hold = (url: URL) => {
          const path = apiPathOf(url.href);
          return path !== null && !path.startsWith('/v1/get/brand');
        };
        await page.route(hold, () => undefined);
        for (const [name, path] of screens) {
          await page.goto(`${brand.url}${path}`, { waitUntil: 'domcontentloaded' });
          await page.waitForTimeout(1_500);
          await shoot(page, folder, `${name}-loading`);
        }
        await page.unroute(hold);
        // Error: every data call answers 500.
        await page.route(hold, (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
        );
        for (const [name, path] of screens) {
          await page.goto(`${brand.url}${path}`);
          await settle(page);
          await shoot(page, folder, `${name}-error`);
        }
        await page.unroute(hold);
        // Offline: the app is open, then the network goes, then the member moves on.
        await page.goto(brand.url);
        await settle(page);
        await context.setOffline(true);
        for (const [name, path] of screens) {
          await page.evaluate((target) => {
            window.history.pushState({}, '', target);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, path);
          await page.waitForTimeout(1_500);
          await shoot(page, folder, `${name}-offline`);
        }
        await context.setOffline(false);
      });
    });
  }
}
