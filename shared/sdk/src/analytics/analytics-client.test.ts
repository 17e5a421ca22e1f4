import { analyticsEventSchema, SESSION_ID_PATTERN, type AnalyticsEvent } from '@klubb/contracts';

import { readDeviceInfo } from '../device';

import { createAnalyticsClient, type AnalyticsTransport } from './analytics-client';
import { buildAnalyticsEvent, type AnalyticsContext } from './event-payload';
import { newSessionId, tabSessionId } from './session-id';

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KlubbApp-iOS';

const context = (overrides: Partial<AnalyticsContext> = {}): AnalyticsContext => ({
  brandId: 'klubb',
  user: { id: 'u-1', brandRoleId: 'role-2', legacyId: 77 },
  device: readDeviceInfo(IPHONE_UA, { width: 390, height: 844 }),
  container: { version: '2.4.0', build: 99 },
  location: {
    href: 'http://localhost:3000/benefit/o-1?x=1',
    host: 'localhost:3000',
    pathname: '/benefit/o-1',
  },
  userAgent: IPHONE_UA,
  sessionId: 'ABCDEFGHIJ-0123456789-KLMNOPQRST',
  ...overrides,
});

const decode = (body: string) =>
  JSON.parse(
    new TextDecoder().decode(Uint8Array.from(atob(body), (c) => c.charCodeAt(0))),
  ) as AnalyticsEvent[];

describe('the analytics payload (spec §3)', () => {
  it('fills every field, with platform core and version 5.22.1', () => {
    const event = buildAnalyticsEvent(
      context(),
      { eventName: 'offerViewed', eventType: 'content', customParams: { offerId: 'o-1' } },
      1_700_000_000_000,
    );
    expect(event).toEqual({
      brandId: 'klubb',
      brandRoleId: 'role-2',
      browser: 'unknown', // WKWebView's user agent names no browser
      clientTimestamp: 1_700_000_000_000,
      containerType: 'ios-wv',
      deviceName: 'iOS',
      deviceType: 'mobile',
      href: 'http://localhost:3000/benefit/o-1?x=1',
      eventName: 'offerViewed',
      eventType: 'content',
      host: 'localhost:3000',
      coreVersion: '5.22.1',
      containerVersion: '2.4.0',
      containerBuild: 99,
      os: 'iOS',
      pathName: '/benefit/o-1',
      platform: 'core',
      sessionId: 'ABCDEFGHIJ-0123456789-KLMNOPQRST',
      userAgent: IPHONE_UA,
      userId: 'u-1',
      legacyUserId: 77,
      customParams: { offerId: 'o-1' },
    });
    // The API's schema accepts it as it is.
    expect(analyticsEventSchema.parse(event)).toEqual(event);
  });

  it('leaves the member and container empty for an anonymous visitor in a browser', () => {
    const event = buildAnalyticsEvent(
      context({ user: null, container: null }),
      { eventName: 'pageView', eventType: 'navigation' },
      1,
    );
    expect(event).toMatchObject({ userId: null, brandRoleId: null, containerVersion: null });
    expect(event).not.toHaveProperty('legacyUserId');
    expect(event).not.toHaveProperty('customParams');
  });

  it('makes session ids of three 10-character upper-case/digit groups, kept per tab', () => {
    for (let i = 0; i < 50; i += 1) expect(newSessionId()).toMatch(SESSION_ID_PATTERN);
    // Bytes ≥ 252 are drawn again (no bias): 255s are skipped, 0 is 'A', 35 is '9'.
    let call = 0;
    const bytes = (length: number) =>
      Array.from({ length }, (_, i) => (call++ % 2 === 0 && i === 0 ? 255 : i % 2 ? 35 : 0));
    expect(newSessionId(bytes)).toMatch(SESSION_ID_PATTERN);
    window.sessionStorage.clear();
    const first = tabSessionId(window.sessionStorage);
    expect(tabSessionId(window.sessionStorage)).toBe(first);
    window.sessionStorage.clear();
    expect(tabSessionId(window.sessionStorage)).not.toBe(first);
  });
});

