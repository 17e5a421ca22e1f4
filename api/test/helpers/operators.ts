import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { OPERATORS_TENANT_ID, REGISTRY_PATHS } from '@klubb/contracts';

import type { Database } from '../../src/db/database';
import { SEED_OPERATORS } from '../../src/db/seed/registry';
import type { RegistryOptions } from '../../src/routes/registry/registry-plugin';
import type { HostContract } from '../../src/services/registry/host-contract';

import { mintTestToken } from './identity';
import { BRAND_A_URL, BRAND_B_URL, createTestApp, type TestApp } from './test-app';
import type { TestTarget } from './test-database';

export const [OPS_A, OPS_B, PLATFORM] = SEED_OPERATORS;

/** An operator's ID token; `signedInSecondsAgo` sets its auth_time (a fresh session or not). */
export function operatorToken(
  database: Database,
  operator: { uid: string; email: string },
  signedInSecondsAgo = 0,
): Promise<string> {
  const nowS = Math.floor(Date.now() / 1000);
  return mintTestToken(
    database,
    {
      uid: operator.uid,
      email: operator.email,
      tenantId: OPERATORS_TENANT_ID,
      authTime: nowS - signedInSecondsAgo,
    },
    nowS,
  );
}

type Path = (typeof REGISTRY_PATHS)[keyof typeof REGISTRY_PATHS];

export function opsPost(t: TestApp, token: string | null, path: Path, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
}

