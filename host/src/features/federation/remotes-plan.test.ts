/**
 * @jest-environment node
 */
// Which remotes document a page uses, over real HTTP: the SDK's own client against a stand-in of
// the API (GET /v1/get/remotes) and of the host's origin (GET /remotes.json) on a free port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { REGISTRY_PATHS, type BrandRemotesDocument } from '@klubb/contracts';
import { createEndpoints, createHttpClient, createPageStorage } from '@klubb/sdk';

import { inCanary } from './canary';
import { fetchRemotesDocument } from './remote-registry';
import { loadRemotesPlan, remotesToLoad, type RemotesPlanOptions } from './remotes-plan';

type Answer = { status: number; body: unknown } | 'hang-up';

let server: ReturnType<typeof createServer>;
let base = '';
let registryAnswer: Answer;
let registryCalls: IncomingMessage[] = [];

const STATIC_DOCUMENT = {
  remotes: [
    {
      name: 'mf_feeds',
      version: '0.1.0',
      manifestUrl: 'http://localhost:3002/0.1.0/mf-manifest.json',
    },
    {
      name: 'mf_commerce',
      version: '0.1.0',
      manifestUrl: 'http://localhost:3004/0.1.0/mf-manifest.json',
    },
  ],
};

const feeds = (version: string) => ({
  version,
  manifestUrl: `http://localhost:3002/${version}/mf-manifest.json`,
  routes: [{ path: '/', section: 'content' as const }],
  slots: [],
});

