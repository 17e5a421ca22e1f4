// The host's start over HTTP (MSW at the HTTP layer, the SDK's real client): the brand and the
// registry's remotes document, the remotes loaded with the page's runtime, the failures.
import { init } from '@module-federation/enhanced/runtime';

import { API_PATHS, paths, REGISTRY_PATHS, type BrandRemotesDocument } from '@klubb/contracts';
import { testBrand } from '@klubb/runtime/testing';
import { HttpResponse, setUpTestApi, TEST_API_URL } from '@klubb/sdk/testing';

import { readKeptBrand } from '../features/brand/kept-brand';

import { boot } from './boot';
import { createHostApp } from './host-app';

const testApi = setUpTestApi();
const appUrl = window.location.origin;
// Each boot is a page's: an app of its own, whose session store and remotes the test reads.
let app = createHostApp(appUrl, TEST_API_URL);
const freshApp = () => (app = createHostApp(appUrl, TEST_API_URL));
const useSessionStore = { getState: () => app.runtime.session.store.getState() };

const FEEDS_MANIFEST_PATH = '/remotes/mf-feeds/0.2.0/mf-manifest.json';
const document_: BrandRemotesDocument = {
  remotes: [
    {
      name: 'mf_feeds',
      version: '0.2.0',
      manifestUrl: `${TEST_API_URL}${FEEDS_MANIFEST_PATH}`,
      routes: [{ path: '/', section: 'content' }],
      slots: [],
    },
  ],
};

beforeAll(() => {
  // The federation runtime as the host's build initialises it (no static remotes).
  init({ name: 'host', remotes: [] });
});

beforeEach(() => {
  localStorage.clear();
});

describe('boot', () => {
  it('resolves the brand, wears it, and opens the content app to a visitor', async () => {
    testApi.answer('get', API_PATHS.getBrand, testBrand({ language: 'nb' }));
    testApi.answer('get', REGISTRY_PATHS.brandRemotes, { remotes: [] });

    await boot(freshApp());

    const state = useSessionStore.getState();
    expect(state.brand?.id).toBe('klubb');
    expect(state.appState).toBe('content');
    expect(document.title).toBe('Klubb');
    expect(document.documentElement.lang).toBe('nb');
    expect(readKeptBrand(app.runtime.storage, appUrl)?.name).toBe('Klubb');
    const [brandCall] = testApi.callsTo(API_PATHS.getBrand);
    expect(brandCall?.search.get('appUrl')).toBe(appUrl);
  });

  it('starts even when a remote of the document cannot be loaded, and names it failed', async () => {
    testApi.answer('get', API_PATHS.getBrand, testBrand({ language: 'nb' }));
    testApi.answer('get', REGISTRY_PATHS.brandRemotes, document_);
    testApi.answer('get', FEEDS_MANIFEST_PATH, () => new HttpResponse(null, { status: 503 }));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await boot(freshApp());

    expect(useSessionStore.getState().appState).toBe('content');
    expect(app.remotes.store.getState().remotes.mf_feeds?.status).toBe('failed');
  });

  it('opens the signed-out app to a visitor who follows a password-reset link', async () => {
    testApi.answer('get', API_PATHS.getBrand, testBrand({ language: 'nb' }));
    testApi.answer('get', REGISTRY_PATHS.brandRemotes, { remotes: [] });
    window.history.pushState(null, '', paths.forgotPassword.build());

    await boot(freshApp());

    expect(useSessionStore.getState().appState).toBe('auth');
    window.history.pushState(null, '', '/');
  });

  it('shows the unknown-brand error for an app URL no brand has, in the browser’s language', async () => {
    testApi.fail('get', API_PATHS.getBrand, {
      status: 404,
      code: 'brand/not-found',
      message: 'No brand has this app URL',
    });
    testApi.answer('get', REGISTRY_PATHS.brandRemotes, { remotes: [] });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await boot(freshApp());

    const state = useSessionStore.getState();
    expect(state.appState).toBe('error');
    expect(state.failure).toBe('unknownBrand');
    expect(state.brand).toBeNull();
    expect(document.documentElement.lang).toBe('en');
  });

  it('wears the brand of the last visit when the API fails for a while', async () => {
    testApi.answer('get', API_PATHS.getBrand, testBrand({ language: 'nb', name: 'Klubb kept' }));
    testApi.answer('get', REGISTRY_PATHS.brandRemotes, { remotes: [] });
    await boot(freshApp());
    testApi.fail('get', API_PATHS.getBrand, {
      status: 503,
      code: 'server/unavailable',
      message: 'Try again',
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await boot(freshApp());

    const state = useSessionStore.getState();
    expect(state.appState).toBe('error');
    expect(state.failure).toBe('generic');
    expect(state.brand?.name).toBe('Klubb kept');
    expect(document.title).toBe('Klubb kept');
  });
});

afterEach(() => jest.restoreAllMocks());
