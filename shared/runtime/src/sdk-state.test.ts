import type * as Sdk from '@klubb/sdk';
import {
  configureAnalytics,
  configureContainer,
  configureIdentity,
  identity,
  feedCacheKey,
  nativeBridge,
} from '@klubb/sdk';
import { TEST_ANALYTICS_CONTEXT } from '@klubb/sdk/testing';

import { createRuntime } from './create-runtime';
import { testRuntime } from './testing/test-runtime';

const API_URL = 'http://localhost:4000';
const makeRuntime = () =>
  createRuntime({ appUrl: 'http://localhost:3000', apiUrl: API_URL, getIdToken: async () => null });

/** A second copy of the SDK, as a remote that bundles its own has (ADR 015). */
function anotherSdkCopy(): typeof Sdk {
  let copy: typeof Sdk | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<typeof Sdk>('@klubb/sdk');
  });
  return copy!;
}

describe('the runtime’s members over the SDK’s module state (ADR 015)', () => {
  it('hands over the identity client the host configured, which a remote’s own copy lacks', () => {
    const runtime = makeRuntime();
    const client = configureIdentity({ apiUrl: API_URL, tenantId: 'klubb-a1b2c' });
    expect(runtime.identity.client()).toBe(client);
    expect(runtime.identity.client()).toBe(identity());
    expect(() => anotherSdkCopy().identity()).toThrow(/before configureIdentity/);
  });

  it('hands over the BankID calls over the runtime’s own API, one set per runtime', () => {
    const runtime = makeRuntime();
    expect(runtime.identity.bankId()).toBe(runtime.identity.bankId());
    expect(runtime.identity.bankId()).not.toBe(makeRuntime().identity.bankId());
  });

  it('tracks through the page’s analytics client', () => {
    const sendBeacon = jest.fn((_url: string, _body: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const runtime = makeRuntime();
    configureAnalytics({
      apiUrl: API_URL,
      request: jest.fn(),
      readContext: () => TEST_ANALYTICS_CONTEXT,
      isEnabled: () => true,
    });
    runtime.analytics.track('search', 'interaction', { queryLength: 3 });
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon.mock.calls[0]?.[0]).toBe(`${API_URL}/v1/a`);
  });

  it('hands over the page’s native bridge and the container the host configured', () => {
    const runtime = makeRuntime();
    const container = configureContainer();
    expect(runtime.native.bridge()).toBe(nativeBridge());
    expect(runtime.native.container()).toBe(container);
    expect(runtime.native.container().inContainer).toBe(false);
  });

  describe('storage', () => {
    afterEach(() => jest.restoreAllMocks());

    it('is the page’s localStorage: what one runtime writes, another of the page reads', () => {
      const runtime = makeRuntime();
      const another = makeRuntime();
      runtime.storage.write('runtimeTest', { a: 1 });
      expect(window.localStorage.getItem('klubb:runtimeTest')).toContain('"a":1');
      expect(another.storage.read('runtimeTest')).toEqual({ a: 1 });
      another.storage.write('runtimeTest', 'host', 1000, 0);
      expect(runtime.storage.read('runtimeTest', 999)).toBe('host');
      expect(runtime.storage.read('runtimeTest', 1000)).toBeNull();
      runtime.storage.remove('runtimeTest');
      expect(another.storage.read('runtimeTest')).toBeNull();
    });

    it('keeps a memory of the runtime’s own where localStorage is blocked, no module’s', () => {
      jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
        throw new Error('blocked');
      });
      const runtime = makeRuntime();
      runtime.storage.write('blockedTest', 'kept in memory');
      expect(runtime.storage.read('blockedTest')).toBe('kept in memory');
      expect(makeRuntime().storage.read('blockedTest')).toBeNull();
    });
  });

  it('hands over the feed cache over the runtime’s storage, which sign-out clears', () => {
    const runtime = makeRuntime();
    runtime.feedCache.write('editorial', ['offer'], 1000);
    expect(window.localStorage.getItem(`klubb:${feedCacheKey('editorial')}`)).toContain('offer');
    expect(runtime.feedCache.read('editorial', 1001)).toEqual(['offer']);
    runtime.feedCache.clear();
    expect(runtime.feedCache.read('editorial', 1001)).toBeNull();
  });

  it('is in the test runtime too, over the same instances', () => {
    const client = configureIdentity({ apiUrl: API_URL, tenantId: null });
    const runtime = testRuntime();
    expect(runtime.identity.client()).toBe(client);
    expect(runtime.native.bridge()).toBe(nativeBridge());
    runtime.storage.write('testRuntime', 1);
    expect(window.localStorage.getItem('klubb:testRuntime')).toContain('1');
  });
});
