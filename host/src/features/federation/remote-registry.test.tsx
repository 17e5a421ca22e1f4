// The remote registry with the real federation runtime: manifests answered over HTTP (MSW), and
// each remote's container already on the page under its global name, as a loaded remoteEntry.js
// leaves it (jsdom runs no fetched script), so everything between is the runtime's own work.
import { init } from '@module-federation/enhanced/runtime';
import { act, renderHook } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';

import type { RemoteModule, RemoteName } from '@klubb/contracts';
import type { KlubbRuntime } from '@klubb/runtime';
import { createRuntime } from '@klubb/runtime/create';
import { testRuntime } from '@klubb/runtime/testing';
import { HttpResponse, setUpTestApi, TEST_API_URL } from '@klubb/sdk/testing';

import type { PlannedRemote } from './canary';
import {
  createRemoteLoader,
  fetchRemotesDocument,
  RemoteRegistryContext,
  useLoadedModules,
} from './remote-registry';

const testApi = setUpTestApi();
const runtime = testRuntime();

/** A manifest as the preset's build writes it (mf-feeds' shape), for a container `name`. */
const manifestOf = (name: string) => ({
  id: name,
  name,
  metaData: {
    name,
    type: 'app',
    buildInfo: { buildVersion: '1.0.0', buildName: `@klubb/${name}` },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: name,
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: [],
  remotes: [],
  exposes: [
    {
      id: `${name}:module`,
      name: 'module',
      assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      path: './module',
    },
  ],
});

interface Container {
  gets: number;
  register: jest.Mock<RemoteModule<ComponentType>, [KlubbRuntime]>;
}

/** Puts a contract-2 container on the page under `name` and answers its manifest. */
function offerRemote(name: RemoteName, register: Container['register']): Container {
  const container: Container = { gets: 0, register };
  (window as unknown as Record<string, unknown>)[name] = {
    init: () => Promise.resolve(),
    get: (expose: string) => {
      container.gets += 1;
      if (expose !== './module') return Promise.reject(new Error(`no ${expose}`));
      return Promise.resolve(() => ({ register: container.register }));
    },
  };
  testApi.answer('get', `/${name}/mf-manifest.json`, manifestOf(name));
  return container;
}

const planOf = (name: RemoteName): PlannedRemote => ({
  name,
  version: '1.0.0',
  manifestUrl: `${TEST_API_URL}/${name}/mf-manifest.json`,
  routes: null,
  slots: null,
  canary: false,
});

const moduleNamed = (name: RemoteName): RemoteModule<ComponentType> => ({
  name,
  routes: [],
  slots: [],
});

/** A contract-2 `register` answering an empty module of `name`. */
const registering = (name: RemoteName): Container['register'] =>
  jest.fn((given: KlubbRuntime) => {
    void given;
    return moduleNamed(name);
  });

beforeAll(() => {
  init({ name: 'host', remotes: [] });
});

describe('the remote registry', () => {
  it('registers each module with its app’s runtime; two apps keep their own remotes', async () => {
    const feeds = offerRemote('mf_feeds', registering('mf_feeds'));
    const other = createRuntime({ appUrl: 'http://norge.test', apiUrl: TEST_API_URL });
    const page = createRemoteLoader(runtime);
    const another = createRemoteLoader(other);

    await page.load([planOf('mf_feeds')]);
    const status = page.store.getState().remotes.mf_feeds;
    expect(status?.status).toBe('loaded');
    expect(status?.status === 'loaded' && status.module.name).toBe('mf_feeds');
    expect(another.store.getState().remotes).toEqual({});
    // register got the page's runtime, once.
    expect(feeds.register.mock.calls).toEqual([[runtime]]);

    // The other app's load registers the same loaded module with its own runtime.
    await another.load([planOf('mf_feeds')]);
    expect(another.store.getState().remotes.mf_feeds?.status).toBe('loaded');
    expect(feeds.register.mock.calls.map(([given]) => given === other)).toEqual([false, true]);
  });

  it('loads a remote once however many ask at the same time, and not again when loaded', async () => {
    const offer = offerRemote('mf_offer', registering('mf_offer'));
    const loader = createRemoteLoader(runtime);
    await Promise.all([
      loader.load([planOf('mf_offer')]),
      loader.loadModule('mf_offer'),
      loader.loadModule('mf_offer'),
    ]);
    await loader.loadModule('mf_offer');
    expect(loader.store.getState().remotes.mf_offer?.status).toBe('loaded');
    expect(offer.gets).toBe(1);
    expect(offer.register).toHaveBeenCalledTimes(1);
  });

  it('keeps a failing remote apart, says why, and loads it on a retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const register = registering('mf_more');
    register.mockImplementation(() => {
      throw new Error('register failed');
    });
    offerRemote('mf_more', register);
    const commerce = offerRemote('mf_commerce', registering('mf_commerce'));
    const loader = createRemoteLoader(runtime);
    await loader.load([planOf('mf_more'), planOf('mf_commerce')]);

    const { remotes } = loader.store.getState();
    expect(remotes.mf_more).toEqual({ status: 'failed', reason: 'register failed' });
    expect(remotes.mf_commerce?.status).toBe('loaded');

    register.mockImplementation(() => moduleNamed('mf_more'));
    await loader.retryFailed();
    expect(loader.store.getState().remotes.mf_more?.status).toBe('loaded');
    expect(commerce.register).toHaveBeenCalledTimes(1);
  });
});

