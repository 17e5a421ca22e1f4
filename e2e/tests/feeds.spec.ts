import { SEARCH_DEBOUNCE_MS } from '@klubb/contracts';

import { textsOf } from '../support/auth';
import { BRAND_A, BRAND_B } from '../support/brands';
import {
  afterNextFrames,
  feedCacheKeys,
  nextFeedPage,
  recordApiCalls,
  scrollToBottom,
} from '../support/feeds';
import { renderedOnTheClient } from '../support/first-view';
import { signInSeededMember } from '../support/more';
import { appRunning, expect, test } from '../support/test';

const PAGE_SIZE = 30;
// The mixed feed leaves the billboard's offer (on its first page) out of the cards below it.
const BILLBOARD = 1;

// The client's paging and feed cache, every page asked for by the browser (the server's render
// of the first page is server-render.spec.ts's).
test.beforeEach(async ({ page }) => {
  await renderedOnTheClient(page, BRAND_A.url);
  await renderedOnTheClient(page, BRAND_B.url);
});

test('scrolling the mixed feed loads pages 2 and 3 and more, logs each, and stops at the end', async ({
  page,
}) => {
  const calls = recordApiCalls(page);
  const first = await nextFeedPage(page, () => page.goto(BRAND_A.url));
  expect(first).toBe(PAGE_SIZE);
  const cards = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link');
  await expect(cards).toHaveCount(PAGE_SIZE - BILLBOARD);

  let shown = PAGE_SIZE;
  let last = PAGE_SIZE;
  while (last === PAGE_SIZE) {
    last = await nextFeedPage(page, () => scrollToBottom(page));
    shown += last;
    await expect(cards).toHaveCount(shown - BILLBOARD);
  }
  expect(shown).toBeGreaterThan(3 * PAGE_SIZE);

  // At the end, scrolling asks for nothing more: the frames in which the end of the list comes
  // into view pass without a request.
  await expect(
    page.getByRole('status').filter({ hasText: `Visar ${shown - BILLBOARD} erbjudanden` }),
  ).toHaveCount(1);
  await scrollToBottom(page);
  await page.mouse.wheel(0, 2000);
  await afterNextFrames(page);
  const offsets = calls.feedPages.map((request) => request.offset);
  expect(offsets).toEqual(offsets.map((_, index) => index * PAGE_SIZE));
  expect(calls.feedPages.every((request) => request.type === null)).toBe(true);
  expect(calls.logLines).toEqual(
    offsets.slice(1).map((offset) => ({
      event: 'extendOfferFeedList',
      params: { type: null, offset, categoryId: null },
    })),
  );
});

test('a type feed filters by category, and pressing the category again clears it', async ({
  page,
}) => {
  const calls = recordApiCalls(page);
  await page.goto(`${BRAND_A.url}/live`);
  const cards = page.getByRole('list', { name: 'Live' }).getByRole('link');
  await expect(cards).toHaveCount(PAGE_SIZE);
  const group = page.getByRole('group', { name: 'Kategorier' });
  // Live has three of the brand's six categories.
  await expect(group.getByRole('button')).toHaveText([
    'Mat & dryck',
    'Kultur & nöje',
    'Sport & hälsa',
  ]);
  const sport = group.getByRole('button', { name: 'Sport & hälsa' });
  await expect(sport).toHaveAttribute('aria-pressed', 'false');

  await sport.click();
  await expect(sport).toHaveAttribute('aria-pressed', 'true');
  // The list empties while the filtered page is on its way: wait for that page, not just fewer.
  const status = page.getByRole('status').filter({ hasText: /^Visar \d+ erbjudanden?$/ });
  await expect
    .poll(async () => {
      const shown = Number((await status.textContent())?.match(/\d+/)?.[0] ?? 0);
      return shown > 0 && shown < PAGE_SIZE && (await cards.count()) === shown;
    })
    .toBe(true);
  const items = page.getByRole('list', { name: 'Live' }).getByRole('listitem');
  for (const item of await items.all()) await expect(item).toContainText('Sport & hälsa');
  expect(calls.feedPages.at(-1)).toEqual({
    type: 'live',
    offset: 0,
    categoryIdSelect: ['klubb-sport'],
  });

  await sport.click();
  await expect(sport).toHaveAttribute('aria-pressed', 'false');
  await expect(cards).toHaveCount(PAGE_SIZE);
  expect(calls.feedPages.at(-1)).toEqual({ type: 'live', offset: 0, categoryIdSelect: [] });

  // A card opens /{type}/{id} in the live stack.
  await cards.first().click();
  await expect(page).toHaveURL(/\/live\/[^/]+$/);
});

