import { TEST_ANALYTICS_CONTEXT } from '../testing/test-api';

import { configureAnalytics, trackEvent } from './page-analytics';

const context = TEST_ANALYTICS_CONTEXT;

describe('configureAnalytics', () => {
  const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  });

  it.each([
    ['the API on its own origin', 'http://localhost:4000', 'http://localhost:4000/v1/a'],
    [
      'the API under the page origin (ADR 014)',
      'http://localhost:3000/api',
      'http://localhost:3000/api/v1/a',
    ],
  ])('beacons to the analytics path under %s', (_case, apiUrl, expected) => {
    sendBeacon.mockClear();
    configureAnalytics({
      apiUrl,
      request: jest.fn(),
      readContext: () => context,
      isEnabled: () => true,
    });
    trackEvent('pageView', 'page');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe(expected);
  });
});
