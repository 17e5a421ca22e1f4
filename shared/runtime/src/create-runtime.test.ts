import { APP_URL_HEADER } from '@klubb/contracts';
import { initI18n } from '@klubb/i18n';
import { createMemoryStorage } from '@klubb/sdk';
import { setUpTestApi, TEST_API_URL } from '@klubb/sdk/testing';

import { createRuntime } from './create-runtime';
import { cartKeys } from './queries';
import { testBrand } from './testing/test-brand';
import { addTranslations } from './translations';

// Two runtimes in one process, as two server renders of two brands are (ADR 027): each owns its
// SDK client, session store, query client and i18next instance, so nothing of one shows in the
// other. The API is MSW at the HTTP layer; each call is recorded with its brand and token.
const testApi = setUpTestApi();
const seen: Array<{ appUrl: string | null; authorization: string | null }> = [];
testApi.server.events.on('request:start', ({ request }) => {
  seen.push({
    appUrl: request.headers.get(APP_URL_HEADER),
    authorization: request.headers.get('authorization'),
  });
});

const A_URL = 'http://klubb.test';
const B_URL = 'http://norge.test';
const brandA = testBrand();
const brandB = testBrand({ id: 'klubb-norge', name: 'Klubb Norge', language: 'nb' });
const makeRuntime = (appUrl: string) => createRuntime({ appUrl, apiUrl: TEST_API_URL });
/** A call that carries the member's token (the runtime's HTTP client, as analytics uses it). */
const PROBE = '/v1/probe';
const inAnHour = () => Date.now() + 3_600_000;

beforeEach(() => {
  seen.length = 0;
});

describe('two runtimes side by side', () => {
  it('keep their own brand, session and app state', () => {
    const a = makeRuntime(A_URL);
    const b = makeRuntime(B_URL);
    a.session.store.getState().setBrand(brandA);
    b.session.store.getState().setBrand(brandB);
    a.session.store.setState({
      session: { uid: 'anna', idToken: 'token-anna', refreshToken: 'r', expiresAt: inAnHour() },
      appState: 'content',
    });

    expect(a.config.brand()?.id).toBe('klubb');
    expect(b.config.brand()?.id).toBe('klubb-norge');
    expect(b.session.store.getState()).toMatchObject({ session: null, appState: 'loading' });
    expect(a.session.store).not.toBe(b.session.store);
  });

  it('call the API for their own brand, each with its own member’s token', async () => {
    testApi.answer('get', PROBE, {});
    const a = makeRuntime(A_URL);
    const b = makeRuntime(B_URL);
    a.session.store.setState({
      session: { uid: 'anna', idToken: 'token-anna', refreshToken: 'r', expiresAt: inAnHour() },
    });
    b.session.store.setState({
      session: { uid: 'ola', idToken: 'token-ola', refreshToken: 'r', expiresAt: inAnHour() },
    });
    const visitor = makeRuntime(A_URL);

    await Promise.all([a.http(PROBE), b.http(PROBE), visitor.http(PROBE)]);

    expect(seen).toHaveLength(3);
    expect(seen).toEqual(
      expect.arrayContaining([
        { appUrl: A_URL, authorization: 'Bearer token-anna' },
        { appUrl: B_URL, authorization: 'Bearer token-ola' },
        { appUrl: A_URL, authorization: null },
      ]),
    );
  });

  it('speak their own language, with their own texts', async () => {
    const a = makeRuntime(A_URL);
    const b = makeRuntime(B_URL);
    addTranslations(a, 'probe', {
      sv: { hello: 'Hej' },
      nb: { hello: 'Hei' },
      en: { hello: 'Hi' },
    });
    await Promise.all([initI18n(a.i18n, 'sv'), initI18n(b.i18n, 'nb')]);

    expect(a.i18n).not.toBe(b.i18n);
    expect(a.i18n.language).toBe('sv');
    expect(b.i18n.language).toBe('nb');
    expect(a.i18n.t('retry')).toBe('Försök igen');
    expect(b.i18n.t('retry')).toBe('Prøv igjen');
    expect(a.i18n.t('hello', { ns: 'probe' })).toBe('Hej');
    expect(b.i18n.exists('hello', { ns: 'probe' })).toBe(false);
  });

  it('cache their own server data, and a sign-out clears only its own', async () => {
    const a = makeRuntime(A_URL);
    const b = makeRuntime(B_URL);
    a.queryClient.setQueryData(cartKeys.member('anna'), { itemList: ['a'] });
    b.queryClient.setQueryData(cartKeys.member('ola'), { itemList: ['b'] });

    expect(b.queryClient.getQueryData(cartKeys.member('anna'))).toBeUndefined();
    await a.session.signOut();
    expect(a.queryClient.getQueryData(cartKeys.member('anna'))).toBeUndefined();
    expect(b.queryClient.getQueryData(cartKeys.member('ola'))).toEqual({ itemList: ['b'] });
  });

  it('given storage of their own (a server render’s), keep their own stored values and feeds', () => {
    const a = createRuntime({
      appUrl: A_URL,
      apiUrl: TEST_API_URL,
      storage: createMemoryStorage(),
    });
    const b = createRuntime({
      appUrl: B_URL,
      apiUrl: TEST_API_URL,
      storage: createMemoryStorage(),
    });
    a.feedCache.write('general', { items: ['klubb-offer'] });
    a.storage.write('seen', 'a', 1000, 0);
    expect(b.feedCache.read('general')).toBeNull();
    expect(b.storage.read('seen', 0)).toBeNull();
    b.feedCache.write('general', { items: ['norge-offer'] });
    expect(a.feedCache.read('general')).toEqual({ items: ['klubb-offer'] });
    expect(a.storage.read('seen', 999)).toBe('a');
    expect(a.storage.read('seen', 1000)).toBeNull();
    // Neither reached the page's storage, and clearing one leaves the other's.
    const page = makeRuntime(A_URL);
    expect(page.feedCache.read('general')).toBeNull();
    expect(page.storage.read('seen')).toBeNull();
    a.feedCache.clear();
    expect(a.feedCache.read('general')).toBeNull();
    expect(b.feedCache.read('general')).toEqual({ items: ['norge-offer'] });
  });

  it('clear their own feed caches when their member signs out, and no other', async () => {
    const a = createRuntime({
      appUrl: A_URL,
      apiUrl: TEST_API_URL,
      storage: createMemoryStorage(),
    });
    const b = createRuntime({
      appUrl: B_URL,
      apiUrl: TEST_API_URL,
      storage: createMemoryStorage(),
    });
    a.feedCache.write('general', { items: ['klubb-offer'] });
    b.feedCache.write('general', { items: ['norge-offer'] });
    const page = makeRuntime(A_URL);
    page.feedCache.write('general', { items: ['page-offer'] });

    await a.session.signOut();

    expect(a.feedCache.read('general')).toBeNull();
    expect(b.feedCache.read('general')).toEqual({ items: ['norge-offer'] });
    expect(page.feedCache.read('general')).toEqual({ items: ['page-offer'] });
  });
});

describe('an i18next instance given', () => {
  it("is the runtime's, in place of a new one of its own (a server render's shared instance)", () => {
    const shared = makeRuntime(A_URL).i18n;
    const given = createRuntime({ appUrl: B_URL, apiUrl: TEST_API_URL, i18n: shared });
    expect(given.i18n).toBe(shared);
    expect(makeRuntime(B_URL).i18n).not.toBe(shared);
  });
});
