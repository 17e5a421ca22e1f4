// The one list of shared singletons, identical in the host and every remote (TOOLCHAIN.md: a
// shared config that differs between containers breaks sharing). Only what must be one instance
// on the page belongs here; remotes get the instances from the host's runtime (ADR 015). Every
// entry has a real semver range: the third-party ranges come from the installed packages, the
// workspace packages' from their own version (pnpm's `workspace:^` would otherwise become `*`).
const fs = require('node:fs');
const path = require('node:path');

// One React tree and router; the query client's and i18next's providers are contexts the remotes'
// hooks must share with the host; zustand with @klubb/session, whose store it makes.
const THIRD_PARTY_SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'zustand',
  'i18next',
  'react-i18next',
  '@tanstack/react-query',
];

// Ours (ADR 015): the runtime, whose context object is how a remote finds the host's instances;
// sdk, session and i18n while remotes still read their module state (session hooks and query
// options, `instanceof ApiError`, pending translations) and while contract-1 remotes are live,
// which read every one of these as the host's; contracts and ui by measurement (bundled, each
// remote's first view would carry ~30-38 KB gzip of its own copy).
const WORKSPACE_SINGLETONS = ['contracts', 'sdk', 'session', 'ui', 'i18n', 'runtime'];

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

function createShared(appDir) {
  const shared = {};
  for (const name of THIRD_PARTY_SINGLETONS) {
    const version = installedVersion(name, appDir);
    const major = version.split('.')[0];
    const entry = { singleton: true, requiredVersion: `^${major}.0.0`, version };
    shared[name] = entry;
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

module.exports = { createShared, THIRD_PARTY_SINGLETONS, WORKSPACE_SINGLETONS };
