import type { APIRequestContext, Page } from '@playwright/test';

import { REMOTE_HEALTH_EVENT } from '@klubb/contracts';

import { API } from '../support/auth';
import { BRAND_A, BRAND_B } from '../support/brands';
import { chooseOrdinaryTicket } from '../support/checkout';
import { signInNewMemberOfBrandA } from '../support/members';
import { apiPathOf } from '../support/origins';
import { appRunning, expect, test } from '../support/test';

// Analytics as a member sends them (spec §7): the app's one client batches events and posts them
// to POST /v1/a, by sendBeacon when a page is left; the API stores and counts them. The counts are
// read server-side for this tab's session id (GET /dev/analytics/counts), so the other tests
// running at the same time do not blur them; leaving a page right after its events (page.goto)
// is the beacon's moment, and the counts show nothing was lost. (A beacon sent while a document
// unloads is not always reported to Playwright's request events, so requests are counted only
// while a page stays.) Brand B is seeded in the flagged mode: no event sent (the remotes' health
// reports only, ADR 024).
const NEW_MEMBER = { firstName: 'Ada', lastName: 'Analys', password: 'Analys2026go' };
const SESSION_ID_KEY = 'klubb.analytics.sessionId';

/**
 * The event names of the page's POST /v1/a requests (fetch and beacon alike), but the remotes'
 * health reports, which are operational and sent in the flagged mode too (ADR 024).
 */
function recordAnalyticsEvents(page: Page) {
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || apiPathOf(request.url()) !== '/v1/a') return;
    const body = request.postData();
    const names = body ? eventNamesOf(body) : ['(a body Playwright did not see)'];
    events.push(...names.filter((name) => name !== REMOTE_HEALTH_EVENT));
  });
  return events;
}

async function sessionCounts(request: APIRequestContext, appUrl: string, sessionId: string) {
  const response = await request.get(
    `${API}/dev/analytics/counts?appUrl=${encodeURIComponent(appUrl)}&sessionId=${sessionId}`,
  );
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { counts: Array<{ eventName: string; count: number }> };
  return Object.fromEntries(body.counts.map((row) => [row.eventName, row.count]));
}

/** The event names of a POST /v1/a body the SDK's HTTP client sent (base64 in a JSON string). */
function eventNamesOf(body: string | null): string[] {
  const base64 = JSON.parse(body ?? '""') as string;
  const events = JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as Array<{
    eventName: string;
  }>;
  return events.map((event) => event.eventName);
}

const sessionIdOf = (page: Page) =>
  page.evaluate((key) => window.sessionStorage.getItem(key), SESSION_ID_KEY);

/** The tab's session id, once the app's analytics client has started and kept it. */
async function startedSessionIdOf(page: Page): Promise<string> {
  await expect.poll(() => sessionIdOf(page)).toMatch(/^[A-Z0-9]{10}-[A-Z0-9]{10}-[A-Z0-9]{10}$/);
  return (await sessionIdOf(page))!;
}

test('a member’s walk feed → offer → claim → cart → More is counted by the API, event by event', async ({
  page,
  request,
}, testInfo) => {
  await signInNewMemberOfBrandA(page, request, testInfo, NEW_MEMBER);

  await page.goto(BRAND_A.url);
  await expect(
    page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link').first(),
  ).toBeVisible();
  const sessionId = await startedSessionIdOf(page);

  // A unique promo code: the claim call to action and the claim.
  await page.goto(`${BRAND_A.url}/benefit/klubb-benefit-001`);
  const promo = page.getByRole('region', { name: 'Rabattkod' });
  await promo.getByRole('button', { name: 'Hämta kod' }).click();
  const code = page.getByRole('dialog', { name: 'Här är din rabattkod' });
  await expect(code).toBeVisible();
  await code.getByRole('button', { name: 'OK' }).click();

  // A ticket into the cart. The page's view and the offer's view leave in one batch.
  const batch = page.waitForRequest(
    (sent) => sent.method() === 'POST' && apiPathOf(sent.url()) === '/v1/a',
  );
  await page.goto(`${BRAND_A.url}/live/klubb-live-008`);
  expect(eventNamesOf((await batch).postData())).toEqual(
    expect.arrayContaining(['pageView', 'offerViewed']),
  );
  await chooseOrdinaryTicket(page);
  await page.getByRole('button', { name: 'Köp biljetter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lägg i varukorgen' });
  await dialog.getByRole('button', { name: 'Lägg i varukorgen' }).click();
  const added = page.getByRole('dialog', { name: 'Tillagt i varukorgen' });
  await expect(added).toBeVisible();
  await added.getByRole('button', { name: 'OK' }).click();

  // In-app navigation to More: a page view of the router, sent with the rest on leaving.
  await page.getByRole('navigation').getByRole('link', { name: 'Mer' }).first().click();
  await expect(page).toHaveURL(`${BRAND_A.url}/more`);
  expect(await sessionIdOf(page)).toBe(sessionId);
  await page.goto('about:blank');

  await expect
    .poll(() => sessionCounts(request, BRAND_A.url, sessionId!), { timeout: 10_000 })
    .toEqual(
      expect.objectContaining({
        offerViewed: 2,
        'callToActionButtonClicked-claim': 1,
        claim: 1,
        addToCart: 1,
      }),
    );
  const counts = await sessionCounts(request, BRAND_A.url, sessionId!);
  // The feed, the two offers and More: one view each (a remount of a section may add one).
  expect(counts.pageView).toBeGreaterThanOrEqual(4);
  expect(counts.pageView).toBeLessThanOrEqual(6);
  expect(counts.search ?? 0).toBe(0);
});

