import { REMOTE_HEALTH_EVENT, type AnalyticsEvent } from '@klubb/contracts';
import { configureAnalytics, readDeviceInfo } from '@klubb/sdk';

import {
  remoteApiFailed,
  remoteBoundaryCaught,
  remoteLoadFailed,
  remoteOfError,
  remotePlanned,
  watchUncaughtErrors,
} from './remote-health';

const decode = (body: string) =>
  JSON.parse(
    new TextDecoder().decode(Uint8Array.from(atob(body), (c) => c.charCodeAt(0))),
  ) as AnalyticsEvent[];

const feeds = {
  name: 'mf_feeds' as const,
  version: '0.2.0',
  manifestUrl: 'http://localhost:3002/mf-feeds/0.2.0/mf-manifest.json',
  routes: null,
  slots: null,
  canary: true,
};

describe('remote health reports (ADR 024)', () => {
  let sent: string[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    sent = [];
    configureAnalytics({
      apiUrl: 'http://localhost:4000',
      request: async (_path, options) => {
        sent.push(String(options?.body));
        return {} as never;
      },
      // Brand B's flagged mode: the reports go all the same.
      isEnabled: () => false,
      readContext: () => ({
        brandId: 'klubb-norge',
        user: { id: 'u-1', brandRoleId: null },
        device: readDeviceInfo('Mozilla/5.0', { width: 390, height: 844 }),
        container: null,
        location: { href: 'http://localhost:3000/', host: 'localhost:3000', pathname: '/' },
        userAgent: 'Mozilla/5.0',
        sessionId: 'ABCDEFGHIJ-0123456789-KLMNOPQRST',
      }),
    });
  });
  afterEach(() => jest.useRealTimers());
  const reports = () => {
    jest.advanceTimersByTime(5000);
    return sent
      .flatMap(decode)
      .filter((event) => event.eventName === REMOTE_HEALTH_EVENT)
      .map((event) => ({ ...event.customParams, userId: event.userId }));
  };

  it('counts a session once per tab session and version, and each failure of that version', () => {
    const storage = window.sessionStorage;
    storage.clear();
    remotePlanned(feeds, storage);
    remotePlanned(feeds, storage);
    remoteLoadFailed('mf_feeds');
    remoteBoundaryCaught('mf_feeds');
    remoteBoundaryCaught('mf_offer'); // not planned on this page: nothing to count
    expect(reports()).toEqual([
      { remote: 'mf_feeds', version: '0.2.0', kind: 'session', userId: null },
      { remote: 'mf_feeds', version: '0.2.0', kind: 'loadFailure', userId: null },
      { remote: 'mf_feeds', version: '0.2.0', kind: 'boundaryError', userId: null },
    ]);
  });

  it('blames an uncaught error on the remote whose files threw it, not on the host', () => {
    remotePlanned(feeds, null);
    jest.advanceTimersByTime(5000);
    sent = []; // the session
    expect(
      remoteOfError(
        'at x (http://localhost:3002/mf-feeds/0.2.0/__federation_expose_module.js:1:2)',
      ),
    ).toBe('mf_feeds');
    expect(remoteOfError('http://localhost:3002/mf-feeds/0.1.0/remoteEntry.js')).toBeNull();
    const page = new EventTarget();
    watchUncaughtErrors(page as unknown as Window);
    page.dispatchEvent(
      Object.assign(new Event('error'), {
        filename: 'http://localhost:3002/mf-feeds/0.2.0/src_pages_feed.js',
        error: new Error('boom'),
      }),
    );
    page.dispatchEvent(
      Object.assign(new Event('error'), {
        filename: 'http://localhost:3000/host-main.js',
        error: new Error('host'),
      }),
    );
    expect(reports()).toEqual([
      { remote: 'mf_feeds', version: '0.2.0', kind: 'uncaughtError', userId: null },
    ]);
  });

  it("counts a 5xx answer against the remote whose code made the call, never the host's", () => {
    remotePlanned(feeds, null);
    remoteApiFailed(
      `Error\n    at queryFn (${feeds.manifestUrl.replace('mf-manifest.json', '812.js')}:1:2)`,
    );
    remoteApiFailed('Error\n    at boot (http://localhost:3000/host/main.js:1:2)');
    expect(reports()).toEqual([
      { remote: 'mf_feeds', version: '0.2.0', kind: 'session', userId: null },
      { remote: 'mf_feeds', version: '0.2.0', kind: 'apiError', userId: null },
    ]);
  });
});
