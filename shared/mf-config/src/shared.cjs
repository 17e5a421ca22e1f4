// The shared singletons of the host and of the remotes (ADR 015). Only what must be one instance
// on the page belongs here; remotes get the instances from the host's runtime. Every entry has a
// real semver range: the third-party ranges come from the installed packages, the workspace
// packages' from their own version (pnpm's `workspace:^` would otherwise become `*`). A package
// is configured the same wherever it is shared (TOOLCHAIN.md); a remote may share fewer than the
// host provides, and then bundles its own copy of the rest, or none where it imports none.
const fs = require('node:fs');
const path = require('node:path');

// One React tree and router; the query client's and i18next's providers are contexts the remotes'
// hooks must share with the host.
const THIRD_PARTY_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
];

// What a contract-2 remote takes from the host (ADR 015, measured 2026-11-27):
// - runtime: its context object is how a remote finds the host's instances;
// - contracts and ui: by measurement (bundled, each remote's first view would carry ~30-38 KB
//   gzip of its own copy).
// session, i18n and sdk are not in it: a remote reads the session, its queries, the i18n instance
// and the SDK's state (its API, identity client, analytics, native bridge and container, storage,
// feed cache) through the runtime, and bundles the SDK's and i18n's stateless helpers (a few KB
// gzip); no remote imports session or zustand.
const REMOTE_WORKSPACE_SINGLETONS = ['contracts', 'ui', 'runtime'];

// The host provides no more than that (ADR 027): contract 1 is gone, the runtime creates the SDK
// client, the session store, the query client and the i18n instance, and the host's own features
// read them through it, so no module state of sdk, session, i18n or zustand needs one copy.
const WORKSPACE_SINGLETONS = REMOTE_WORKSPACE_SINGLETONS;
// Where a third-party singleton may be installed when the app does not depend on it itself.
const VERSION_OWNERS = [...WORKSPACE_SINGLETONS, 'sdk', 'session', 'i18n'];

const SHARED_ROOT = path.resolve(__dirname, '..', '..');

/** The router's shared keys: the host provides them as router-provided.js (ADR 016). */
const ROUTER_KEYS = ['react-router', 'react-router-dom'];
const ROUTER_PROVIDED_FILE = path.join(__dirname, 'router-provided.js');
/**
 * The request the host's router keys `import` (routerAlias: router-provided.js). A package-like
 * request, not the file's path: webpack adds a shared module given by path to every compilation,
 * html-webpack-plugin's child compiler too, which emitted it as a stray file in dist/ that the
 * render service preloads; by request it is provided where the host imports the router.
 */
const ROUTER_PROVIDED = 'klubb-react-router-provided';
/** The request router-provided.js reads react-router by (routerAlias). */
const ROUTER_IMPL = 'klubb-react-router-impl';

/**
 * The host's resolve.alias for router-provided.js: the request its router keys import, and its
 * own request of react-router, pointed at the package's ES module entry (the one webpack resolves
 * `react-router` to for the browser).
 */
function routerAlias(appDir) {
  // react-router is the app's through react-router-dom, not a dependency of this preset.
  const pkgDir = path.dirname(
    require.resolve(`${ROUTER_KEYS[0]}/package.json`, { paths: [appDir] }),
  );
  const esm = path.join(pkgDir, 'dist', 'development', 'index.mjs');
  if (!fs.existsSync(esm)) throw new Error(`react-router has no ES module entry at ${esm}`);
  return { [`${ROUTER_PROVIDED}$`]: ROUTER_PROVIDED_FILE, [`${ROUTER_IMPL}$`]: esm };
}

/**
 * The names router-provided.js exports: what the host provides under the router keys, which its
 * contract lists for the registry (contract.cjs, hostContract).
 */
function routerProvidedNames(source = fs.readFileSync(ROUTER_PROVIDED_FILE, 'utf8')) {
  const list = /export\s*\{([^}]*)\}\s*from\s*'klubb-react-router-impl'/.exec(source)?.[1];
  if (!list) throw new Error(`${ROUTER_PROVIDED_FILE} has no export list`);
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .sort();
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The installed version of a singleton, resolved where it really lives: from the app when the
 * app depends on it, else from the shared package that does (zustand from @klubb/session, i18next
 * from @klubb/i18n), so an app never lists a library it does not import just for this.
 */
function installedVersion(name, appDir) {
  const owners = VERSION_OWNERS.map((folder) => path.join(SHARED_ROOT, folder));
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [appDir, ...owners] });
  return readJson(pkgPath).version;
}

/** The shared config of an app: the host's or a remote's (`remote: true`; the same list, the router aside). */
function createShared(appDir, { remote = false } = {}) {
  const shared = {};
  for (const name of THIRD_PARTY_SINGLETONS) {
    const version = installedVersion(name, appDir);
    const major = version.split('.')[0];
    const entry = { singleton: true, requiredVersion: `^${major}.0.0`, version };
    // The host provides the router's used exports only (router-provided.js); a remote's own
    // copy, for its standalone page, stays the whole package.
    shared[name] =
      !remote && ROUTER_KEYS.includes(name) ? { ...entry, import: ROUTER_PROVIDED } : entry;
  }
  // react-dom's subpaths (client, server) must come from the same singleton.
  shared['react-dom/client'] = { ...shared['react-dom'] };
  shared['react/jsx-runtime'] = { ...shared.react };
  for (const folder of WORKSPACE_SINGLETONS) {
    const pkg = readJson(path.join(SHARED_ROOT, folder, 'package.json'));
    const [major, minor] = pkg.version.split('.');
    shared[pkg.name] = {
      singleton: true,
      version: pkg.version,
      requiredVersion: major === '0' ? `^0.${minor}.0` : `^${major}.0.0`,
    };
  }
  return shared;
}

module.exports = {
  createShared,
  routerAlias,
  ROUTER_KEYS,
  ROUTER_PROVIDED,
  ROUTER_PROVIDED_FILE,
  routerProvidedNames,
  THIRD_PARTY_SINGLETONS,
  WORKSPACE_SINGLETONS,
};