test('search waits for the typing to stop, sends one request, and opens /search/{type}/{id}', async ({
  page,
}) => {
  // The page's clock: it runs as usual while the app starts, then stands still while the test
  // types, so the debounce's 550 ms pass exactly when the test says.
  await page.clock.install();
  const calls = recordApiCalls(page);
  await page.goto(`${BRAND_A.url}/search`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sök' })).toBeVisible();
  await expect(page.getByText('Skriv vad du letar efter')).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Sök bland erbjudanden och artiklar' });
  await expect(box).toBeFocused();
  // The clock stands still only once the app has started (and owns the box the test types in).
  await appRunning(page);

  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await box.pressSequentially('yoga');
  await expect(box).toHaveValue('yoga');
  // Timers fire inside runFor, so a search they start has been sent when it returns.
  await page.clock.runFor(SEARCH_DEBOUNCE_MS - 1);
  expect(calls.searches).toEqual([]);
  await page.clock.runFor(1);
  const results = page.getByRole('list', { name: 'Sökresultat' }).getByRole('link');
  await expect(results.first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ träffar/ })).toHaveCount(1);
  // Long after the typing stopped, still the one search.
  await page.clock.runFor(2 * SEARCH_DEBOUNCE_MS);
  expect(calls.searches).toEqual([{ query: 'yoga', offset: 0 }]);
  await page.clock.resume();

  await box.fill('qqqzzz');
  await expect(page.getByText('Inga träffar för ”qqqzzz”.')).toBeVisible();

  await box.fill('yoga');
  const title = (await results.first().textContent())?.trim() ?? '';
  await results.first().click();
  await expect(page).toHaveURL(/\/search\/(benefit|live|editorial)\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

test('search pages its results 30 at a time like the feeds, and stops at the end', async ({
  page,
}) => {
  const calls = recordApiCalls(page);
  await page.goto(`${BRAND_A.url}/search`);
  // "medlem" (members, member prices, …) matches between 61 and 89 of brand A's offers.
  await page.getByRole('searchbox', { name: 'Sök bland erbjudanden och artiklar' }).fill('medlem');
  const results = page.getByRole('list', { name: 'Sökresultat' }).getByRole('link');
  await expect(results).toHaveCount(PAGE_SIZE);
  await scrollToBottom(page);
  await expect(results).toHaveCount(2 * PAGE_SIZE);
  await scrollToBottom(page);
  await expect.poll(() => results.count()).toBeGreaterThan(2 * PAGE_SIZE);
  const total = await results.count();
  expect(total).toBeLessThan(3 * PAGE_SIZE);
  await scrollToBottom(page);
  await afterNextFrames(page);
  await expect(results).toHaveCount(total);
  expect(calls.searches).toEqual(
    [0, 1, 2].map((n) => ({ query: 'medlem', offset: n * PAGE_SIZE })),
  );
});

test('a reload within 10 s shows the feed from the cache, without a feed request', async ({
  page,
}) => {
  await page.goto(BRAND_A.url);
  const cards = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link');
  await expect(cards).toHaveCount(PAGE_SIZE - BILLBOARD);
  await scrollToBottom(page);
  await expect(cards).toHaveCount(2 * PAGE_SIZE - BILLBOARD);
  const billboard = page.getByRole('link').filter({ hasText: 'Utvalt' });
  await expect(billboard).toBeVisible();

  const calls = recordApiCalls(page);
  await page.reload();
  await expect(cards).toHaveCount(2 * PAGE_SIZE - BILLBOARD);
  await expect(billboard).toBeVisible();
  expect(calls.feedPages).toEqual([]);
  expect(calls.billboards).toBe(0);
});

test('a reload of a type feed within 10 s needs neither a feed nor a category request', async ({
  page,
}) => {
  await page.goto(`${BRAND_A.url}/live`);
  const group = page.getByRole('group', { name: 'Kategorier' });
  await expect(group.getByRole('button')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Live' }).getByRole('link')).toHaveCount(PAGE_SIZE);

  const calls = recordApiCalls(page);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Live' }).getByRole('link')).toHaveCount(PAGE_SIZE);
  // The filters come from the persistent category store (categoryDataStore), the cards from the feed's.
  await expect(group.getByRole('button')).toHaveCount(3);
  expect(calls.feedPages).toEqual([]);
  expect(calls.categoryLists).toBe(0);
});

test('signing out clears every feed cache: the next visit asks for the feed again', async ({
  page,
}, testInfo) => {
  // A sign-in and five page loads: on a busy 2-core machine (CI's three workers) the journey
  // alone took 27 s of the default 30 (a trace of 2026-11-28: 3 s for a new page, 3-5 s a load).
  testInfo.setTimeout(60_000);
  const texts = textsOf(BRAND_A);
  // A session of its own (signed in at the API), not the run's kept one: signing out revokes it.
  await signInSeededMember(page, BRAND_A, testInfo);
  await page.goto(`${BRAND_A.url}/live`);
  await expect(page.getByRole('list', { name: 'Live' }).getByRole('link')).toHaveCount(PAGE_SIZE);
  await page.goto(BRAND_A.url);
  await expect(page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link')).toHaveCount(
    PAGE_SIZE - BILLBOARD,
  );
  expect(await feedCacheKeys(page)).toEqual(
    expect.arrayContaining(['klubb:feedCache.general', 'klubb:feedCache.live']),
  );

  await page.goto(`${BRAND_A.url}/more`);
  await page.getByRole('button', { name: texts.signOut }).click();
  await expect(page.getByRole('heading', { name: texts.signIn, level: 1 })).toBeVisible();
  expect(await feedCacheKeys(page)).toEqual([]);

  // Well within the caches' 10 s: without the clear, this visit would make no feed request.
  const calls = recordApiCalls(page);
  await page.goto(BRAND_A.url);
  await expect(page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link')).toHaveCount(
    PAGE_SIZE - BILLBOARD,
  );
  expect(calls.feedPages).toEqual([{ type: null, offset: 0, categoryIdSelect: [] }]);
});

test('an image that fails to load shows the broken-image icon', async ({ page }) => {
  await page.route('**/media/puff-*', (route) => route.abort());
  await page.goto(BRAND_A.url);
  const card = page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('listitem').first();
  await expect(card.getByRole('img', { name: /^Bilden kunde inte laddas: / })).toBeVisible();
});

test('on a phone, focusing the feed’s search box opens search', async ({ page }, testInfo) => {
  const phone = testInfo.project.name === 'phone';
  await page.goto(BRAND_A.url);
  await expect(
    page.getByRole('list', { name: BRAND_A.feedLabel }).getByRole('link').first(),
  ).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Sök bland erbjudanden och artiklar' });
  await expect(box).toHaveCount(phone ? 1 : 0);
  test.skip(!phone, 'the sticky search box is for phones only');
  await box.focus();
  await expect(page).toHaveURL(`${BRAND_A.url}/search`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sök' })).toBeVisible();
});

test('brand B pages its Norwegian feed anonymously to the end', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto(BRAND_B.url);
  const cards = page.getByRole('list', { name: BRAND_B.feedLabel }).getByRole('link');
  await expect(cards).toHaveCount(PAGE_SIZE - BILLBOARD);
  const items = page.getByRole('list', { name: BRAND_B.feedLabel }).getByRole('listitem');
  await expect(items.filter({ hasText: /Lesetid \d+ minutt/ }).first()).toBeVisible();
  const last = await nextFeedPage(page, () => scrollToBottom(page));
  expect(last).toBeLessThan(PAGE_SIZE);
  await expect(cards).toHaveCount(PAGE_SIZE + last - BILLBOARD);
  expect(calls.feedPages.map((request) => request.offset)).toEqual([0, PAGE_SIZE]);
});
