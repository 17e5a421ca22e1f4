import {
  API_PATHS,
  CANARY_HEALTH_PATH,
  REGISTRY_PATHS,
  REMOTE_HEALTH_EVENT,
  auditListSchema,
  canaryHealthListSchema,
  encodeAnalyticsBatch,
  type AnalyticsEvent,
  type RemoteHealthKind,
} from '@klubb/contracts';

import { judgeCanary } from '../src/services/registry/canary-health';

import { PLATFORM, documentOf, operatorToken, opsPost } from './helpers/operators';
import { BRAND_A_URL, BRAND_B_URL, createTestApp, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const BRANDS = {
  klubb: { url: BRAND_A_URL, host: 'localhost:3000' },
  'klubb-norge': { url: BRAND_B_URL, host: 'nordic.localhost:3000' },
} as const;
type BrandId = keyof typeof BRANDS;

let sessionNumber = 0;
/** A new tab session id in the §9 form. */
const newSession = () =>
  `SESSION${String((sessionNumber += 1)).padStart(3, '0')}-BBBBBBBBBB-CCCCCCCCCC`;

/** One health report as the host builds it (shared/sdk `reportHealth`). */
const report = (
  brandId: BrandId,
  sessionId: string,
  version: string,
  kind: RemoteHealthKind,
): AnalyticsEvent => ({
  brandId,
  brandRoleId: null,
  clientTimestamp: Date.now(),
  href: `${BRANDS[brandId].url}/`,
  eventName: REMOTE_HEALTH_EVENT,
  eventType: 'health',
  host: BRANDS[brandId].host,
  coreVersion: '5.22.1',
  pathName: '/',
  platform: 'core',
  sessionId,
  userId: null,
  customParams: { remote: 'mf_feeds', version, kind },
});

/** The self-watching canary (issue 34, ADR 024): reports counted, rules judged, rolled back. */
describe.each(testTargets())('canary rules on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const send = async (brandId: BrandId, events: AnalyticsEvent[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.analytics,
      headers: { origin: BRANDS[brandId].url, 'content-type': 'text/plain' },
      payload: encodeAnalyticsBatch(events),
    });
    expect(response.statusCode).toBe(204);
  };
  /** `count` sessions of a version on a brand, `failing` of them with an error of `kind`. */
  const drive = async (
    brandId: BrandId,
    version: string,
    count: number,
    failing = 0,
    kind: RemoteHealthKind = 'boundaryError',
  ) => {
    for (let i = 0; i < count; i += 1) {
      const session = newSession();
      await send(brandId, [
        report(brandId, session, version, 'session'),
        ...(i < failing ? [report(brandId, session, version, kind)] : []),
      ]);
    }
  };
  const health = async () => {
    const token = await operatorToken(t.database, PLATFORM);
    const response = await t.app.inject({
      method: 'GET',
      url: CANARY_HEALTH_PATH,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return canaryHealthListSchema.parse(response.json()).canaries;
  };
  const startCanary = async (body: object) => {
    const token = await operatorToken(t.database, PLATFORM);
    const response = await opsPost(t, token, REGISTRY_PATHS.startCanary, body);
    expect(response.statusCode).toBe(200);
  };
  const feedsOf = async (url: string) =>
    (await documentOf(t, url)).remotes.find((remote) => remote.name === 'mf_feeds');

  it('counts health reports per version, also where analytics is off, without keeping them as events', async () => {
    const [before] = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM analytics_events',
    );
    // Brand B is seeded with analytics off: its reports count all the same.
    await drive('klubb-norge', '0.1.0', 2, 1, 'loadFailure');
    const rows = await t.database.sql.query<{ sessions: number; load_failures: number }>(
      `SELECT sessions, load_failures FROM remote_health_minutes
        WHERE brand_id = 'klubb-norge' AND remote = 'mf_feeds' AND version = '0.1.0'`,
    );
    expect(rows).toEqual([{ sessions: 2, load_failures: 1 }]);
    const [after] = await t.database.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM analytics_events',
    );
    expect(after?.n).toBe(before?.n);
  });

  it('holds a failing canary below its minimum of sessions, then rolls it back on its own, audited with the numbers', async () => {
    await startCanary({
      remote: 'mf_feeds',
      version: '0.2.0',
      brandIds: ['klubb-norge'],
      rules: { maxErrorRateMargin: 10, minSessions: 4 },
    });
    expect((await feedsOf(BRAND_B_URL))?.version).toBe('0.2.0');
    const brandABefore = await documentOf(t, BRAND_A_URL);
    await drive('klubb', '0.1.0', 4);
    await drive('klubb-norge', '0.2.0', 3, 3);
    const [running] = await health();
    expect(running).toMatchObject({
      remote: 'mf_feeds',
      rules: { maxErrorRateMargin: 10, minSessions: 4, promoteAfterMinutes: null },
      canary: { version: '0.2.0', sessions: 3, boundaryErrors: 3, errorRate: 100 },
      // The first test's brand B reports count too: 6 sessions, 1 load failure.
      stable: { version: '0.1.0', sessions: 6, errors: 1, errorRate: 16.7 },
    });

    await drive('klubb-norge', '0.2.0', 1);
    expect(await health()).toEqual([]);
    expect((await feedsOf(BRAND_B_URL))?.version).toBe('0.1.0');
    expect(await documentOf(t, BRAND_A_URL)).toEqual(brandABefore);

    const audit = await t.app.inject({
      method: 'GET',
      url: `${REGISTRY_PATHS.audit}?brandId=klubb-norge`,
      headers: { authorization: `Bearer ${await operatorToken(t.database, PLATFORM)}` },
    });
    const [entry] = auditListSchema.parse(audit.json()).entries;
    expect(entry).toMatchObject({
      action: 'canary.rollback',
      actor: 'automatic',
      brandId: 'klubb-norge',
      target: 'mf_feeds',
      after: {
        canary: null,
        stableVersion: '0.1.0',
        numbers: { canary: { sessions: 4, errors: 3, errorRate: 75 }, stable: { errorRate: 16.7 } },
        rules: { maxErrorRateMargin: 10, minSessions: 4 },
      },
    });
  });

  it('leaves a canary whose error rate stays within its margin', async () => {
    await startCanary({
      remote: 'mf_feeds',
      version: '0.2.0',
      share: { brandId: 'klubb', percent: 50 },
      rules: { maxErrorRateMargin: 30, minSessions: 4 },
    });
    await drive('klubb', '0.2.0', 4, 1, 'apiError');
    const [running] = await health();
    expect(running?.canary).toMatchObject({ sessions: 4, apiErrors: 1, errorRate: 25 });
    expect((await feedsOf(BRAND_A_URL))?.canary).toMatchObject({ version: '0.2.0', percent: 50 });
    const token = await operatorToken(t.database, PLATFORM);
    expect(
      (await opsPost(t, token, REGISTRY_PATHS.endCanary, { remote: 'mf_feeds' })).statusCode,
    ).toBe(200);
  });
});

