// Two of the host's apps side by side in one process, as a test has them and as the render
// service makes one per request (issue 33, ADR 027): each keeps its own storage, remotes, native
// set-up and router navigate. Real instances throughout: the runtime createRuntime makes, the
// remote loader's zustand store, the native set-up over jsdom's window.
import { createRuntime } from '@klubb/runtime/create';
import { testBrand } from '@klubb/runtime/testing';
import { configureIdentity, createMemoryStorage } from '@klubb/sdk';
import { TEST_API_URL } from '@klubb/sdk/testing';
import { AUTH_SESSION_KEY } from '@klubb/session';

import { keepBrand, readKeptBrand } from '../features/brand/kept-brand';
import type { PlannedRemote } from '../features/federation/canary';

import { createHostApp, hostAppOf } from './host-app';

const A_URL = 'http://klubb.test';
const B_URL = 'http://norge.test';
/** An app as the render service makes one per request: storage of its own, in memory. */
const serverApp = (appUrl: string) =>
  hostAppOf(createRuntime({ appUrl, apiUrl: TEST_API_URL, storage: createMemoryStorage() }));

beforeAll(() => {
  // The page's identity client for the brand's tenant, as boot configures it (page-wide).
  configureIdentity({ apiUrl: TEST_API_URL, tenantId: 'klubb-a1b2c' });
});

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('two host apps side by side', () => {
  it('keep their own storage: the brand and the session kept by one are not the other’s', () => {
    jest.useFakeTimers();
    const a = serverApp(A_URL);
    const b = serverApp(A_URL);
    keepBrand(a.runtime.storage, A_URL, testBrand());
    a.runtime.session.establishSession({
      uid: 'anna',
      idToken: 'token-anna',
      refreshToken: 'refresh-anna',
      expiresInS: 3600,
    });

    expect(readKeptBrand(a.runtime.storage, A_URL)?.name).toBe('Klubb');
    expect(a.runtime.storage.read(AUTH_SESSION_KEY)).toMatchObject({ uid: 'anna' });
    expect(readKeptBrand(b.runtime.storage, A_URL)).toBeNull();
    expect(b.runtime.storage.read(AUTH_SESSION_KEY)).toBeNull();
    // Neither reached the page's localStorage.
    expect(window.localStorage.length).toBe(0);
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  it('keep memory of their own where the browser blocks localStorage', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const a = createHostApp(A_URL, TEST_API_URL);
    const b = createHostApp(B_URL, TEST_API_URL);
    keepBrand(a.runtime.storage, A_URL, testBrand());
    expect(readKeptBrand(a.runtime.storage, A_URL)?.name).toBe('Klubb');
    expect(readKeptBrand(b.runtime.storage, A_URL)).toBeNull();
  });

  it('keep their own remotes: statuses and deferred loads', () => {
    // The idle loads are not run here (the federation runtime is not set up in this file).
    jest.useFakeTimers();
    const a = createHostApp(A_URL, TEST_API_URL);
    const b = createHostApp(B_URL, TEST_API_URL);
    const feeds: PlannedRemote = {
      name: 'mf_feeds',
      version: '1.0.0',
      manifestUrl: `${TEST_API_URL}/mf-feeds/mf-manifest.json`,
      routes: null,
      slots: null,
      canary: false,
    };
    a.remotes.deferred.loadAtIdle([feeds], a.runtime.session.store);

    expect(a.remotes.store.getState().remotes).toEqual({ mf_feeds: { status: 'loading' } });
    expect(b.remotes.store.getState().remotes).toEqual({});
    expect(a.remotes.store).not.toBe(b.remotes.store);
    // The other app defers the same remote for itself: its own queue, not "already deferred".
    b.remotes.deferred.loadAtIdle([feeds], b.runtime.session.store);
    expect(b.remotes.store.getState().remotes).toEqual({ mf_feeds: { status: 'loading' } });
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  it('set up the native container each for itself, once per app', () => {
    const a = createHostApp(A_URL, TEST_API_URL);
    const b = createHostApp(B_URL, TEST_API_URL);
    expect(a.permissionPrompts()).toBeNull();

    const first = a.setUpNative();

    // A retried boot reuses the app's set-up; another app has none until its own boot.
    expect(a.setUpNative()).toBe(first);
    expect(a.permissionPrompts()).toBe(first.prompts);
    expect(b.permissionPrompts()).toBeNull();
    const second = b.setUpNative();
    expect(second).not.toBe(first);
    expect(second.prompts).not.toBe(first.prompts);
  });

  it('navigate through their own router', () => {
    const a = createHostApp(A_URL, TEST_API_URL);
    const b = createHostApp(B_URL, TEST_API_URL);
    const routerA = jest.fn();
    a.setRouterNavigate(routerA);

    a.runtime.navigation.navigate('/benefit');
    b.runtime.navigation.navigate('/editorial');

    expect(routerA.mock.calls).toEqual([['/benefit', undefined]]);
    // The other app has no router yet: a plain history entry, which its router reads on mount.
    expect(window.location.pathname).toBe('/editorial');
  });
});