export function opsGet(t: TestApp, token: string | null, path: Path, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `${path}${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export interface Document {
  remotes: Array<{
    name: string;
    version: string;
    manifestUrl: string;
    routes: Array<{ path: string }>;
    slots: string[];
    canary?: { version: string; percent: number };
  }>;
}

export async function documentOf(t: TestApp, appUrl: string): Promise<Document> {
  const response = await t.app.inject({
    method: 'GET',
    url: REGISTRY_PATHS.brandRemotes,
    headers: { origin: appUrl },
  });
  expect(response.statusCode).toBe(200);
  return response.json<Document>();
}

/** What the host build writes (host/dist/host-contract.json), for the tests' live host. */
export const LIVE_HOST: HostContract = {
  supportedContracts: [2],
  shared: [
    { name: '@klubb/contracts', version: '0.1.0' },
    { name: 'react', version: '19.2.0' },
    { name: 'react-dom', version: '19.2.0' },
  ],
};

export function writeHostContract(contract: HostContract = LIVE_HOST): string {
  const file = join(mkdtempSync(join(tmpdir(), 'klubb-host-contract-')), 'host-contract.json');
  writeFileSync(file, JSON.stringify(contract));
  return file;
}

/**
 * A tiny static server of remote versions: `files` maps a path to its body; `hang` paths never
 * answer (a manifest that does not load in time).
 */
export async function serveFiles(
  files: Map<string, string>,
  hang: Set<string> = new Set(),
): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push(path);
    if (hang.has(path)) return;
    const body = files.get(path);
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type TestRoute = { path: string; section: 'content'; flag?: string };

/**
 * A remoteEntry.js whose container works as a build's does (init, then get('./module') answers a
 * factory of `{ register }`, contract 2), serving `routes` and `slots` with function components; `page`
 * replaces what each route's load() resolves `Page` to (source text), `name` the module's name.
 */
export function containerEntry(options: {
  remote: string;
  routes: TestRoute[];
  slots?: string[];
  name?: string;
  page?: string;
  /** The body of `register(runtime)` (ADR 015); by default it returns the module. */
  register?: string;
}): string {
  const module = {
    name: options.name ?? options.remote,
    routes: options.routes,
    slots: (options.slots ?? []).map((name) => ({ name })),
  };
  return `var ${options.remote} = (function () {
  var Page = ${options.page ?? 'function Page() { return null; }'};
  var module = ${JSON.stringify(module)};
  module.routes.forEach(function (r) { r.load = function () { return Promise.resolve({ Page: Page }); }; });
  module.slots.forEach(function (s) { s.load = function () { return Promise.resolve({ Slot: Page }); }; });
  return {
    init: function () { return Promise.resolve(); },
    get: function () { return Promise.resolve(function () { return ${`{ register: function (runtime) { ${options.register ?? 'return module;'} } }`}; }); },
  };
})();`;
}

/** A remote version's three files as its build writes them. */
export function remoteVersionFiles(options: {
  remote: string;
  prefix: string;
  contractVersion?: number;
  react?: string;
  routes?: TestRoute[];
  /** The remoteEntry.js; by default a container serving exactly the declared routes. */
  entry?: string;
  federationRuntime?: { external: boolean; version: string };
  /** The contract's shared packages (by default none), with the names the remote imports. */
  shared?: Array<{ name: string; requiredVersion: string; singleton: boolean; imports?: string[] }>;
}): Map<string, string> {
  const react = options.react ?? '^19.0.0';
  const manifest = {
    name: options.remote,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', requiredVersion: react, singleton: true },
      { name: '@klubb/contracts', requiredVersion: '^0.1.0', singleton: true },
      { name: 'left-pad', requiredVersion: '^9.0.0', singleton: false },
      // The contract's shared packages come from the manifest, as the build writes them.
      ...(options.shared ?? []).map(({ name, requiredVersion, singleton }) => ({
        name,
        requiredVersion,
        singleton,
      })),
    ],
  };
  const routes = options.routes ?? [{ path: '/', section: 'content' as const }];
  const contract = {
    contractVersion: options.contractVersion ?? 2,
    routes,
    slots: [],
    shared: options.shared ?? [],
    remoteEntryBytes: 10,
    ...(options.federationRuntime ? { federationRuntime: options.federationRuntime } : {}),
  };
  return new Map([
    [`${options.prefix}/mf-manifest.json`, JSON.stringify(manifest)],
    [`${options.prefix}/klubb-contract.json`, JSON.stringify(contract)],
    [
      `${options.prefix}/remoteEntry.js`,
      options.entry ?? containerEntry({ remote: options.remote, routes }),
    ],
  ]);
}

/** The registry's contract-check tests' common ground, set up around each `describe`. */
export interface RegistryStand {
  /** The API (its database seeded), its registry fetching remotes from `url` only. */
  readonly t: TestApp;
  /** The remote versions' files server (the one allowed remote origin). */
  readonly url: string;
  /** The platform operator publishes `remote`'s `version` from `path` on the files server (or a URL). */
  publish: (version: string, path: string, remote?: string) => ReturnType<typeof opsPost>;
  /** Brand A's and brand B's remotes documents (to see that a refusal changed neither). */
  documents: () => Promise<Document[]>;
}

/**
 * Serves `files` (`hang`: paths that never answer) and starts the API with the registry pointed
 * at them (`registry`: its other settings) before the tests; closes both after them.
 */
export function registryStand(
  target: TestTarget,
  options: {
    files: () => Map<string, string>;
    hang?: Set<string>;
    registry?: Omit<RegistryOptions, 'remoteOrigins'>;
    setUpTimeoutMs?: number;
  },
): RegistryStand {
  let app: TestApp | undefined;
  let server: Awaited<ReturnType<typeof serveFiles>> | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the registry stand is used before beforeAll');
    return value;
  };
  beforeAll(async () => {
    server = await serveFiles(options.files(), options.hang);
    app = await createTestApp(
      target,
      {},
      { registry: { ...options.registry, remoteOrigins: [server.url] } },
    );
  }, options.setUpTimeoutMs);
  afterAll(async () => {
    await app?.close();
    await server?.close();
  });
  const stand: RegistryStand = {
    get t() {
      return started(app);
    },
    get url() {
      return started(server).url;
    },
    publish: async (version, path, remote = 'mf_feeds') =>
      opsPost(stand.t, await operatorToken(stand.t.database, PLATFORM), REGISTRY_PATHS.publish, {
        remote,
        version,
        manifestUrl: /^https?:/.test(path) ? path : `${stand.url}${path}`,
      }),
    documents: async () => [
      await documentOf(stand.t, BRAND_A_URL),
      await documentOf(stand.t, BRAND_B_URL),
    ],
  };
  return stand;
}
