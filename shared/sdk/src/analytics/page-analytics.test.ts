import { readDeviceInfo } from '../device';

import { configureAnalytics, trackEvent } from './page-analytics';

const context = {
  brandId: 'klubb',
  user: null,
  device: readDeviceInfo('Mozilla/5.0', { width: 390, height: 844 }),
  container: null,
  location: { href: 'http://localhost:3000/', host: 'localhost:3000', pathname: '/' },
  userAgent: 'Mozilla/5.0',
  sessionId: 'ABCDEFGHIJ-0123456789-KLMNOPQRST',
};

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
