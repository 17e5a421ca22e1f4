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

// The host also provides what contract-1 remotes declare and read as the host's module state
// (the SDK configured once, the session store with zustand, the i18n instance's pending
// translations) until contract 1 is dropped (ADR 015), and its own features still read them as
// module globals.
const HOST_ONLY_SINGLETONS = ['zustand'];
const WORKSPACE_SINGLETONS = [...REMOTE_WORKSPACE_SINGLETONS, 'sdk', 'session', 'i18n'];

const SHARED_ROOT = path.resolve(__dirname, '..', '..');

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The installed version of a singleton, resolved where it really lives: from the app when the
 * app depends on it, else from the shared package that does (zustand from @klubb/session, i18next
 * from @klubb/i18n), so an app never lists a library it does not import just for this.
 */
function installedVersion(name, appDir) {
  const owners = WORKSPACE_SINGLETONS.map((folder) => path.join(SHARED_ROOT, folder));
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [appDir, ...owners] });
  return readJson(pkgPath).version;
}

/** The shared config of an app: the host's (every singleton) or a remote's (`remote: true`). */
function createShared(appDir, { remote = false } = {}) {
  const shared = {};
  const thirdParty = remote
    ? THIRD_PARTY_SINGLETONS
    : [...THIRD_PARTY_SINGLETONS, ...HOST_ONLY_SINGLETONS];
  for (const name of thirdParty) {
    const version = installedVersion(name, appDir);
    const major = version.split('.')[0];
    const entry = { singleton: true, requiredVersion: `^${major}.0.0`, version };
    shared[name] = entry;
  }
  // react-dom's subpaths (client, server) must come from the same singleton.
  shared['react-dom/client'] = { ...shared['react-dom'] };
  shared['react/jsx-runtime'] = { ...shared.react };
  for (const folder of remote ? REMOTE_WORKSPACE_SINGLETONS : WORKSPACE_SINGLETONS) {
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

module.exports = { createShared, THIRD_PARTY_SINGLETONS, WORKSPACE_SINGLETONS };
