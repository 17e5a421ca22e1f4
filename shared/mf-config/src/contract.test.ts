/**
 * @jest-environment node
 */
// The registry's contract files as the production builds write them (contract.cjs).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import {
  HOST_SUPPORTED_CONTRACTS,
  REMOTE_CONTRACT_VERSION,
  remoteContractSchema,
  type RemoteRoutesData,
} from '@klubb/contracts';

import {
  CONTRACT_VERSION,
  SUPPORTED_CONTRACTS,
  gzipBytes,
  hostContract,
  readsExternalRuntime,
  remoteContract,
  sharedImports,
  writeHostContract,
  writeRemoteContract,
} from './contract.cjs';
import { federationRuntimeVersion } from './federation-runtime.cjs';
import { createShared, routerProvidedNames, THIRD_PARTY_SINGLETONS } from './shared.cjs';

const ROOT = resolve(__dirname, '../../..');
const REMOTE_DIRS = ['mf-auth', 'mf-feeds', 'mf-offer', 'mf-commerce', 'mf-more'];
const routesDataOf = (dir: string): RemoteRoutesData =>
  JSON.parse(readFileSync(join(ROOT, dir, 'src/exposes/routes.json'), 'utf8'));

// A manifest's `shared` as @module-federation/enhanced 2.9.2 writes it (trimmed).
const MANIFEST = {
  metaData: { remoteEntry: { name: 'remoteEntry.js' } },
  shared: [
    {
      id: 'mf_commerce:react',
      name: 'react',
      version: '19.3.1',
      singleton: true,
      requiredVersion: '^19.0.0',
    },
    {
      id: 'mf_commerce:@klubb/sdk',
      name: '@klubb/sdk',
      version: '0.1.0',
      singleton: true,
      requiredVersion: '^0.1.0',
    },
  ],
};