test('a search sends its length, never its text', async ({ page, request }) => {
  type SentEvent = { eventName: string; customParams?: unknown };
  const batches: SentEvent[][] = [];
  page.on('request', (sent) => {
    const body = sent.postData();
    if (apiPathOf(sent.url()) !== '/v1/a' || !body) return;
    // The SDK's HTTP client sends the base64 as a JSON string.
    const base64 = JSON.parse(body) as string;
    batches.push(JSON.parse(Buffer.from(base64, 'base64').toString('utf8')) as SentEvent[]);
  });
  await page.goto(`${BRAND_A.url}/search`);
  const sessionId = await startedSessionIdOf(page);
  await page.getByRole('searchbox').fill('konsert');
  await page.getByRole('searchbox').press('Enter');
  // The batch goes after the 2 s batching delay, while the page stays.
  await expect
    .poll(() => batches.flat().find((event) => event.eventName === 'search'), { timeout: 6000 })
    .toEqual(expect.objectContaining({ customParams: { queryLength: 7 } }));
  expect(JSON.stringify(batches)).not.toContain('konsert');
  await expect
    .poll(() => sessionCounts(request, BRAND_A.url, sessionId!), { timeout: 10_000 })
    .toEqual(expect.objectContaining({ search: 1 }));
});

test('the flagged mode (brand B) sends nothing at all', async ({ page, request }) => {
  const events = recordAnalyticsEvents(page);
  // The page's clock runs on as a real one; the batching delay is jumped over, not waited for.
  await page.clock.install();
  await page.goto(BRAND_B.url);
  await expect(
    page.getByRole('list', { name: BRAND_B.feedLabel }).getByRole('link').first(),
  ).toBeVisible();
  // Nothing sent counts only from a running app: the server's page alone sends nothing either.
  await appRunning(page);
  await page.getByRole('list', { name: BRAND_B.feedLabel }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${BRAND_B.url}/more`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await appRunning(page);
  const sessionId = await sessionIdOf(page);
  // Past the batching delay, and leaving the page (the beacon moment).
  await page.clock.fastForward(2500);
  await page.goto('about:blank');
  expect(events).toEqual([]);
  expect(
    await sessionCounts(request, BRAND_B.url, sessionId ?? 'NONE000000-0000000000-0000000000'),
  ).toEqual({});
});

test('on page hide the queue leaves at once by sendBeacon, not after the batching delay', async ({
  page,
  request,
}) => {
  const sent: Array<{ type: string; at: number }> = [];
  page.on('request', (beacon) => {
    if (beacon.method() === 'POST' && apiPathOf(beacon.url()) === '/v1/a') {
      sent.push({ type: beacon.resourceType(), at: Date.now() });
    }
  });
  await page.goto(`${BRAND_A.url}/more`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The running app's page view waits in its queue for the page hide.
  await appRunning(page);
  const sessionId = await startedSessionIdOf(page);
  const hidden = Date.now();
  // What the browser fires when the tab is closed or the app goes to the background.
  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
  await expect.poll(() => sent.length, { timeout: 1500 }).toBe(1);
  expect(sent[0]!.type).toBe('ping');
  expect(sent[0]!.at - hidden).toBeLessThan(1500);
  await expect
    .poll(() => sessionCounts(request, BRAND_A.url, sessionId!), { timeout: 10_000 })
    .toEqual(expect.objectContaining({ pageView: 1 }));
});
