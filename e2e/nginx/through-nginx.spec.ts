import {
  API,
  ANNA,
  SEED_PASSWORD,
  expectContent,
  openSignIn,
  submitPassword,
  textsOf,
} from '../support/auth';
import { BRAND_A } from '../support/brands';
import { expect, test } from '../support/test';

// The composed app through nginx: brand A's feed, an offer, signing in with the password form,
// and a promo code claim — the page, its remotes and every API call answered by nginx (the API
// from one of the instances behind it).

test('feed → offer → sign in → claim, every answer from nginx', async ({ page }) => {
  const servers = new Map<string, string>();
  page.on('response', (response) => {
    const { origin } = new URL(response.url());
    if (origin.startsWith('http://localhost:'))
      servers.set(origin, response.headers().server ?? '');
  });

  const home = await page.goto(BRAND_A.url);
  expect(home?.headers().server).toBe('nginx');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  const cards = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link');
  await expect(cards.first()).toBeVisible();

  // An offer from the feed, as a visitor.
  await cards.first().click();
  await expect(page).toHaveURL(/\/(benefit|article|event|offer|live)\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Sign in with the password form.
  const texts = textsOf(BRAND_A);
  await openSignIn(page, BRAND_A);
  await submitPassword(page, texts, ANNA.email, SEED_PASSWORD);
  await expectContent(page, texts);

  // A common promo code, claimed.
  await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-005`);
  const promo = page.getByRole('region', { name: 'Rabattkod' });
  await promo.getByRole('button', { name: 'Hämta kod' }).click();
  const dialog = page.getByRole('dialog', { name: 'Här är din rabattkod' });
  await expect(dialog.getByRole('status', { name: 'Din kod' })).toHaveText('KLUBB2026');

  // The host, the remotes that were loaded and the API: all nginx.
  expect(servers.get(API)).toBe('nginx');
  expect(servers.get(BRAND_A.url)).toBe('nginx');
  const remotes = [...servers.keys()].filter((o) => /:300[1-5]$/.test(o));
  expect(remotes.length).toBeGreaterThanOrEqual(2);
  for (const origin of remotes) expect(servers.get(origin)).toBe('nginx');
});
