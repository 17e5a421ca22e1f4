import { BRAND_URLS } from '../../deploy/src/topology.mjs';

import { PAGES, pageUrls, pagesNamed } from './lighthouse-pages.mjs';

const API = 'http://localhost:4000';

/** The API's feed answer per brand: its first offer. */
function feedApi(offersByAppUrl) {
  const asked = [];
  const fetchImpl = async (url, { headers }) => {
    asked.push([url, headers['x-app-url']]);
    const offers = offersByAppUrl[headers['x-app-url']];
    return offers
      ? { ok: true, json: async () => offers }
      : { ok: false, status: 404, json: async () => ({}) };
  };
  return { asked, fetchImpl };
}

describe('the pages Lighthouse measures', () => {
  it('are three of each brand, each with its own budget name', () => {
    const names = PAGES.map((page) => page.name);
    expect(new Set(names).size).toBe(names.length);
    expect(PAGES.filter((page) => page.appUrl === BRAND_URLS.a)).toHaveLength(3);
    expect(PAGES.filter((page) => page.appUrl === BRAND_URLS.b)).toHaveLength(3);
  });

  it('are chosen by name, in their own order, and an unknown name is refused', () => {
    expect(pagesNamed(['offer-detail-b', 'mixed-feed']).map((page) => page.name)).toEqual([
      'mixed-feed',
      'offer-detail-b',
    ]);
    expect(() => pagesNamed(['mixed-feed', 'mixed'])).toThrow(/no page named mixed/);
  });

  it("find each brand's offer page from the first offer of its own feed", async () => {
    const { asked, fetchImpl } = feedApi({
      [BRAND_URLS.a]: [{ type: 'editorial', id: 'a 1' }],
      [BRAND_URLS.b]: [{ type: 'benefit', id: 'b-1' }],
    });
    const urls = await pageUrls(API, { fetchImpl });
    expect(urls).toContainEqual({
      name: 'offer-detail',
      url: `${BRAND_URLS.a}/editorial/a%201`,
    });
    expect(urls).toContainEqual({ name: 'offer-detail-b', url: `${BRAND_URLS.b}/benefit/b-1` });
    expect(urls).toContainEqual({ name: 'benefit-feed-b', url: `${BRAND_URLS.b}/benefit` });
    expect(asked).toEqual([
      [`${API}/v1/get_list/offer?offset=0`, BRAND_URLS.a],
      [`${API}/v1/get_list/offer?offset=0`, BRAND_URLS.b],
    ]);
  });

  it('stop on a brand without offers or an API that answers an error', async () => {
    const empty = feedApi({ [BRAND_URLS.a]: [], [BRAND_URLS.b]: [] });
    await expect(pageUrls(API, { fetchImpl: empty.fetchImpl })).rejects.toThrow(
      `${BRAND_URLS.a} has no offers`,
    );
    const down = feedApi({});
    await expect(pageUrls(API, { fetchImpl: down.fetchImpl })).rejects.toThrow('answered 404');
  });
});
