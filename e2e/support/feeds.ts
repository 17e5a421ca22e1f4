import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

import { API } from './auth';
import { BRAND_A } from './brands';
import { isApiCall } from './origins';

/** The feed-related paths the browser calls (spec §7), on the page's origin or the API's. */
const OFFER_LIST = '/v1/get_list/offer';
const BILLBOARD = '/v1/get/billboard';
const SEARCH = '/v1/search/offer';
const INTERACTION_LOG = '/v1/log/interaction';
const CATEGORY_LIST = '/v1/get_list/brand/category';

export interface FeedRequest {
  type: string | null;
  offset: number;
  categoryIdSelect: string[];
}

const isOfferList = (request: Request) => isApiCall(request.url(), OFFER_LIST);

function toFeedRequest(request: Request): FeedRequest {
  const query = new URL(request.url()).searchParams;
  const categories = query.get('categoryIdSelect');
  return {
    type: query.get('type'),
    offset: Number(query.get('offset') ?? 0),
    categoryIdSelect: categories ? (JSON.parse(categories) as string[]) : [],
  };
}

/**
 * Records what the page asks the API for, from now on: feed pages, billboards, searches and
 * interaction-log lines and category lists.
 */
export function recordApiCalls(page: Page) {
  const calls = {
    feedPages: [] as FeedRequest[],
    billboards: 0,
    categoryLists: 0,
    searches: [] as Array<{ query: string; offset: number }>,
    logLines: [] as unknown[],
  };
  page.on('request', (request) => {
    if (isOfferList(request)) calls.feedPages.push(toFeedRequest(request));
    else if (isApiCall(request.url(), BILLBOARD)) calls.billboards += 1;
    else if (isApiCall(request.url(), CATEGORY_LIST)) calls.categoryLists += 1;
    else if (isApiCall(request.url(), SEARCH) && request.method() === 'GET') {
      // A GET since issue 38 (the public cache answers it): the text and offset in the query.
      const query = new URL(request.url()).searchParams;
      calls.searches.push({
        query: query.get('query') ?? '',
        offset: Number(query.get('offset') ?? 0),
      });
    } else if (isApiCall(request.url(), INTERACTION_LOG) && request.method() === 'POST') {
      calls.logLines.push(request.postDataJSON());
    }
  });
  return calls;
}

/** The first live offer of brand A's feed, asked of the API. */
export async function liveOfferId(request: APIRequestContext): Promise<string> {
  const response = await request.get(`${API}${OFFER_LIST}?type=live&offset=0`, {
    headers: { Origin: BRAND_A.url },
  });
  expect(response.ok()).toBe(true);
  const [offer] = (await response.json()) as { id: string }[];
  if (!offer) throw new Error('brand A has no live offers');
  return offer.id;
}

/** Waits for the next feed page answer and gives its length. */
export async function nextFeedPage(page: Page, action: () => Promise<unknown>): Promise<number> {
  const [response] = await Promise.all([
    page.waitForResponse((response) => isOfferList(response.request())),
    action(),
  ]);
  return ((await response.json()) as unknown[]).length;
}

/** Scrolls the window to the very bottom of the document. */
export async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** The persistent-storage keys of the feed caches the page holds now (spec §4). */
export const feedCacheKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => key.startsWith('klubb:feedCache.')),
  );

/**
 * Waits for the page to render two more frames and run the tasks queued after them: the list's
 * IntersectionObserver reports its sentinel in a frame's rendering step, and a next page would be
 * asked for in the task that follows. Its request event reaches the test before this answer, so
 * "no further request" checked after it is a fact about the page, not about how long one waited.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)));
      }),
  );
}