describe('the analytics client', () => {
  let sent: string[];
  let beacons: string[];
  let beaconAccepts: boolean;
  const transport: AnalyticsTransport = {
    send: (body) => {
      sent.push(body);
      return Promise.resolve();
    },
    beacon: (body) => {
      if (beaconAccepts) beacons.push(body);
      return beaconAccepts;
    },
  };
  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    beacons = [];
    beaconAccepts = true;
  });
  afterEach(() => jest.useRealTimers());

  const client = (enabled = true, page?: Window) =>
    createAnalyticsClient({
      transport,
      readContext: () => context(),
      isEnabled: () => enabled,
      flushDelayMs: 2000,
      maxBatch: 3,
      now: () => 5,
      ...(page ? { page } : {}),
    });

  it('batches events for the flush delay and sends them in one request', () => {
    const analytics = client();
    analytics.track({ eventName: 'pageView', eventType: 'navigation' });
    analytics.track({ eventName: 'search', eventType: 'interaction' });
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1999);
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(decode(sent[0]!).map((e) => e.eventName)).toEqual(['pageView', 'search']);
    expect(analytics.pending()).toBe(0);
  });

  it('sends a full batch at once', () => {
    const analytics = client();
    for (const name of ['a', 'b', 'c', 'd']) analytics.track({ eventName: name, eventType: 't' });
    expect(sent.map((body) => decode(body).map((e) => e.eventName))).toEqual([['a', 'b', 'c']]);
    expect(analytics.pending()).toBe(1);
  });

  it('sends what is queued by beacon when the page hides, by fetch where the beacon refuses', () => {
    const analytics = client(true, window);
    analytics.track({ eventName: 'addToCart', eventType: 'commerce' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons.map((body) => decode(body)[0]!.eventName)).toEqual(['addToCart']);
    expect(sent).toEqual([]);
    beaconAccepts = false;
    analytics.track({ eventName: 'checkoutStarted', eventType: 'commerce' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('visibilitychange'));
    expect(sent.map((body) => decode(body)[0]!.eventName)).toEqual(['checkoutStarted']);
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveLength(1);
  });

  it('builds and sends nothing in the flagged mode', () => {
    const analytics = client(false, window);
    analytics.track({ eventName: 'pageView', eventType: 'navigation' });
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(10_000);
    expect([...sent, ...beacons]).toEqual([]);
  });

  it('sends operational reports in the flagged mode too, batched, without the member', () => {
    const analytics = client(false, window);
    analytics.track({ eventName: 'pageView', eventType: 'navigation' });
    analytics.report({
      eventName: 'remoteHealth',
      eventType: 'health',
      customParams: { remote: 'mf_feeds', version: '0.2.0', kind: 'boundaryError' },
    });
    jest.advanceTimersByTime(2000);
    const [event, ...others] = sent.flatMap((body) => decode(body));
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      eventName: 'remoteHealth',
      userId: null,
      brandRoleId: null,
      customParams: { remote: 'mf_feeds', version: '0.2.0', kind: 'boundaryError' },
    });
    expect(event).not.toHaveProperty('legacyUserId');
  });

  it('keeps operational reports made before the page knows its brand, and sends them once it does', () => {
    let known = false;
    const analytics = createAnalyticsClient({
      transport,
      readContext: () => (known ? context() : null),
      isEnabled: () => true,
      flushDelayMs: 2000,
      now: () => 7,
    });
    analytics.track({ eventName: 'pageView', eventType: 'navigation' });
    analytics.report({
      eventName: 'remoteHealth',
      eventType: 'health',
      customParams: { remote: 'mf_feeds', version: '0.2.0', kind: 'session' },
    });
    jest.advanceTimersByTime(2000);
    expect(sent).toEqual([]);
    known = true;
    jest.advanceTimersByTime(4000);
    // The report, at the time it was made; the event made without a brand is not.
    expect(
      sent.flatMap((body) => decode(body)).map((e) => [e.eventName, e.clientTimestamp]),
    ).toEqual([['remoteHealth', 7]]);
  });
});
