import { BRAND_A } from '../support/brands';
import { isRemoteFile } from '../support/origins';
import { expect, test } from '../support/test';

test('with mf-offer unreachable the feed works, the offer page offers a retry, and retry recovers', async ({
  page,
}) => {
  // The remote's files, on the page's origin (/remotes/mf-offer/) or its own.
  const block = (url: URL) => isRemoteFile(url, 'mf_offer');
  await page.route(block, (route) => route.abort('connectionrefused'));
  await page.goto(BRAND_A.url);
  const cards = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link');
  // 30 a page, less the billboard's offer, which is not repeated below it.
  await expect(cards).toHaveCount(29);
  await cards.first().click();
  await expect(page.getByRole('heading', { name: 'Kunde inte laddas' })).toBeVisible();
  // The shell keeps working around the failed remote.
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
  await page.unroute(block);
  await page.getByRole('button', { name: 'Försök igen' }).click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Kunde inte laddas');
  await expect(page.locator('article h1')).toBeVisible();
});

test('one React, router and runtime (its store and SDK) serve the host and every remote', async ({
  page,
}) => {
  await page.goto(BRAND_A.url);
  await expect(page.getByRole('list', { name: BRAND_A.feedLabel })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Mer' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mer' })).toBeVisible();
  const providers = await page.evaluate(() => {
    type Entry = { from: string; loaded?: boolean };
    const share = (
      globalThis as unknown as {
        __FEDERATION__: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
        };
      }
    ).__FEDERATION__.__SHARE__;
    const found: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const [version, entry] of Object.entries(versions)) {
            const id = `${entry.from}@${version}`;
            found[name] = [...new Set([...(found[name] ?? []), id])];
          }
        }
      }
    }
    return found;
  });
  for (const name of ['react', 'react-dom', 'react-router-dom', '@klubb/runtime']) {
    expect(providers[name], name).toHaveLength(1);
    expect(providers[name]?.[0], name).toMatch(/^host@/);
  }
  // The store, the SDK client and i18n are the runtime's instances (ADR 027): no package of
  // module globals is shared for them any more.
  for (const name of ['zustand', '@klubb/session', '@klubb/sdk', '@klubb/i18n']) {
    expect(providers[name], name).toBeUndefined();
  }
  // The store is one: mf-more's sign-in button changes the app state the host renders.
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Logga in' })).toBeVisible();
  await page.getByRole('button', { name: 'Fortsätt utan att logga in' }).click();
  await expect(page.getByRole('navigation', { name: 'Huvudmeny' })).toBeVisible();
});

// A remote whose server accepts the request and never answers (issue 18): the host's retry
// plugin gives each manifest fetch and each remote entry a deadline, so boot goes on without it.
// The runtime's own script time-out is 20 s and its manifest fetch has none: 15 s tells them apart.
const WITHIN_DEADLINES = { timeout: 15_000 };

test('a hanging remote entry times out and the rest of the app works', async ({ page }) => {
  const entry = (url: URL) =>
    isRemoteFile(url, 'mf_commerce') && /\/remoteEntry[^/]*\.js$/.test(url.pathname);
  let entryRequests = 0;
  // Never fulfilled: the request hangs as on a server that stopped answering.
  await page.route(entry, () => {
    entryRequests += 1;
  });
  await page.goto(BRAND_A.url);
  const cards = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link');
  // Two 5 s deadlines (the entry is tried twice) and the 300 ms between them.
  await expect(cards).toHaveCount(29, WITHIN_DEADLINES);
  // Asked for after the feed (route-first boot defers mf-commerce, ADR 014).
  await expect.poll(() => entryRequests, WITHIN_DEADLINES).toBeGreaterThan(0);
  // The cart button is mf-commerce's slot: absent, while the shell and the other remotes work.
  await expect(page.getByRole('banner').getByRole('button', { name: /^Varukorg/ })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Mer' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mer' })).toBeVisible();
});

test('a hanging manifest times out and the rest of the app works', async ({ page }) => {
  const manifest = (url: URL) =>
    isRemoteFile(url, 'mf_commerce') && url.pathname.endsWith('/mf-manifest.json');
  let manifestRequests = 0;
  await page.route(manifest, () => {
    manifestRequests += 1;
  });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto(BRAND_A.url);
  const cards = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link');
  await expect(cards).toHaveCount(29, WITHIN_DEADLINES);
  // mf-commerce owns no part of the feed, so route-first boot asks for it only after the feed
  // (ADR 014), at idle once the page is the app's (`goto` waits for that): the host gives it up
  // within its deadlines from then on, not from the request for the page.
  await expect
    .poll(
      () =>
        messages.some((text) => text.includes('mf_commerce') && text.includes('failed to load')),
      WITHIN_DEADLINES,
    )
    .toBe(true);
  // The deadline covers the fetch and its retry, so the retry does not wait again.
  expect(manifestRequests).toBe(1);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Varukorg/ })).toHaveCount(0);
});
