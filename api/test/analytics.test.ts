import {
  ANALYTICS_MAX_BATCH,
  API_PATHS,
  APP_URL_HEADER,
  encodeAnalyticsBatch,
  encodeAnalyticsEvent,
  ERROR_CODES,
  type AnalyticsEvent,
} from '@klubb/contracts';

import { ANALYTICS_SESSION_LIMIT } from '../src/routes/event-logs';

import { ANNA, mintTestToken } from './helpers/identity';
import { BRAND_A_URL, BRAND_B_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const event = (overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  brandId: 'klubb',
  brandRoleId: null,
  browser: 'chrome',
  clientTimestamp: 1_790_000_000_000,
  containerType: 'ios-wv',
  deviceName: 'iOS',
  deviceType: 'mobile',
  href: 'http://localhost:3000/benefit/klubb-benefit-001',
  eventName: 'pageView',
  eventType: 'navigation',
  host: 'localhost:3000',
  coreVersion: '5.22.1',
  containerVersion: '2.4.0',
  containerBuild: 41,
  os: 'iOS',
  pathName: '/benefit/klubb-benefit-001',
  platform: 'core',
  sessionId: 'AAAAAAAAAA-BBBBBBBBBB-CCCCCCCCCC',
  userAgent: 'Mozilla/5.0 KlubbApp-iOS',
  userId: null,
  customParams: { route: '/benefit/:offerId' },
  ...overrides,
});

const today = () => new Date().toISOString().slice(0, 10);

