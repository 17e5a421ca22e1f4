import {
  API_PATHS,
  ERROR_CODES,
  offerSchema,
  RESTAURANT_LIST_LIMIT,
  restaurantListSchema,
  restaurantMapsSettingsSchema,
  restaurantSchema,
  type Offer,
  type RichTextNode,
} from '@klubb/contracts';

import { ANNA, OLA } from './helpers/identity';
import { anonymous, asMember, withToken, type Call } from './helpers/member';
import { BRAND_A_URL, BRAND_B_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const ALL = 'getVoucher=true&getCompanionOffer=true&getAvailability=true';

function linksOf(nodes: RichTextNode[]): string[] {
  return nodes.flatMap((node) =>
    'children' in node ? [...(node.url ? [node.url] : []), ...linksOf(node.children)] : [],
  );
}

describe.each(testTargets())('offer detail and its seeded states on %s', (target) => {
  let t: TestApp;
  let anna: Call;
  let erik: Call;
  beforeAll(async () => {
    t = await createTestApp(target);
    anna = await asMember(t, ANNA.uid);
    erik = await asMember(t, 'seed-klubb-erik');
  });
  afterAll(() => t.close());

  async function offer(call: Call, id: string, flags = ALL): Promise<Offer> {
    const response = await call('GET', `${API_PATHS.getOffer}?id=${id}&${flags}`);
    expect(response.statusCode).toBe(200);
    return offerSchema.strict().parse(response.json());
  }

  it('answers tickets with prices, fees, VAT, dates, places, availability and a companion', async () => {
    const live = await offer(anna, 'klubb-live-001');
    expect(live.itemVariantType).toBe('ticket');
    expect(live.itemVariantList.length).toBeGreaterThanOrEqual(4);
    const [first] = live.itemVariantList;
    expect(first).toMatchObject({
      currency: 'SEK',
      customFeeIdList: ['klubb-fee-service'],
      taxRates: [{ id: 'klubb-vat-6', display_name: 'Moms 6 %', percentage: 6 }],
      location: { city: expect.any(String), mapUrl: expect.stringMatching(/^https:\/\//) },
    });
    expect(first?.date && first.date.end > first.date.start).toBe(true);
    expect(live.itemVariantCustomFeeBuildRecord).toEqual({
      'klubb-fee-service': {
        id: 'klubb-fee-service',
        name: 'Serviceavgift',
        price: { current: 29 },
      },
    });
    expect(Object.keys(live.itemVariantAvailability ?? {})).toEqual(
      live.itemVariantList.map((variant) => variant.id),
    );
    expect(live.companionOffer).toMatchObject({
      id: 'klubb-editorial-003',
      type: 'editorial',
      companionOfferHeader: 'Läs mer inför kvällen',
    });
    expect(live.callToAction).toMatchObject({ type: 'payment' });
    const plain = await offer(anna, 'klubb-live-001', '');
    expect(plain).toMatchObject({ itemVariantAvailability: null, companionOffer: null });
  });

  it('shows a sold-out event with a waiting list, and goods with pictures and a sale price', async () => {
    const soldOut = await offer(anonymous(t), 'klubb-live-002');
    expect(Object.values(soldOut.itemVariantAvailability ?? {}).every((n) => n === 0)).toBe(true);
    expect(soldOut.waitingList).toBe(true);
    const goods = await offer(anonymous(t), 'klubb-benefit-006');
    expect(goods.itemVariantType).toBe('other');
    // Asked with X-App-Url, as through the app's origin: the pictures are named on it.
    expect(goods.itemVariantList[0]?.images[0]?.jpeg[0]?.url).toMatch(`${BRAND_A_URL}/media/`);
    expect(goods.itemVariantList[0]?.price.original).toBeGreaterThan(
      goods.itemVariantList[0]?.price.current ?? Infinity,
    );
  });

  it('answers each member their promo state: claimable, cap reached, no codes left', async () => {
    expect(await offer(anna, 'klubb-benefit-002')).toMatchObject({
      promoExists: true,
      promoType: 'unique',
      voucherClaimCap: 1,
      userVoucherCodeClaimCount: 1,
      isVoucherCodeSoldOut: false,
    });
    expect((await offer(erik, 'klubb-benefit-002')).userVoucherCodeClaimCount).toBe(0);
    expect((await offer(anna, 'klubb-benefit-003')).isVoucherCodeSoldOut).toBe(true);
    expect((await offer(anonymous(t), 'klubb-benefit-001')).userVoucherCodeClaimCount).toBe(0);
  });

  it('shows a common code to members only, and an offer that needs sign-in as a teaser', async () => {
    expect((await offer(anonymous(t), 'klubb-benefit-005')).promoCodeCommon).toBeNull();
    expect((await offer(anna, 'klubb-benefit-005')).promoCodeCommon).toBe('KLUBB2026');
    const teaser = await offer(anonymous(t), 'klubb-benefit-004');
    expect(teaser).toMatchObject({ requiresSignIn: true, contentBlocks: [], promoExists: false });
    const full = await offer(anna, 'klubb-benefit-004');
    expect(full.contentBlocks.length).toBeGreaterThan(0);
    expect(full.promoCodeCommon).toBe('MEDLEM50');
  });

  it('answers the seeded rich text without its javascript: link (issue 14), the others kept', async () => {
    const article = await offer(anonymous(t), 'klubb-editorial-002');
    const links = article.contentBlocks.flatMap((block) =>
      block.type === 'richText' ? linksOf(block.rawState) : [],
    );
    expect(links).toEqual(expect.arrayContaining(['mailto:medlem@klubb.example']));
    expect(links.filter((link) => /^javascript:/i.test(link))).toEqual([]);
    expect(article.callToAction).toMatchObject({ type: 'mailTo' });
    const norwegian = await offer(anonymous(t, BRAND_B_URL), 'norge-benefit-005');
    expect(norwegian.companionOffer).toMatchObject({ id: 'norge-editorial-001' });
  });

  it('seeds every content block type in both brands', async () => {
    const rows = await t.database.sql.query<{ brand_id: string; type: string }>(
      `SELECT DISTINCT brand_id, block->>'type' AS type
       FROM offers, jsonb_array_elements(content_blocks) AS block ORDER BY 1, 2`,
    );
    for (const brand of ['klubb', 'klubb-norge']) {
      expect(rows.filter((row) => row.brand_id === brand).map((row) => row.type)).toEqual([
        'image',
        'richText',
        'spotify',
        'youTube',
      ]);
    }
  });

  it('refuses a bad token even where anonymous visitors may browse', async () => {
    const response = await withToken(t, 'not-a-token')(
      'GET',
      `${API_PATHS.getOffer}?id=klubb-live-001`,
    );
    expect(errorOf(response)).toMatchObject({ status: 401, code: ERROR_CODES.tokenInvalid });
    const ola = await asMember(t, OLA.uid);
    expect(await offer(ola, 'norge-benefit-002')).toMatchObject({
      voucherClaimCap: 1,
      userVoucherCodeClaimCount: 1,
    });
  });

  describe('restaurants and the map', () => {
    it('lists the brand’s restaurants in order, up to the limit', async () => {
      const call = anonymous(t);
      const response = await call(
        'GET',
        `${API_PATHS.getRestaurantList}?limit=${RESTAURANT_LIST_LIMIT}`,
      );
      const list = restaurantListSchema.parse(response.json());
      expect(list).toHaveLength(12);
      expect(list[0]).toMatchObject({ id: 'klubb-restaurant-01', name: 'Bistro Norr' });
      expect(list.filter((item) => item.restaurantWidgetUrl === null).length).toBeGreaterThan(0);
      const few = await call('GET', `${API_PATHS.getRestaurantList}?limit=5`);
      expect(few.json()).toHaveLength(5);
      for (const limit of ['0', '101', 'abc', '1e9']) {
        const bad = await call('GET', `${API_PATHS.getRestaurantList}?limit=${limit}`);
        expect(errorOf(bad)).toMatchObject({ status: 400, code: ERROR_CODES.validation });
      }
    });

    it('answers one restaurant, and 404 for an unknown one or a brand without restaurants', async () => {
      const one = await anonymous(t)('GET', `${API_PATHS.getRestaurant}?id=klubb-restaurant-03`);
      expect(restaurantSchema.strict().parse(one.json())).toMatchObject({
        name: 'Trattoria Söder',
      });
      const unknown = await anonymous(t)('GET', `${API_PATHS.getRestaurant}?id=nope`);
      expect(errorOf(unknown)).toMatchObject({ status: 404, code: ERROR_CODES.restaurantNotFound });
      const norway = anonymous(t, BRAND_B_URL);
      expect((await norway('GET', API_PATHS.getRestaurantList)).json()).toEqual([]);
      expect(
        errorOf(await norway('GET', `${API_PATHS.getRestaurant}?id=klubb-restaurant-03`)).status,
      ).toBe(404);
    });

    it('gives members the map settings, with the key from the environment', async () => {
      const anna = await asMember(t, ANNA.uid);
      const settings = restaurantMapsSettingsSchema
        .strict()
        .parse((await anna('GET', API_PATHS.getRestaurantMapsSettings)).json());
      expect(settings).toMatchObject({ apiKey: '', mapId: 'DEMO_MAP_ID', zoomControl: true });
      expect(errorOf(await anonymous(t)('GET', API_PATHS.getRestaurantMapsSettings)).status).toBe(
        401,
      );
      const ola = await asMember(t, OLA.uid);
      expect(errorOf(await ola('GET', API_PATHS.getRestaurantMapsSettings)).status).toBe(404);
    });
  });
});
