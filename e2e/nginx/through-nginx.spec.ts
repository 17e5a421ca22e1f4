import {
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
// and a promo code claim — the page (made by the render service behind it), its remotes and every
// API call answered by nginx on the host's one origin (the API from one of the instances).

test('feed → offer → sign in → claim, every answer from nginx', async ({ page }) => {
  const servers = new Map<string, string>();
  page.on('response', (response) => {
    const { origin } = new URL(response.url());
    if (origin.startsWith('http://localhost:'))
      servers.set(origin, response.headers().server ?? '');
  });

  let apiCalls = 0;
  let remoteFiles = 0;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/')) apiCalls += 1;
    if (pathname.startsWith('/remotes/')) remoteFiles += 1;
  });

  const home = await page.goto(BRAND_A.url);
  expect(home?.headers().server).toBe('nginx');
  expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
  // The page was made per brand by the render service behind nginx: its first view is inlined.
  expect(await home?.text()).toContain('id="klubb-first-view"');
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

  // One origin (ADR 014): the page, the remotes' files, the API and its pictures all came from
  // nginx on the host's origin.
  expect([...servers.keys()]).toEqual([BRAND_A.url]);
  expect(servers.get(BRAND_A.url)).toBe('nginx');
  expect(apiCalls).toBeGreaterThan(0);
  expect(remoteFiles).toBeGreaterThan(0);
});

test("a visitor's page is kept by nginx for its seconds; a member's request never gets it", async ({
  playwright,
}) => {
  // A client of its own: no cookie, no stored state, as a visitor's first request. Each answer
  // the render service makes carries a fresh CSP nonce, so one nonce twice is one render.
  const visitor = await playwright.request.newContext();
  const nonceOf = async (headers: Record<string, string> = {}) => {
    const answer = await visitor.get(`${BRAND_A.url}/benefit`, { headers });
    expect(answer.headers().server).toBe('nginx');
    return /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
  };
  try {
    const first = await nonceOf();
    expect(first).toBeTruthy();
    expect(await nonceOf()).toBe(first);
    // Credentials make the request personal: rendered for it, never the kept copy.
    expect(await nonceOf({ cookie: 'klubb=1' })).not.toBe(first);
    expect(await nonceOf({ authorization: 'Bearer x' })).not.toBe(first);
  } finally {
    await visitor.dispose();
  }
});
