import { writeFileSync } from 'node:fs';

import { REGISTRY_PATHS, contractRefusalSchema } from '@klubb/contracts';

import {
  LIVE_HOST,
  PLATFORM,
  containerEntry,
  operatorToken,
  opsPost,
  registryStand,
  remoteVersionFiles,
  writeHostContract,
} from './helpers/operators';
import { testTargets } from './helpers/test-database';

// ADR 014's one federation runtime: a remote built with externalRuntime reads
// @module-federation/runtime-core from the global the host provides (webpack's external names it);
// its standalone page (index.html) names the runtime file that stands in for a host, which the
// contract check's module probe loads first.
const feed = [{ path: '/', section: 'content' as const }];
const EXTERNAL_ENTRY = `var core = globalThis["_FEDERATION_RUNTIME_CORE"];
if (!core) throw new Error('no federation runtime on the page');
${containerEntry({ remote: 'mf_feeds', routes: feed })}`;
const BUNDLED_ENTRY = containerEntry({ remote: 'mf_feeds', routes: feed });
/** An entry built by @klubb/mf-config since it reads the host's bundler runtime too. */
const BUNDLER_ENTRY = `var bundler = globalThis["_KLUBB_FEDERATION_BUNDLER_RUNTIME"];
if (!bundler) throw new Error('no federation bundler runtime on the page');
${EXTERNAL_ENTRY}`;
/** The standalone page and runtime file of a version folder built with externalRuntime. */
const standalone = (prefix: string) =>
  new Map([
    [`${prefix}/index.html`, '<script defer src=federation-runtime.0a1b2c3d4e.js></script>'],
    [
      `${prefix}/federation-runtime.0a1b2c3d4e.js`,
      'globalThis._FEDERATION_RUNTIME_CORE = {}; globalThis._KLUBB_FEDERATION_BUNDLER_RUNTIME = {};',
    ],
  ]);
const PROVIDING_HOST = {
  ...LIVE_HOST,
  federationRuntime: { provided: true, version: '2.9.2', bundlerRuntime: true },
};
/** A host built before it provided its bundler runtime: runtime-core only. */
const CORE_ONLY_HOST = { ...LIVE_HOST, federationRuntime: { provided: true, version: '2.9.2' } };

