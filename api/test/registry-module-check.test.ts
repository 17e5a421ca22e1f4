import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { contractRefusalSchema } from '@klubb/contracts';

import { API_ROOT } from '../src/config';

import {
  containerEntry,
  registryStand,
  remoteVersionFiles,
  serveFiles,
  writeHostContract,
} from './helpers/operators';
import { oneTarget, testTargets } from './helpers/test-database';

const FIXTURES = resolve(API_ROOT, '../deploy/fixtures');
const HOST_OF_THE_FIXTURES = {
  supportedContracts: [2],
  shared: JSON.parse(
    readFileSync(resolve(FIXTURES, 'mf-feeds/0.9.1/mf-manifest.json'), 'utf8'),
  ).shared.map((entry: { name: string; version: string }) => ({
    name: entry.name,
    version: entry.version,
  })),
};

/** A committed fixture's files as the fixtures server (:3009) serves them. */
const fixtureFiles = (version: string) =>
  readdirSync(resolve(FIXTURES, 'mf-feeds', version)).map(
    (name) =>
      [
        `/mf-feeds/${version}/${name}`,
        readFileSync(resolve(FIXTURES, 'mf-feeds', version, name), 'utf8'),
      ] as const,
  );

const feed = [{ path: '/', section: 'content' as const }];

describe.each(testTargets())('the contract check loads the module on %s', (target) => {
  const variant = (prefix: string, entry: string) =>
    remoteVersionFiles({ remote: 'mf_feeds', prefix, routes: feed, entry });
  // Two servers and a seeded database: slow on busy cores.
  const stand = registryStand(target, {
    setUpTimeoutMs: 120_000,
    registry: {
      hostContract: { file: writeHostContract(HOST_OF_THE_FIXTURES) },
      // Short enough for the spinning remote, long enough for a child Node on busy CI cores.
      moduleLimits: { timeoutMs: 12_000, loadTimeoutMs: 6_000, heapMb: 64, maxBytes: 1 << 20 },
    },
    files: () =>
      new Map([
        ...fixtureFiles('0.9.0'),
        ...fixtureFiles('0.9.1'),
        ...variant('/named', containerEntry({ remote: 'mf_feeds', routes: feed, name: 'mf_more' })),
        ...variant('/no-page', containerEntry({ remote: 'mf_feeds', routes: feed, page: '42' })),
        ...variant(
          '/extra',
          containerEntry({
            remote: 'mf_feeds',
            routes: [...feed, { path: '/x', section: 'content' }],
            slots: ['headerEnd'],
          }),
        ),
        ...variant(
          '/registered',
          containerEntry({
            remote: 'mf_feeds',
            routes: [],
            // The stand-in runtime has the runtime's members; the module comes back from register.
            register:
              'runtime.queryClient.getQueryData(["x"]); return runtime.config.appUrl ? module : null;',
          }),
        ),
        ...variant(
          '/register-throws',
          containerEntry({ remote: 'mf_feeds', routes: feed, register: 'throw new Error("no");' }),
        ),
        ...variant('/empty', 'var mf_feeds = { init() {}, get: async () => () => ({}) };'),
        ...variant('/spin', 'for (;;) {}'),
        ...variant('/greedy', 'var keep = []; for (;;) keep.push(new Array(1e6).fill(1));'),
      ]),
  });
  let outside: Awaited<ReturnType<typeof serveFiles>>;
  beforeAll(async () => {
    outside = await serveFiles(remoteVersionFiles({ remote: 'mf_feeds', prefix: '/ok' }));
  });
  afterAll(() => outside?.close());

  const { publish, documents } = stand;
  const refusal = async (version: string, path: string) => {
    const response = await publish(version, `${path}/mf-manifest.json`);
    expect(response.statusCode).toBe(422);
    return contractRefusalSchema.parse(response.json()).reasons;
  };
  it('refuses the fixture whose module lacks a route its contract declares; no document changes', async () => {
    const before = await documents();
    expect(await refusal('0.9.1', '/mf-feeds/0.9.1')).toEqual([
      {
        rule: 'module',
        detail: 'route /archive (content) is declared in klubb-contract.json but not in the module',
      },
    ]);
    expect(await documents()).toEqual(before);
  });

  it('refuses the incompatible fixture for every rule, its unloadable module too', async () => {
    const reasons = await refusal('0.9.0', '/mf-feeds/0.9.0');
    expect([...new Set(reasons.map((reason) => reason.rule))]).toEqual([
      'contract-version',
      'shared-range',
      'module',
      'route-collision',
    ]);
    expect(reasons.filter((reason) => reason.rule === 'module')).toEqual([
      {
        rule: 'module',
        detail:
          './module: Error: mf_feeds 0.9.0 is an incompatible fixture (react ^99, contract 99)',
      },
    ]);
  });

  it('names each way a module differs from its contract', async () => {
    expect(await refusal('1.0.1', '/named')).toEqual([
      { rule: 'module', detail: 'remoteModule is named mf_more, not mf_feeds' },
    ]);
    expect(await refusal('1.0.2', '/no-page')).toEqual([
      { rule: 'module', detail: "route /'s Page is number, not a React component" },
    ]);
    expect(await refusal('1.0.3', '/extra')).toEqual([
      {
        rule: 'module',
        detail: 'route /x (content) is in the module but not declared in klubb-contract.json',
      },
      {
        rule: 'module',
        detail: 'slot headerEnd is in the module but not declared in klubb-contract.json',
      },
    ]);
    expect(await refusal('1.0.8', '/registered')).toEqual([
      {
        rule: 'module',
        detail: 'route / (content) is declared in klubb-contract.json but not in the module',
      },
    ]);
    expect(await refusal('1.0.9', '/register-throws')).toEqual([
      { rule: 'module', detail: './module: register(runtime) failed: Error: no' },
    ]);
    expect(await refusal('1.0.4', '/empty')).toEqual([
      {
        rule: 'module',
        detail: './module does not export register(runtime) (it exports nothing)',
      },
    ]);
  });

  // The probe's child process is the same whatever the database, and the spinning remote burns
  // a core until the time limit: once, on one target (oneTarget).
  if (target === oneTarget()) {
    it('kills a remote that does not finish loading, or takes more memory than allowed', async () => {
      const started = Date.now();
      expect(await refusal('1.0.5', '/spin')).toEqual([
        { rule: 'module', detail: './module: did not load within 12000 ms' },
      ]);
      expect(Date.now() - started).toBeLessThan(20_000);
      expect(await refusal('1.0.6', '/greedy')).toEqual([
        { rule: 'module', detail: './module: ran out of its 64 MB of memory' },
      ]);
    }, 60_000);
  }

  it('refuses a manifest on an origin the platform does not allow, without asking it', async () => {
    const reasons = (
      await publish('1.0.7', `${outside.url}/ok/mf-manifest.json`).then((response) =>
        contractRefusalSchema.parse(response.json()),
      )
    ).reasons;
    expect(reasons).toEqual([
      {
        rule: 'origin',
        detail: expect.stringContaining(`${outside.url} is not an allowed remote origin`),
      },
    ]);
    expect(outside.requests).toEqual([]);
  });
});