const REGISTRY_DOCUMENT: BrandRemotesDocument = {
  remotes: [{ name: 'mf_feeds', ...feeds('0.1.0') }],
};

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === REGISTRY_PATHS.brandRemotes) {
      registryCalls.push(request);
      if (registryAnswer === 'hang-up') return void request.socket.destroy();
      return answer(response, registryAnswer.status, registryAnswer.body);
    }
    if (request.url === '/remotes.json') return answer(response, 200, STATIC_DOCUMENT);
    answer(response, 404, { status: 404, code: 'not-found', message: 'no such path' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const APP_URL = 'http://localhost:3000';
/** The page's storage, as a runtime's (each page load: a runtime, and so a storage, of its own). */
const storage = createPageStorage();
let warnings: string[] = [];
beforeEach(() => {
  registryCalls = [];
  storage.remove(`remotesDocument:${APP_URL}`);
  warnings = [];
  jest.spyOn(console, 'warn').mockImplementation((text: string) => void warnings.push(text));
});
afterEach(() => jest.restoreAllMocks());

function options(sessionId = 'AAAAAAAAAA-BBBBBBBBBB-CCCCCCCCCC'): RemotesPlanOptions {
  const endpoints = createEndpoints(
    createHttpClient({
      apiUrl: base,
      appUrl: APP_URL,
      pageOrigin: APP_URL,
      getIdToken: async () => null,
    }),
  );
  return {
    appUrl: APP_URL,
    storage,
    getBrandRemotes: () => endpoints.getBrandRemotes(),
    fetchStatic: () => fetchRemotesDocument(`${base}/remotes.json`),
    sessionId,
  };
}

describe('loadRemotesPlan', () => {
  it('uses the registry’s document: one GET, the brand by Origin, routes and slots as declared', async () => {
    registryAnswer = { status: 200, body: REGISTRY_DOCUMENT };
    const plan = await loadRemotesPlan(options());
    expect(plan).toEqual({
      source: 'registry',
      remotes: [{ name: 'mf_feeds', ...feeds('0.1.0'), canary: false }],
    });
    expect(registryCalls).toHaveLength(1);
    expect(registryCalls[0]?.headers['x-app-url']).toBeUndefined();
    // Only switched-on remotes are in it: all of them load, whatever the brand answer lists.
    expect(remotesToLoad(plan, []).map((remote) => remote.name)).toEqual(['mf_feeds']);
  });

  it('takes the document the page’s server checked as the registry’s, asking nothing, and keeps it', async () => {
    registryAnswer = 'hang-up';
    const plan = await loadRemotesPlan({ ...options(), checkedDocument: REGISTRY_DOCUMENT });
    expect(plan).toEqual({
      source: 'registry',
      remotes: [{ name: 'mf_feeds', ...feeds('0.1.0'), canary: false }],
    });
    expect(registryCalls).toHaveLength(0);
    // The last good document for a later visit whose registry is down.
    expect((await loadRemotesPlan(options())).source).toBe('kept');
  });

  it('falls back to remotes.json while there is no registry (404) and nothing kept', async () => {
    registryAnswer = { status: 404, body: { status: 404, code: 'not-found', message: 'no' } };
    const plan = await loadRemotesPlan(options());
    expect(plan.source).toBe('static');
    expect(plan.remotes.map(({ name, routes, slots }) => ({ name, routes, slots }))).toEqual([
      { name: 'mf_feeds', routes: null, slots: null },
      { name: 'mf_commerce', routes: null, slots: null },
    ]);
    // remotes.json lists every remote: only those the brand has on load.
    expect(remotesToLoad(plan, ['mf_commerce']).map((remote) => remote.name)).toEqual([
      'mf_commerce',
    ]);
    expect(warnings.join('\n')).toMatch(/registry failed .*using remotes\.json/);
  });

  it('falls back to the last good document when the registry is down, then to remotes.json', async () => {
    registryAnswer = { status: 200, body: REGISTRY_DOCUMENT };
    await loadRemotesPlan(options());

    registryAnswer = 'hang-up';
    const kept = await loadRemotesPlan(options());
    expect(kept).toEqual({
      source: 'kept',
      remotes: [{ name: 'mf_feeds', ...feeds('0.1.0'), canary: false }],
    });

    registryAnswer = { status: 503, body: { status: 503, code: 'unavailable', message: 'down' } };
    expect((await loadRemotesPlan(options())).source).toBe('kept');

    storage.remove(`remotesDocument:${APP_URL}`);
    expect((await loadRemotesPlan(options())).source).toBe('static');
  });

  it('treats an invalid document as a failure and keeps the last good one', async () => {
    registryAnswer = { status: 200, body: REGISTRY_DOCUMENT };
    await loadRemotesPlan(options());
    registryAnswer = { status: 200, body: { remotes: [{ name: 'mf_feeds', version: 1 }] } };
    const plan = await loadRemotesPlan(options());
    expect(plan.source).toBe('kept');
    expect(plan.remotes[0]?.version).toBe('0.1.0');
  });

  it('skips a remote this host does not know, with a warning, and runs with the rest', async () => {
    registryAnswer = {
      status: 200,
      body: { remotes: [...REGISTRY_DOCUMENT.remotes, { name: 'mf_loyalty', ...feeds('1.0.0') }] },
    };
    const plan = await loadRemotesPlan(options());
    expect(plan.source).toBe('registry');
    expect(plan.remotes.map((remote) => remote.name)).toEqual(['mf_feeds']);
    expect(warnings.join('\n')).toContain('mf_loyalty');
  });
});

describe('the canary a session loads', () => {
  const withCanary = (percent: number): BrandRemotesDocument => ({
    remotes: [
      {
        name: 'mf_feeds',
        ...feeds('0.1.0'),
        canary: {
          ...feeds('0.2.0'),
          routes: [
            { path: '/', section: 'content' },
            { path: '/live', section: 'content', flag: 'showLive' },
          ],
          percent,
        },
      },
    ],
  });
  const sessions = Array.from({ length: 400 }, (_, i) => `SESSION${i}`);

  it('is the canary version, with its own routes, for everyone when it is for the whole brand', async () => {
    registryAnswer = { status: 200, body: withCanary(100) };
    const [feedsRemote] = (await loadRemotesPlan(options())).remotes;
    expect(feedsRemote).toMatchObject({ version: '0.2.0', canary: true });
    expect(feedsRemote?.manifestUrl).toBe('http://localhost:3002/0.2.0/mf-manifest.json');
    expect(feedsRemote?.routes).toHaveLength(2);
  });

  it('is chosen by the session: the same session gets the same side on every load', async () => {
    registryAnswer = { status: 200, body: withCanary(30) };
    const onCanary = sessions.find((id) => inCanary(id, 'mf_feeds', 30)) ?? '';
    const onStable = sessions.find((id) => !inCanary(id, 'mf_feeds', 30)) ?? '';
    for (let load = 0; load < 3; load += 1) {
      expect((await loadRemotesPlan(options(onCanary))).remotes[0]?.version).toBe('0.2.0');
      expect((await loadRemotesPlan(options(onStable))).remotes[0]?.version).toBe('0.1.0');
    }
    // The kept document carries the canary too: a session keeps its side with the registry down.
    registryAnswer = 'hang-up';
    expect((await loadRemotesPlan(options(onCanary))).remotes[0]?.version).toBe('0.2.0');
    expect((await loadRemotesPlan(options(onStable))).remotes[0]?.version).toBe('0.1.0');
  });

  it('takes about its share of sessions', () => {
    for (const percent of [10, 50]) {
      const share =
        sessions.filter((id) => inCanary(id, 'mf_feeds', percent)).length / sessions.length;
      expect(Math.abs(share * 100 - percent)).toBeLessThan(8);
    }
    expect(sessions.some((id) => inCanary(id, 'mf_feeds', 0))).toBe(false);
  });
});
