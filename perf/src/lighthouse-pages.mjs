// The pages scripts/lighthouse.mjs measures, and their URLs on a running stack.
import { BRAND_URLS } from '../../deploy/src/topology.mjs';

/** The pages of PAGES by name, in PAGES' order; an unknown name throws. */
export function pagesNamed(names) {
  const unknown = names.filter((name) => !PAGES.some((page) => page.name === name));
  if (unknown.length > 0) {
    throw new Error(`no page named ${unknown.join(', ')} (pages: ${PAGES.map((p) => p.name)})`);
  }
  return PAGES.filter((page) => names.includes(page.name));
}

/** A page's path that is the first offer of its brand's mixed feed (offerPath). */
const FIRST_OFFER = Symbol('the first offer');

/**
 * The pages measured, by the names budgets.json → lighthouse.pages uses: each brand's mixed
 * feed, a type feed and an offer (issue 16: both brands). Brand B (Klubb Norge) has no live
 * feed; its type feed is the benefits'.
 */
export const PAGES = [
  { name: 'mixed-feed', appUrl: BRAND_URLS.a, path: '/' },
  { name: 'live-feed', appUrl: BRAND_URLS.a, path: '/live' },
  { name: 'offer-detail', appUrl: BRAND_URLS.a, path: FIRST_OFFER },
  { name: 'mixed-feed-b', appUrl: BRAND_URLS.b, path: '/' },
  { name: 'benefit-feed-b', appUrl: BRAND_URLS.b, path: '/benefit' },
  { name: 'offer-detail-b', appUrl: BRAND_URLS.b, path: FIRST_OFFER },
];

/** The first offer of a brand's mixed feed, as `/{type}/{id}` (paths.offer in @klubb/contracts). */
async function offerPath(apiUrl, appUrl, fetchImpl) {
  const response = await fetchImpl(`${apiUrl}/v1/get_list/offer?offset=0`, {
    headers: { 'x-app-url': appUrl },
  });
  if (!response.ok) throw new Error(`GET /v1/get_list/offer answered ${response.status}`);
  const [offer] = await response.json();
  if (!offer) throw new Error(`${appUrl} has no offers: is the database seeded?`);
  return `/${offer.type}/${encodeURIComponent(offer.id)}`;
}

/** Each page as { name, url }, an offer's path asked of the API at `apiUrl`. */
export async function pageUrls(apiUrl, { pages = PAGES, fetchImpl = fetch } = {}) {
  const urls = [];
  for (const { name, appUrl, path } of pages) {
    const pagePath = path === FIRST_OFFER ? await offerPath(apiUrl, appUrl, fetchImpl) : path;
    urls.push({ name, url: `${appUrl}${pagePath}` });
  }
  return urls;
}