describe('useLoadedModules', () => {
  const loader = createRemoteLoader(testRuntime());
  const set = (remotes: Parameters<typeof loader.store.setState>[0]) =>
    act(() => loader.store.setState(remotes));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RemoteRegistryContext.Provider value={loader}>{children}</RemoteRegistryContext.Provider>
  );

  it('answers the same list while remotes only start loading or fail, a new one when one loads', () => {
    const feeds = moduleNamed('mf_feeds');
    const offer = moduleNamed('mf_offer');
    set({ remotes: { mf_feeds: { status: 'loaded', module: feeds } } });
    const { result } = renderHook(() => useLoadedModules(), { wrapper });
    const first = result.current;
    expect(first).toEqual([feeds]);
    set({
      remotes: { mf_feeds: { status: 'loaded', module: feeds }, mf_offer: { status: 'loading' } },
    });
    expect(result.current).toBe(first);
    set({
      remotes: {
        mf_feeds: { status: 'loaded', module: feeds },
        mf_offer: { status: 'failed', reason: 'down' },
      },
    });
    expect(result.current).toBe(first);
    set({
      remotes: {
        mf_feeds: { status: 'loaded', module: feeds },
        mf_offer: { status: 'loaded', module: offer },
      },
    });
    expect(result.current).not.toBe(first);
    expect(result.current).toEqual([feeds, offer]);
    set({ remotes: {} });
    expect(result.current).toEqual([]);
  });

  it('answers the same list when a module its reader does not want loads', () => {
    const feeds = moduleNamed('mf_feeds');
    const auth = moduleNamed('mf_auth');
    set({ remotes: { mf_feeds: { status: 'loaded', module: feeds } } });
    const renders = { count: 0 };
    const { result } = renderHook(
      () => {
        renders.count += 1;
        return useLoadedModules((module) => module.name !== 'mf_auth');
      },
      { wrapper },
    );
    const first = result.current;
    set({
      remotes: {
        mf_feeds: { status: 'loaded', module: feeds },
        mf_auth: { status: 'loaded', module: auth },
      },
    });
    expect(result.current).toBe(first);
    expect(result.current).toEqual([feeds]);
    expect(renders.count).toBe(1);
  });
});

describe('fetchRemotesDocument', () => {
  const url = `${TEST_API_URL}/remotes.json`;
  const entry = {
    name: 'mf_feeds',
    version: '0.1.0',
    manifestUrl: 'http://localhost:3002/0.1.0/mf-manifest.json',
  };

  it('asks again after a failed attempt and skips a remote this host does not know', async () => {
    const warnings: string[] = [];
    jest.spyOn(console, 'warn').mockImplementation((text: string) => void warnings.push(text));
    let calls = 0;
    testApi.answer('get', '/remotes.json', () => {
      calls += 1;
      return calls === 1
        ? new HttpResponse(null, { status: 503 })
        : HttpResponse.json({
            remotes: [
              entry,
              { name: 'mf_unknown', version: '1.0.0', manifestUrl: 'http://x/mf-manifest.json' },
            ],
          });
    });

    const document = await fetchRemotesDocument(url);

    expect(calls).toBe(2);
    expect(document.remotes.map((remote) => remote.name)).toEqual(['mf_feeds']);
    expect(warnings.join('\n')).toMatch(/mf_unknown/);
  });

  it('gives up after three failed attempts', async () => {
    testApi.answer('get', '/remotes.json', () => new HttpResponse(null, { status: 500 }));
    await expect(fetchRemotesDocument(url)).rejects.toThrow(/answered 500/);
    expect(testApi.callsTo('/remotes.json')).toHaveLength(3);
  });
});

afterEach(() => jest.restoreAllMocks());
