import {
  createRemoteUrlMap,
  frontedRemotes,
  oneOriginState,
  oneOriginView,
} from './one-origin.mjs';

const map = createRemoteUrlMap([
  { name: 'mf-feeds', base: 'http://localhost:3002' },
  { name: 'mf-offer', base: 'https://cdn.example/offer/' },
]);
const APP = 'http://nordic.localhost:3000';

describe('the remote URL map', () => {
  it("maps a fronted remote's URL to the same path under /remotes/<name>/ on the app origin", () => {
    expect(map('http://localhost:3002/0.2.0/mf-manifest.json', APP)).toBe(
      'http://nordic.localhost:3000/remotes/mf-feeds/0.2.0/mf-manifest.json',
    );
    expect(map('https://cdn.example/offer/0.1.0/remoteEntry.js', 'https://a.example')).toBe(
      'https://a.example/remotes/mf-offer/0.1.0/remoteEntry.js',
    );
  });

  it('leaves URLs on other origins or outside a base as they are', () => {
    for (const url of [
      'http://localhost:3009/mf-feeds/0.9.0/mf-manifest.json',
      'https://cdn.example/other/0.1.0/mf-manifest.json',
      'https://cdn.example/offer/../other/x.js',
      'not a url',
    ]) {
      expect(map(url, APP)).toBe(url);
    }
  });

  it('refuses a remote name that is not a plain path segment', () => {
    expect(() => createRemoteUrlMap([{ name: '../x', base: 'http://localhost:1' }])).toThrow();
  });

  it("fronts the topology's remotes at their base URLs", () => {
    const remotes = frontedRemotes({ KLUBB_REMOTE_MF_FEEDS_URL: 'https://feeds.example/r/' });
    expect(remotes).toContainEqual({ name: 'mf-feeds', base: 'https://feeds.example/r/' });
    expect(remotes).toContainEqual({ name: 'mf-auth', base: 'http://localhost:3001/' });
  });
});

describe('the first view on one origin', () => {
  const stable = 'http://localhost:3002/0.1.0/mf-manifest.json';
  const canary = 'http://localhost:3002/0.2.0/mf-manifest.json';
  const foreign = 'http://localhost:3009/mf-feeds/0.9.0/mf-manifest.json';
  const state = {
    version: 1,
    appUrl: APP,
    brand: { id: 'b' },
    remotes: {
      remotes: [
        { name: 'mf_feeds', manifestUrl: stable, canary: { percent: 10, manifestUrl: canary } },
        { name: 'mf_x', manifestUrl: foreign },
      ],
    },
    manifests: { [stable]: { id: 'stable' }, [canary]: { id: 'canary' } },
  };

  it('maps the document, its canaries and the manifest keys, and names the API on the origin', () => {
    const mapped = oneOriginState(state, map);
    expect(mapped.remotes.remotes[0].manifestUrl).toBe(
      `${APP}/remotes/mf-feeds/0.1.0/mf-manifest.json`,
    );
    expect(mapped.remotes.remotes[0].canary).toEqual({
      percent: 10,
      manifestUrl: `${APP}/remotes/mf-feeds/0.2.0/mf-manifest.json`,
    });
    expect(mapped.remotes.remotes[1].manifestUrl).toBe(foreign);
    expect(Object.keys(mapped.manifests)).toEqual([
      `${APP}/remotes/mf-feeds/0.1.0/mf-manifest.json`,
      `${APP}/remotes/mf-feeds/0.2.0/mf-manifest.json`,
    ]);
    expect(mapped.apiUrl).toBe(`${APP}/api`);
    // The registry's own document is not changed.
    expect(state.remotes.remotes[0].manifestUrl).toBe(stable);
  });

  it('drops the preconnect and puts the preloads on the origin', () => {
    const view = oneOriginView(
      {
        state,
        links: [
          { rel: 'preconnect', href: 'http://localhost:4000', crossorigin: 'anonymous' },
          { rel: 'preload', as: 'script', href: 'http://localhost:3002/0.1.0/remoteEntry.js' },
          { rel: 'preload', as: 'script', href: '/main.1234abcd.js' },
        ],
      },
      map,
    );
    expect(view.links).toEqual([
      { rel: 'preload', as: 'script', href: `${APP}/remotes/mf-feeds/0.1.0/remoteEntry.js` },
      { rel: 'preload', as: 'script', href: '/main.1234abcd.js' },
    ]);
    expect(oneOriginView(null, map)).toBeNull();
  });
});
