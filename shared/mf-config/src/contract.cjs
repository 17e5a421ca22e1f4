// What a build publishes about itself for the remote registry (issue 15, ADR 011):
// - each remote version writes `klubb-contract.json` beside its mf-manifest.json (the shape of
//   remoteContractSchema in @klubb/contracts): its routes and slots (from the remote's
//   src/exposes/routes.json, the file its ./module reads too), the shared packages and ranges of
//   its manifest, and its remoteEntry's size;
// - the host writes `host-contract.json` into host/dist: the remote-module contract versions it
//   supports and the version of every singleton it provides (ADR 005: the host goes first). The
//   registry's contract check compares the two before a version goes live.
// Both name the federation runtime (ADR 014, one runtime on the page): a remote whose remoteEntry
// reads it from the host (`external`), the host that provides it (`provided`), and its version.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const { RUNTIME_GLOBAL, federationRuntimeVersion } = require('./federation-runtime.cjs');
const { ROUTER_KEYS, ROUTER_PROVIDED, routerProvidedNames } = require('./shared.cjs');

/**
 * The remote-module contract version this preset builds against: REMOTE_CONTRACT_VERSION of
 * @klubb/contracts (a TypeScript module this CommonJS preset cannot import; contract.test.ts
 * holds the two equal).
 */
const CONTRACT_VERSION = 2;

/**
 * The contracts a host built with this preset loads (HOST_SUPPORTED_CONTRACTS of
 * @klubb/contracts): 2, through `register(runtime)` (ADR 015; contract 1 dropped, ADR 021).
 */
const SUPPORTED_CONTRACTS = [2];

const REMOTE_CONTRACT_FILE = 'klubb-contract.json';
const HOST_CONTRACT_FILE = 'host-contract.json';

/**
 * A remoteEntry's size as budgets.json measures it (gzip, level 9), so the registry compares it
 * with the same budget scripts/check-budgets.mjs does.
 */
function gzipBytes(buffer) {
  return zlib.gzipSync(buffer, { level: 9 }).length;
}

const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/** webpack's type of the module that takes a shared package from the share scope. */
const CONSUME_SHARED_MODULE = 'consume-shared-module';

/**
 * The names the remote's own code imports from each shared package of `keys` (ADR 016: the host
 * provides the router's used exports only), read from the compilation: what each module that
 * imports the package's consume-shared module references, `*` for a whole namespace (a namespace
 * object, `export *`). Imports from node_modules are left out: a package's fallback copy (a
 * remote's own react-router-dom, which reads react-router) runs only when no host provides it.
 * A package no module of the remote's imports is left out too.
 */
function sharedImports(compilation, keys) {
  const { moduleGraph } = compilation;
  const names = new Map();
  for (const module of compilation.modules) {
    const key = module.type === CONSUME_SHARED_MODULE ? module.options?.shareKey : null;
    if (!keys.includes(key)) continue;
    for (const connection of moduleGraph.getIncomingConnections(module)) {
      const resource = connection.originModule?.resource ?? '';
      const dependency = connection.dependency;
      if (!resource || /[\\/]node_modules[\\/]/.test(resource)) continue;
      if (typeof dependency?.getReferencedExports !== 'function') continue;
      const found = names.get(key) ?? new Set();
      for (const reference of dependency.getReferencedExports(moduleGraph, undefined)) {
        const pathOf = Array.isArray(reference) ? reference : reference.name;
        found.add(pathOf.length ? pathOf[0] : '*');
      }
      names.set(key, found);
    }
  }
  return Object.fromEntries([...names].map(([key, found]) => [key, [...found].sort()]));
}

/**
 * A remote version's contract from its routes data, its mf-manifest.json, its entry's size,
 * whether that entry reads the host's federation runtime, and the names its code imports from
 * the shared packages the host provides in part (`imports`, sharedImports).
 */