describe('the canary rules’ verdict', () => {
  const numbers = (sessions: number, errors: number) => ({
    version: '1.0.0',
    sessions,
    errors,
    loadFailures: 0,
    boundaryErrors: errors,
    uncaughtErrors: 0,
    apiErrors: 0,
    errorRate: sessions ? (errors * 100) / sessions : 0,
  });
  const rules = { maxErrorRateMargin: 5, minSessions: 10, promoteAfterMinutes: 30 };

  it('rolls back over the margin, holds at it, and promotes only after the set time', () => {
    const stable = numbers(100, 2);
    expect(judgeCanary({ canary: numbers(10, 1), stable }, rules, 0)).toBe('rollback');
    expect(judgeCanary({ canary: numbers(100, 7), stable }, rules, 0)).toBe('hold');
    expect(judgeCanary({ canary: numbers(9, 9), stable }, rules, 60)).toBe('hold');
    expect(judgeCanary({ canary: numbers(100, 7), stable }, rules, 29)).toBe('hold');
    expect(judgeCanary({ canary: numbers(100, 7), stable }, rules, 30)).toBe('promote');
    expect(
      judgeCanary(
        { canary: numbers(100, 7), stable },
        { ...rules, promoteAfterMinutes: null },
        999,
      ),
    ).toBe('hold');
  });
});