describe.each(testTargets())('the federation runtime in the contract check on %s', (target) => {
  const hostFile = writeHostContract();
  const external = { external: true, version: '2.9.2' };
  const stand = registryStand(target, {
    registry: { hostContract: { file: hostFile } },
    files: () =>
      new Map([
        ...standalone('/external/0.3.0'),
        ...standalone('/untrue/0.3.1'),
        ...standalone('/external/0.4.0'),
        ...standalone('/bundler/0.5.0'),
        ...remoteVersionFiles({
          remote: 'mf_feeds',
          prefix: '/bundler/0.5.0',
          entry: BUNDLER_ENTRY,
          federationRuntime: external,
        }),
        ...remoteVersionFiles({
          remote: 'mf_feeds',
          prefix: '/external/0.3.0',
          entry: EXTERNAL_ENTRY,
          federationRuntime: external,
        }),
        // Its contract says it carries its own runtime; its entry says otherwise.
        ...remoteVersionFiles({
          remote: 'mf_feeds',
          prefix: '/untrue/0.3.1',
          entry: EXTERNAL_ENTRY,
          federationRuntime: { external: false, version: '2.9.2' },
        }),
        // Needs the host's runtime, and its folder has no standalone page naming one.
        ...remoteVersionFiles({
          remote: 'mf_feeds',
          prefix: '/bare/0.3.3',
          entry: EXTERNAL_ENTRY,
          federationRuntime: external,
        }),
        ...remoteVersionFiles({
          remote: 'mf_feeds',
          prefix: '/bundled/0.3.2',
          entry: BUNDLED_ENTRY,
          federationRuntime: { external: false, version: '2.9.2' },
        }),
        ...remoteVersionFiles({
          remote: 'mf_feeds',
          prefix: '/external/0.4.0',
          entry: EXTERNAL_ENTRY,
          federationRuntime: external,
        }),
      ]),
  });
  afterEach(() => writeFileSync(hostFile, JSON.stringify(LIVE_HOST)));

  const { publish, documents } = stand;

  it('refuses a remote that needs the host’s runtime when the live host provides none', async () => {
    const before = await documents();
    const response = await publish('0.3.0', '/external/0.3.0/mf-manifest.json');
    expect(response.statusCode).toBe(422);
    expect(contractRefusalSchema.parse(response.json()).reasons).toEqual([
      {
        rule: 'federation-runtime',
        detail:
          'remoteEntry.js reads the federation runtime from the host (externalRuntime, runtime-core 2.9.2); the live host does not provide one: deploy a host built with provideExternalRuntime first',
      },
    ]);
    // Measured on the entry, not taken from the contract.
    const untrue = contractRefusalSchema.parse(
      (await publish('0.3.1', '/untrue/0.3.1/mf-manifest.json')).json(),
    );
    expect(untrue.reasons.map((reason) => reason.rule)).toEqual(['federation-runtime']);
    expect(await documents()).toEqual(before);
  });

  it('refuses, as a module that cannot load, an external-runtime remote without its standalone runtime', async () => {
    writeFileSync(hostFile, JSON.stringify(PROVIDING_HOST));
    const refused = contractRefusalSchema.parse(
      (await publish('0.3.3', '/bare/0.3.3/mf-manifest.json')).json(),
    );
    expect(refused.reasons).toEqual([
      {
        rule: 'module',
        detail: expect.stringContaining('names no standalone runtime'),
      },
    ]);
  });

  it('records a remote with its own runtime against any host', async () => {
    const response = await publish('0.3.2', '/bundled/0.3.2/mf-manifest.json');
    expect(response.statusCode).toBe(200);
  });

  it('refuses a host runtime older than the remote’s, and records it against a host that provides it', async () => {
    writeFileSync(
      hostFile,
      JSON.stringify({ ...LIVE_HOST, federationRuntime: { provided: true, version: '2.8.0' } }),
    );
    const older = contractRefusalSchema.parse(
      (await publish('0.3.0', '/external/0.3.0/mf-manifest.json')).json(),
    );
    expect(older.reasons).toEqual([
      {
        rule: 'federation-runtime',
        detail: 'remoteEntry.js needs federation runtime-core ^2.9.2; the live host provides 2.8.0',
      },
    ]);
    writeFileSync(hostFile, JSON.stringify(PROVIDING_HOST));
    const response = await publish('0.3.0', '/external/0.3.0/mf-manifest.json');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ after: { version: '0.3.0' } });
  });

  it('refuses a remote that reads the host’s bundler runtime from a host that provides runtime-core only', async () => {
    writeFileSync(hostFile, JSON.stringify(CORE_ONLY_HOST));
    const refused = contractRefusalSchema.parse(
      (await publish('0.5.0', '/bundler/0.5.0/mf-manifest.json')).json(),
    );
    expect(refused.reasons).toEqual([
      {
        rule: 'federation-runtime',
        detail: expect.stringContaining('reads the federation bundler runtime from the host'),
      },
    ]);
    writeFileSync(hostFile, JSON.stringify(PROVIDING_HOST));
    expect((await publish('0.5.0', '/bundler/0.5.0/mf-manifest.json')).statusCode).toBe(200);
  });

  it('checks a canary again before promoting it: refused once the host stops providing the runtime', async () => {
    writeFileSync(hostFile, JSON.stringify(PROVIDING_HOST));
    const token = await operatorToken(stand.t.database, PLATFORM);
    expect((await publish('0.4.0', '/external/0.4.0/mf-manifest.json')).statusCode).toBe(200);
    const started = await opsPost(stand.t, token, REGISTRY_PATHS.startCanary, {
      remote: 'mf_feeds',
      version: '0.4.0',
      brandIds: ['klubb-norge'],
    });
    expect(started.statusCode).toBe(200);
    const before = await documents();
    // A host rolled back to a build without provideExternalRuntime.
    writeFileSync(hostFile, JSON.stringify(LIVE_HOST));
    const refused = await opsPost(stand.t, token, REGISTRY_PATHS.promoteCanary, {
      remote: 'mf_feeds',
    });
    expect(refused.statusCode).toBe(422);
    expect(contractRefusalSchema.parse(refused.json()).reasons[0]?.rule).toBe('federation-runtime');
    expect(await documents()).toEqual(before);
  });
});
