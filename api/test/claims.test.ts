import {
  API_PATHS,
  APP_URL_HEADER,
  claimedVoucherListSchema,
  encodeAnalyticsEvent,
  ERROR_CODES,
  orderListSchema,
  uniqueClaimResultSchema,
  type AnalyticsEvent,
} from '@klubb/contracts';

import { ANNA, OLA } from './helpers/identity';
import { anonymous, asMember, type Call } from './helpers/member';
import { BRAND_A_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const EVENT: AnalyticsEvent = {
  brandId: 'klubb',
  brandRoleId: 'klubb-role-member',
  browser: 'chrome',
  clientTimestamp: 1_790_000_000_000,
  containerType: 'web',
  deviceName: 'linux',
  deviceType: 'desktop',
  href: 'http://localhost:3000/benefit',
  eventName: 'page_view',
  eventType: 'navigation',
  host: 'localhost:3000',
  coreVersion: '5.22.1',
  containerVersion: '0.0.0',
  containerBuild: 0,
  os: 'linux',
  pathName: '/benefit',
  platform: 'core',
  sessionId: 'ABCDEFGHIJ-0123456789-KLMNOPQRST',
  userAgent: 'Mozilla/5.0',
  userId: 'someone-else',
  customParams: { tab: 'benefit', position: 3 },
};

describe.each(testTargets())('promo code claims on %s', (target) => {
  let t: TestApp;
  let anna: Call;
  let erik: Call;
  beforeAll(async () => {
    t = await createTestApp(target);
    anna = await asMember(t, ANNA.uid);
    erik = await asMember(t, 'seed-klubb-erik');
  });
  afterAll(() => t.close());

  const claim = (call: Call, id: string) => call('POST', API_PATHS.claimVoucherCode, { id });

  it('gives a unique code up to the member’s cap, then says the cap is reached', async () => {
    const first = uniqueClaimResultSchema.parse((await claim(erik, 'klubb-benefit-001')).json());
    // Erik held one of the two codes he may claim (seed).
    expect(first).toMatchObject({ userClaimedCount: 2, claimCap: 2 });
    expect(first.code).toMatch(/^KLUBB001-\d{3}$/);
    expect(errorOf(await claim(erik, 'klubb-benefit-001'))).toMatchObject({
      status: 409,
      code: ERROR_CODES.voucherCapReached,
    });
    expect(errorOf(await claim(anna, 'klubb-benefit-002')).code).toBe(
      ERROR_CODES.voucherCapReached,
    );
  });

  it('says when no codes are left, apart from the cap', async () => {
    const nora = await asMember(t, 'seed-klubb-nora');
    // Nora has not finished set-up: claims wait for it.
    expect(errorOf(await claim(nora, 'klubb-benefit-003')).code).toBe(
      ERROR_CODES.onboardingIncomplete,
    );
    expect(errorOf(await claim(anna, 'klubb-benefit-003')).code).toBe(ERROR_CODES.voucherSoldOut);
  });

  it('answers a status for a common code, and refuses offers without a promo', async () => {
    expect((await claim(erik, 'klubb-benefit-005')).json()).toEqual({ status: true });
    expect((await claim(erik, 'klubb-benefit-005')).json()).toEqual({ status: true });
    expect(errorOf(await claim(anna, 'klubb-editorial-002'))).toMatchObject({
      status: 404,
      code: ERROR_CODES.voucherNoPromo,
    });
    expect(errorOf(await claim(anna, 'norge-benefit-002')).code).toBe(ERROR_CODES.offerNotFound);
    expect(errorOf(await claim(anna, 'klubb-benefit-010')).code).toBe(ERROR_CODES.offerEnded);
    expect(errorOf(await claim(anonymous(t), 'klubb-benefit-001')).status).toBe(401);
    for (const body of [{}, { id: 5 }, { id: 'x'.repeat(100) }]) {
      expect(errorOf(await anna('POST', API_PATHS.claimVoucherCode, body)).status).toBe(400);
    }
  });

  it('lists each member’s own claims, newest first, grouped by offer', async () => {
    const list = claimedVoucherListSchema.parse(
      (await anna('GET', API_PATHS.getClaimedVoucherCodes)).json(),
    );
    expect(list.map((item) => item.offerId).sort()).toEqual([
      'klubb-benefit-002',
      'klubb-benefit-003',
      'klubb-benefit-003',
      'klubb-benefit-005',
    ]);
    expect(list.find((item) => item.promoType === 'common')).toMatchObject({ code: 'KLUBB2026' });
    expect(list[0]?.groupId.split('/')[1]).toBe(list[0]?.offerId);
    expect(new Set(list.map((item) => item.offerType))).toEqual(new Set(['benefit']));
    const claimedAt = list.map((item) => item.claimedAt);
    expect(claimedAt).toEqual([...claimedAt].sort((a, b) => b - a));
    const ola = await asMember(t, OLA.uid);
    const olaList = claimedVoucherListSchema.parse(
      (await ola('GET', API_PATHS.getClaimedVoucherCodes)).json(),
    );
    expect(olaList.map((item) => item.offerId)).toEqual(['norge-benefit-002']);
  });

  describe('order history and the event logs', () => {
    it('lists the member’s orders newest first, with the display fields', async () => {
      const anna = await asMember(t, ANNA.uid);
      const orders = orderListSchema.parse((await anna('GET', API_PATHS.getOrderHistory)).json());
      expect(orders.map((order) => order.id)).toEqual([
        'klubb-order-0001',
        'klubb-order-0002',
        'klubb-order-0003',
      ]);
      const [tickets, goods, interest] = orders;
      const price = tickets?.itemList[0]?.itemVariant.price.current ?? 0;
      expect(tickets).toMatchObject({
        paymentMethod: 'card',
        amount: (price + 29) * 2,
        feeAmount: 58,
        ticketCount: 2,
        eventId: 'klubb-live-005',
        dayOfPurchase: '2026-10-20',
        currency: 'SEK',
        vat: [{ percentage: 6 }],
      });
      expect(tickets?.eventName).toBe(tickets?.itemList[0]?.offerTitle);
      expect(tickets?.location).toMatch(/\d{5} /);
      expect(tickets?.vat[0]?.amount).toBeCloseTo(((price + 29) * 2 * 6) / 106, 2);
      expect(goods).toMatchObject({ paymentMethod: 'invoice', ticketCount: 0, eventId: null });
      expect(goods?.itemList[0]?.itemVariant.images[0]?.jpeg[0]?.url).toMatch(
        // Asked as through the app's origin (X-App-Url): the pictures are named on it.
        /^http:\/\/localhost:3000\/media\//,
      );
      expect(interest).toMatchObject({ paymentMethod: 'interest_registration', amount: 0 });
      expect(interest?.additionalInfo).toMatch(/Intresseanmälan/);
      const ola = await asMember(t, OLA.uid);
      expect((await ola('GET', API_PATHS.getOrderHistory)).json()).toEqual([]);
    });

    it('stores an analytics event sent as base64, with the verified caller only', async () => {
      const post = (payload: string, headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: API_PATHS.analytics,
          headers: { [APP_URL_HEADER]: BRAND_A_URL, 'content-type': 'text/plain', ...headers },
          payload,
        });
      expect((await post(encodeAnalyticsEvent(EVENT))).statusCode).toBe(204);
      const asJsonString = await post(JSON.stringify(encodeAnalyticsEvent(EVENT)), {
        'content-type': 'application/json',
      });
      expect(asJsonString.statusCode).toBe(204);
      const rows = await t.database.sql.query<{ user_id: string | null; event_name: string }>(
        'SELECT user_id, event_name FROM analytics_events ORDER BY id',
      );
      expect(rows).toEqual([
        { user_id: null, event_name: 'page_view' },
        { user_id: null, event_name: 'page_view' },
      ]);
      for (const [payload, code] of [
        ['not base64!', ERROR_CODES.analyticsUndecodable],
        [Buffer.from('not json').toString('base64'), ERROR_CODES.analyticsUndecodable],
        [encodeAnalyticsEvent({ ...EVENT, sessionId: 'bad' }), ERROR_CODES.validation],
        [encodeAnalyticsEvent({ ...EVENT, brandId: 'klubb-norge' }), ERROR_CODES.brandMismatch],
        ['', ERROR_CODES.analyticsUndecodable],
      ] as const) {
        expect(errorOf(await post(payload)).code).toBe(code);
      }
    });

    it('logs interactions of anonymous visitors and members', async () => {
      const event = {
        event: 'extendOfferFeedList',
        params: { type: 'benefit', offset: 30, categoryId: null },
      };
      expect((await anonymous(t)('POST', API_PATHS.logInteraction, event)).statusCode).toBe(204);
      const anna = await asMember(t, ANNA.uid);
      const click = {
        event: 'callToActionButtonClicked-claim',
        params: { offerId: 'klubb-benefit-001' },
      };
      expect((await anna('POST', API_PATHS.logInteraction, click)).statusCode).toBe(204);
      const rows = await t.database.sql.query<{ user_id: string | null; event: string }>(
        'SELECT user_id, event FROM interaction_events ORDER BY id',
      );
      expect(rows).toEqual([
        { user_id: null, event: 'extendOfferFeedList' },
        { user_id: ANNA.uid, event: 'callToActionButtonClicked-claim' },
      ]);
      const unknown = { event: 'somethingElse', params: {} };
      expect(errorOf(await anna('POST', API_PATHS.logInteraction, unknown)).status).toBe(400);
    });
  });
});