describe.each(testTargets())('analytics on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const post = (payload: string, appUrl = BRAND_A_URL) =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.analytics,
      // What sendBeacon sends: text/plain, the brand by Origin.
      headers: { origin: appUrl, 'content-type': 'text/plain' },
      payload,
    });
  const counts = async (appUrl = BRAND_A_URL) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/dev/analytics/counts?appUrl=${encodeURIComponent(appUrl)}`,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      counts: Array<{ eventName: string; count: number; day: string }>;
    }>();
    return Object.fromEntries(body.counts.map((row) => [row.eventName, row.count]));
  };

  it('stores a batch and counts it per brand, event and day', async () => {
    const before = await counts();
    const batch = [
      event(),
      event({ eventName: 'offerViewed', eventType: 'content' }),
      event({ eventName: 'offerViewed', eventType: 'content' }),
    ];
    expect((await post(encodeAnalyticsBatch(batch))).statusCode).toBe(204);
    // The spec's single-event form is still taken.
    expect((await post(encodeAnalyticsEvent(event({ eventName: 'claim' })))).statusCode).toBe(204);
    const after = await counts();
    expect((after.pageView ?? 0) - (before.pageView ?? 0)).toBe(1);
    expect((after.offerViewed ?? 0) - (before.offerViewed ?? 0)).toBe(2);
    expect((after.claim ?? 0) - (before.claim ?? 0)).toBe(1);
    // The roll-up agrees with the events themselves.
    const [stored] = await t.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM analytics_events WHERE brand_id = 'klubb' AND event_name = 'offerViewed'`,
    );
    expect(stored?.n).toBe(after.offerViewed);
    // Brand B counts apart.
    expect((await counts(BRAND_B_URL)).offerViewed).toBeUndefined();
    const [row] = (
      await t.app.inject({ method: 'GET', url: `/dev/analytics/counts?appUrl=${BRAND_A_URL}` })
    ).json<{ counts: Array<{ day: string }> }>().counts;
    expect(row?.day).toBe(today());
  });

  it('stores the verified member, never the payload’s claim', async () => {
    const token = await mintTestToken(t.database, {
      uid: ANNA.uid,
      tenantId: 'klubb-a1b2c',
      email: ANNA.email,
    });
    const sessionId = 'MEMBERSESS-0000000000-0000000001';
    // What the SDK's HTTP client sends: the base64 as a JSON string, with the member's token.
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.analytics,
      headers: {
        [APP_URL_HEADER]: BRAND_A_URL,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify(
        encodeAnalyticsBatch([event({ userId: 'someone-else', sessionId, eventName: 'signIn' })]),
      ),
    });
    expect(response.statusCode).toBe(204);
    const rows = await t.database.sql.query<{ user_id: string | null }>(
      `SELECT user_id FROM analytics_events WHERE event ->> 'sessionId' = $1`,
      [sessionId],
    );
    expect(rows).toEqual([{ user_id: ANNA.uid }]);
    const visit = await t.app.inject({
      method: 'GET',
      url: `/dev/analytics/counts?appUrl=${BRAND_A_URL}&sessionId=${sessionId}`,
    });
    expect(visit.json()).toEqual({
      brandId: 'klubb',
      sessionId,
      counts: [{ eventName: 'signIn', count: 1 }],
    });
  });

  it('refuses empty, oversized, foreign and invalid batches, storing none of them', async () => {
    const before = await counts();
    const cases: Array<[string, number, string]> = [
      [encodeAnalyticsBatch([]), 400, ERROR_CODES.validation],
      [
        encodeAnalyticsBatch(Array.from({ length: ANALYTICS_MAX_BATCH + 1 }, () => event())),
        400,
        ERROR_CODES.validation,
      ],
      [
        encodeAnalyticsBatch([
          event(),
          event({
            customParams: { big: 'x'.repeat(500) },
            href: 'h'.repeat(2048),
            userAgent: 'u'.repeat(1000),
            pathName: 'p'.repeat(2048),
            eventName: 'e'.repeat(100),
          }),
          event({
            customParams: Object.fromEntries(
              Array.from({ length: 50 }, (_, i) => [`k${i}`, 'v'.repeat(200)]),
            ),
          }),
        ]),
        413,
        ERROR_CODES.analyticsTooLarge,
      ],
      [
        encodeAnalyticsBatch([event(), event({ brandId: 'klubb-norge' })]),
        400,
        ERROR_CODES.brandMismatch,
      ],
      [encodeAnalyticsBatch([event(), event({ sessionId: 'abc' })]), 400, ERROR_CODES.validation],
      [
        encodeAnalyticsBatch([event(), event({ platform: 'web' as 'core' })]),
        400,
        ERROR_CODES.validation,
      ],
    ];
    for (const [payload, status, code] of cases) {
      const response = await post(payload);
      expect({ status: response.statusCode, code: errorOf(response).code }).toEqual({
        status,
        code,
      });
    }
    expect(await counts()).toEqual(before);
  });

  it('answers a deeply nested body with an error record, not a 500', async () => {
    const base64 = (json: string) => Buffer.from(json).toString('base64');
    const deep = 10_000;
    const cases = [
      '['.repeat(deep) + ']'.repeat(deep),
      '{"a":'.repeat(deep / 2) + '1' + '}'.repeat(deep / 2),
      JSON.stringify([{ ...event(), customParams: {} }]).replace(
        '"customParams":{}',
        `"customParams":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
      ),
    ];
    for (const json of cases) {
      const response = await post(base64(json));
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(errorOf(response).code).toBe(ERROR_CODES.analyticsUndecodable);
    }
  });

  it('caps the events of one session', async () => {
    const sessionId = 'RATELIMITS-0000000000-0000000002';
    const batch = encodeAnalyticsBatch(
      Array.from({ length: ANALYTICS_MAX_BATCH }, () => event({ sessionId, eventName: 'capped' })),
    );
    const batches = ANALYTICS_SESSION_LIMIT.max / ANALYTICS_MAX_BATCH;
    for (let i = 0; i < batches; i += 1) expect((await post(batch)).statusCode).toBe(204);
    const refused = await post(batch);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe(ERROR_CODES.rateLimited);
    expect((await counts()).capped).toBe(ANALYTICS_SESSION_LIMIT.max);
    // Another session is not held back.
    expect(
      (await post(encodeAnalyticsBatch([event({ sessionId: 'OTHERSESSI-0000000000-0000000003' })])))
        .statusCode,
    ).toBe(204);
  });

  it('answers the counts only for a known brand, with checked days', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/dev/analytics/counts?appUrl=http://nobody.example',
    });
    expect(errorOf(unknown).code).toBe(ERROR_CODES.unknownBrand);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/dev/analytics/counts?appUrl=${BRAND_A_URL}&from=yesterday`,
    });
    expect(errorOf(bad).status).toBe(400);
  });
});
