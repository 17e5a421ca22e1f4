import {
  OFFER_TYPES,
  API_PATHS,
  APP_URL_HEADER,
  billboardSchema,
  categoryListSchema,
  ERROR_CODES,
  offerSchema,
} from '@klubb/contracts';

import { BRAND_A_URL, BRAND_B_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

describe.each(testTargets())('billboard, offer and categories on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const get = (url: string, appUrl: string) =>
    t.app.inject({ method: 'GET', url, headers: { [APP_URL_HEADER]: appUrl } });
  const getOffer = (id: string, appUrl = BRAND_A_URL) =>
    get(`${API_PATHS.getOffer}?id=${encodeURIComponent(id)}`, appUrl);

  it('answers each brand its own billboard', async () => {
    const a = await get(API_PATHS.getBillboard, BRAND_A_URL);
    expect(a.statusCode).toBe(200);
    expect(billboardSchema.strict().parse(a.json())).toMatchObject({
      offerId: 'klubb-editorial-001',
    });
    const b = await get(API_PATHS.getBillboard, BRAND_B_URL);
    expect(b.json()).toMatchObject({ offerId: 'norge-benefit-001', type: 'benefit' });
  });

  it('answers 404 billboard/not-found when the brand has none', async () => {
    await t.database.sql.exec("DELETE FROM billboards WHERE brand_id = 'klubb-norge'");
    // A write beside the API tells its public answer cache, as any out-of-band change must.
    t.app.invalidatePublicAnswers('klubb-norge');
    try {
      const response = await get(API_PATHS.getBillboard, BRAND_B_URL);
      expect(errorOf(response)).toMatchObject({ status: 404, code: ERROR_CODES.billboardNotFound });
    } finally {
      await t.database.sql.exec(
        "INSERT INTO billboards (brand_id, offer_id) VALUES ('klubb-norge', 'norge-benefit-001')",
      );
      t.app.invalidatePublicAnswers('klubb-norge');
    }
  });

  it('answers an offer of the brand in the contract shape', async () => {
    const response = await getOffer('klubb-editorial-002');
    expect(response.statusCode).toBe(200);
    const body: unknown = response.json();
    expect(offerSchema.strict().parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: 'klubb-editorial-002',
      type: 'editorial',
      requiresSignIn: false,
    });
  });

  it('marks the offers that need sign-in', async () => {
    expect((await getOffer('klubb-benefit-004')).json()).toMatchObject({ requiresSignIn: true });
    expect((await getOffer('norge-benefit-003', BRAND_B_URL)).json()).toMatchObject({
      requiresSignIn: true,
    });
  });

  it("answers 404 offer/not-found for an unknown id and for another brand's offer", async () => {
    for (const [id, appUrl] of [
      ['no-such-offer', BRAND_A_URL],
      ['norge-benefit-001', BRAND_A_URL],
      ['klubb-benefit-001', BRAND_B_URL],
      ['klubb-editorial-040', BRAND_A_URL], // not published yet
    ] as const) {
      const response = await getOffer(id, appUrl);
      expect(errorOf(response)).toMatchObject({ status: 404, code: ERROR_CODES.offerNotFound });
    }
  });

  it('answers 410 offer/ended for an offer whose end date has passed', async () => {
    expect(errorOf(await getOffer('klubb-benefit-010'))).toMatchObject({
      status: 410,
      code: ERROR_CODES.offerEnded,
    });
    expect(errorOf(await getOffer('norge-benefit-007', BRAND_B_URL)).status).toBe(410);
  });

  it("lists the brand's categories with the offer types they apply to", async () => {
    const a = categoryListSchema.parse((await get(API_PATHS.getCategoryList, BRAND_A_URL)).json());
    expect(a.length).toBeGreaterThanOrEqual(5);
    expect(a.every((category) => category.id.startsWith('klubb-'))).toBe(true);
    expect(a[0]).toEqual({
      id: 'klubb-mat-dryck',
      name: 'Mat & dryck',
      offerTypes: ['benefit', 'editorial', 'live'],
    });
    const b = categoryListSchema.parse((await get(API_PATHS.getCategoryList, BRAND_B_URL)).json());
    expect(b.every((category) => category.id.startsWith('norge-'))).toBe(true);
    expect(b.flatMap((category) => category.offerTypes)).not.toContain('live');
  });

  it('offers a category as a filter of a type only where it has offers of that type', async () => {
    for (const url of [BRAND_A_URL, BRAND_B_URL]) {
      const list = categoryListSchema.parse((await get(API_PATHS.getCategoryList, url)).json());
      for (const category of list) {
        for (const type of OFFER_TYPES) {
          const page = (
            await get(
              `${API_PATHS.getOfferList}?type=${type}&offset=0&categoryIdSelect=${encodeURIComponent(JSON.stringify([category.id]))}`,
              url,
            )
          ).json() as unknown[];
          const listed = (category.offerTypes ?? []).includes(type);
          expect({ category: category.id, type, hasOffers: page.length > 0 }).toEqual({
            category: category.id,
            type,
            hasOffers: listed,
          });
        }
      }
    }
  });

  it('answers /health', async () => {
    const response = await t.app.inject({ method: 'GET', url: API_PATHS.health });
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