function remoteContract({
  routesData,
  manifest,
  remoteEntryBytes,
  externalRuntime = false,
  runtimeVersion = federationRuntimeVersion(),
  imports = {},
}) {
  return {
    contractVersion: CONTRACT_VERSION,
    // `page` names the module's lazy page: the remote's business, not the contract's.
    routes: routesData.routes.map(({ path: routePath, section, flag }) =>
      flag ? { path: routePath, section, flag } : { path: routePath, section },
    ),
    slots: [...routesData.slots],
    shared: (manifest.shared ?? [])
      .map(({ name, requiredVersion, singleton }) => ({
        name,
        requiredVersion: String(requiredVersion ?? '*'),
        singleton: Boolean(singleton),
        ...(imports[name] ? { imports: imports[name] } : {}),
      }))
      .sort(byName),
    remoteEntryBytes,
    federationRuntime: { external: externalRuntime, version: runtimeVersion },
  };
}

/** The host's contract from its shared config (createShared): what it supports and provides. */
function hostContract(
  shared,
  { providesRuntime = false, runtimeVersion = federationRuntimeVersion() } = {},
) {
  // Read once: both router keys provide the same file.
  const routerNames = Object.values(shared).some((entry) => entry.import === ROUTER_PROVIDED)
    ? routerProvidedNames()
    : null;
  return {
    supportedContracts: SUPPORTED_CONTRACTS,
    // `exports`: a package provided in part (the router, ADR 016), with the names it provides.
    shared: Object.entries(shared)
      .filter(([, entry]) => entry.singleton)
      .map(([name, entry]) =>
        entry.import === ROUTER_PROVIDED
          ? { name, version: entry.version, exports: routerNames }
          : { name, version: entry.version },
      )
      .sort(byName),
    // A host that provides the runtime provides its bundler runtime with it (index.cjs).
    federationRuntime: {
      provided: providesRuntime,
      version: runtimeVersion,
      bundlerRuntime: providesRuntime,
    },
  };
}

/**
 * Whether a built remoteEntry reads the federation runtime from the host's global: measured on
 * the file (webpack's external names the global; a bundled runtime-core never does).
 */
function readsExternalRuntime(entry) {
  // Reading the host's bundler runtime, the entry reaches runtime-core through it.
  return entry.includes(RUNTIME_GLOBAL) || entry.includes('_KLUBB_FEDERATION_BUNDLER_RUNTIME');
}

function writeJson(file, value) {
  fs.writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** Writes a remote's klubb-contract.json from the files its build has just emitted. */
function writeRemoteContract({ outDir, routesData, imports = {} }) {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8'));
  const entryName = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
  const entry = fs.readFileSync(path.join(outDir, entryName));
  const remoteEntryBytes = gzipBytes(entry);
  const externalRuntime = readsExternalRuntime(entry);
  const file = path.join(outDir, REMOTE_CONTRACT_FILE);
  writeJson(
    file,
    remoteContract({ routesData, manifest, remoteEntryBytes, externalRuntime, imports }),
  );
  return file;
}

function writeHostContract({ outDir, shared, providesRuntime = false }) {
  const file = path.join(outDir, HOST_CONTRACT_FILE);
  writeJson(file, hostContract(shared, { providesRuntime }));
  return file;
}

/**
 * Writes the contract file after webpack has emitted the build (the manifest and remoteEntry.js
 * must be on disk). A failed write fails the build: a version without its contract cannot be
 * published.
 */
class KlubbContractPlugin {
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('KlubbContractPlugin', (compilation) => {
      if (compilation.errors.length) return;
      try {
        const { outDir, routesData, shared, providesRuntime } = this.options;
        if (routesData) {
          const imports = sharedImports(compilation, ROUTER_KEYS);
          writeRemoteContract({ outDir, routesData, imports });
        } else writeHostContract({ outDir, shared, providesRuntime });
      } catch (error) {
        compilation.errors.push(error);
      }
    });
  }
}

module.exports = {
  CONTRACT_VERSION,
  SUPPORTED_CONTRACTS,
  KlubbContractPlugin,
  gzipBytes,
  hostContract,
  readsExternalRuntime,
  remoteContract,
  sharedImports,
  writeHostContract,
  writeRemoteContract,
};