describe('the remote contract (klubb-contract.json)', () => {
  it('is the contract version @klubb/contracts describes', () => {
    expect(CONTRACT_VERSION).toBe(REMOTE_CONTRACT_VERSION);
    expect(SUPPORTED_CONTRACTS).toEqual([...HOST_SUPPORTED_CONTRACTS]);
  });

  it('carries the routes data without page names, the slots, the manifest’s ranges and the entry size', () => {
    const contract = remoteContract({
      routesData: routesDataOf('mf-commerce'),
      manifest: MANIFEST,
      remoteEntryBytes: 1234,
      externalRuntime: true,
      runtimeVersion: '2.9.2',
    });
    expect(contract).toEqual({
      contractVersion: REMOTE_CONTRACT_VERSION,
      routes: [{ path: '/checkout', section: 'content' }],
      slots: ['headerEnd'],
      shared: [
        { name: '@klubb/sdk', requiredVersion: '^0.1.0', singleton: true },
        { name: 'react', requiredVersion: '^19.0.0', singleton: true },
      ],
      remoteEntryBytes: 1234,
      federationRuntime: { external: true, version: '2.9.2' },
    });
    expect(remoteContractSchema.parse(contract)).toEqual(contract);
  });

  it.each(REMOTE_DIRS)('of %s validates against the registry’s schema', (dir) => {
    const contract = remoteContract({
      routesData: routesDataOf(dir),
      manifest: MANIFEST,
      remoteEntryBytes: 0,
    });
    expect(remoteContractSchema.safeParse(contract).error).toBeUndefined();
  });

  it('keeps each route’s flag', () => {
    const { routes } = remoteContract({
      routesData: routesDataOf('mf-feeds'),
      manifest: {},
      remoteEntryBytes: 0,
    });
    expect(routes).toContainEqual({ path: '/live', section: 'content', flag: 'showLive' });
    expect(routes).toContainEqual({ path: '/', section: 'content' });
  });

  it('no two remotes declare the same path in the same section (the registry would refuse one)', () => {
    const owners = new Map<string, string>();
    const collisions: string[] = [];
    for (const dir of REMOTE_DIRS) {
      for (const { path, section } of routesDataOf(dir).routes) {
        const key = `${section} ${path}`;
        const owner = owners.get(key);
        if (owner && owner !== dir) collisions.push(`${key}: ${owner} and ${dir}`);
        owners.set(key, dir);
      }
    }
    expect(collisions).toEqual([]);
  });

  it('is written beside the manifest, with the entry’s gzip size as budgets.json measures it', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'klubb-contract-'));
    try {
      const entry = Buffer.from('var mf_commerce = {};\n'.repeat(200));
      writeFileSync(join(outDir, 'remoteEntry.js'), entry);
      writeFileSync(join(outDir, 'mf-manifest.json'), JSON.stringify(MANIFEST));
      const file = writeRemoteContract({ outDir, routesData: routesDataOf('mf-commerce') });
      expect(file).toBe(join(outDir, 'klubb-contract.json'));
      const written = remoteContractSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
      expect(written.remoteEntryBytes).toBe(gzipBytes(entry));
      expect(written.remoteEntryBytes).toBeLessThan(entry.length);
      // This entry carries its own runtime: it reads no global for it.
      expect(written.federationRuntime).toEqual({
        external: false,
        version: federationRuntimeVersion(),
      });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  it('says the entry reads the host’s runtime when webpack’s external names its global', () => {
    const external = 'var mf_feeds;var a=__webpack_require__.g["_FEDERATION_RUNTIME_CORE"];';
    expect(readsExternalRuntime(Buffer.from(external))).toBe(true);
    expect(readsExternalRuntime(Buffer.from('var mf_feeds = {};'))).toBe(false);
  });

  it('is not written without a manifest (the build fails instead)', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'klubb-contract-'));
    try {
      expect(() => writeRemoteContract({ outDir, routesData: routesDataOf('mf-feeds') })).toThrow(
        /mf-manifest\.json/,
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('the host contract (host-contract.json)', () => {
  const shared = createShared(join(ROOT, 'host'));

  it('names the supported contract and the version of every singleton the host provides', () => {
    const contract = hostContract(shared);
    expect(contract.supportedContracts).toEqual([...HOST_SUPPORTED_CONTRACTS]);
    const names = contract.shared.map((entry) => entry.name);
    for (const name of [...THIRD_PARTY_SINGLETONS, 'react-dom/client', 'react/jsx-runtime']) {
      expect(names).toContain(name);
    }
    for (const name of ['@klubb/contracts', '@klubb/runtime', '@klubb/ui']) {
      expect(names).toContain(name);
    }
    // The runtime owns what these held as module state (ADR 027): the host no longer provides them.
    for (const name of ['@klubb/sdk', '@klubb/session', '@klubb/i18n', 'zustand']) {
      expect(names).not.toContain(name);
    }
    for (const entry of contract.shared) expect(entry.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(names).toEqual([...names].sort());
  });

  it('says whether it provides the federation runtime, and which version', () => {
    expect(hostContract(shared, { providesRuntime: true }).federationRuntime).toEqual({
      provided: true,
      version: federationRuntimeVersion(),
      bundlerRuntime: true,
    });
    expect(hostContract(shared).federationRuntime.provided).toBe(false);
    expect(federationRuntimeVersion()).toBe('2.9.2');
  });

  it('lists the names of the router it provides in part (ADR 016), and no names for the rest', () => {
    const contract = hostContract(shared);
    const provided = routerProvidedNames();
    expect(provided).toEqual(expect.arrayContaining(['Link', 'useNavigate', 'useParams']));
    for (const name of ['react-router', 'react-router-dom']) {
      expect(contract.shared.find((entry) => entry.name === name)).toMatchObject({
        exports: provided,
      });
    }
    expect(contract.shared.find((entry) => entry.name === 'react')).not.toHaveProperty('exports');
  });

  it('leaves out what is shared but not a singleton', () => {
    const contract = hostContract({
      react: { singleton: true, version: '19.3.1' },
      'left-pad': { singleton: false, version: '1.3.0' },
    });
    expect(contract.shared).toEqual([{ name: 'react', version: '19.3.1' }]);
  });

  it('is written into the host’s dist folder', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'klubb-host-contract-'));
    try {
      const file = writeHostContract({ outDir, shared, providesRuntime: true });
      expect(file).toBe(join(outDir, 'host-contract.json'));
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(
        hostContract(shared, { providesRuntime: true }),
      );
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('the names a remote imports from the router (sharedImports, ADR 016)', () => {
  /** A module importing `key`'s consume-shared module, referencing `references` of it. */
  const importer = (resource: string, references: Array<string[] | { name: string[] }>) => ({
    originModule: { resource },
    dependency: { getReferencedExports: () => references },
  });
  const consume = (shareKey: string) => ({ type: 'consume-shared-module', options: { shareKey } });

  it("reads what the remote's own modules reference, a namespace as *, and skips node_modules", () => {
    const router = consume('react-router-dom');
    const core = consume('react-router');
    const react = consume('react');
    const incoming = new Map<unknown, Array<ReturnType<typeof importer>>>([
      [
        router,
        [
          importer('/work/mf-feeds/src/app.tsx', [['useNavigate'], ['Link']]),
          importer('/work/mf-feeds/src/page.tsx', [{ name: ['useParams'] }, ['Link']]),
          // A package's own copy: it runs only where no host provides the router.
          importer('/work/node_modules/react-router-dom/dist/index.mjs', [['useBlocker']]),
        ],
      ],
      [core, [importer('/work/mf-feeds/src/star.ts', [[]])]],
      [react, [importer('/work/mf-feeds/src/app.tsx', [['useState']])]],
    ]);
    const compilation = {
      modules: [router, core, react, { type: 'javascript/auto' }],
      moduleGraph: { getIncomingConnections: (module: unknown) => incoming.get(module) ?? [] },
    };
    expect(sharedImports(compilation, ['react-router', 'react-router-dom'])).toEqual({
      'react-router': ['*'],
      'react-router-dom': ['Link', 'useNavigate', 'useParams'],
    });
  });

  it('go into the contract beside the package’s range', () => {
    const contract = remoteContract({
      routesData: { routes: [], slots: [] },
      manifest: {
        shared: [
          { name: 'react-router-dom', requiredVersion: '^7.0.0', singleton: true },
          { name: 'react', requiredVersion: '^19.0.0', singleton: true },
        ],
      },
      remoteEntryBytes: 1,
      imports: { 'react-router-dom': ['Link'] },
    });
    expect(contract.shared).toEqual([
      { name: 'react', requiredVersion: '^19.0.0', singleton: true },
      { name: 'react-router-dom', requiredVersion: '^7.0.0', singleton: true, imports: ['Link'] },
    ]);
    expect(remoteContractSchema.parse(contract)).toEqual(contract);
  });
});
