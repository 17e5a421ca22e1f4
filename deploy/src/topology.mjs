// The local topology, once: every app's folder, port and Module Federation name (ARCHITECTURE.md).
// The start script, the e2e harness, write-remotes and the budget check all read it from here.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// firstView: its index.html is made per brand with the first view inlined (ADR 014 step 1,
// render/src/). oneOrigin: its server fronts the API (/api, /media) and the remotes'
// folders (/remotes/<dir>/), so its pages use no other origin (ADR 014 decision 3).
export const HOST = {
  name: 'host',
  dir: 'host',
  port: 3000,
  spa: true,
  firstView: true,
  oneOrigin: true,
};

export const REMOTES = [
  { name: 'mf-auth', dir: 'mf-auth', port: 3001, federationName: 'mf_auth' },
  // extraVersions: the same source built again under another version (KLUBB_REMOTE_VERSION), so
  // the registry has two versions of one remote to canary, promote and roll back after `npm start`
  // (issue 15); 0.2.0 differs only in the version its pages name (data-remote-version).
  {
    name: 'mf-feeds',
    dir: 'mf-feeds',
    port: 3002,
    federationName: 'mf_feeds',
    extraVersions: ['0.2.0'],
  },
  { name: 'mf-offer', dir: 'mf-offer', port: 3003, federationName: 'mf_offer' },
  { name: 'mf-commerce', dir: 'mf-commerce', port: 3004, federationName: 'mf_commerce' },
  { name: 'mf-more', dir: 'mf-more', port: 3005, federationName: 'mf_more' },
];

/**
 * The operator console (issue 15): a plain React app, not federated. It is built, served (a SPA:
 * deep links answer index.html) and started like the others, but no remotes document lists it.
 */
export const CONSOLE = { name: 'console', dir: 'console', port: 3006, spa: true, federated: false };

export const APPS = [HOST, ...REMOTES, CONSOLE];

export const API = { name: 'api', dir: 'api', port: 4000 };

/**
 * The render service behind production's nginx (ADR 014, ADR 028): render/src/main.mjs
 * --one-origin on the host's folder, asked by nginx for every page of the host's origin.
 */
export const RENDER = { name: 'render', port: 3100 };

export const BRAND_URLS = {
  a: 'http://localhost:3000',
  b: 'http://nordic.localhost:3000',
};

/** The version in an app's package.json: a remote builds into <dir>/dist/<version>/. */
export function packageVersion(app, root = ROOT) {
  return JSON.parse(readFileSync(resolve(root, app.dir, 'package.json'), 'utf8')).version;
}

export function packageName(app, root = ROOT) {
  return JSON.parse(readFileSync(resolve(root, app.dir, 'package.json'), 'utf8')).name;
}

/** The folder the static server serves for an app (a remote's holds one folder per version). */
export function distDir(app, root = ROOT) {
  return resolve(root, app.dir, 'dist');
}

/** The file whose presence proves a finished build of the app's current version (or `version`). */
export function buildMarker(app, root = ROOT, version = null) {
  const ownPage = app === HOST || app.name === HOST.name || app.federated === false;
  return ownPage
    ? resolve(distDir(app, root), 'index.html')
    : resolve(distDir(app, root), version ?? packageVersion(app, root), 'mf-manifest.json');
}

/** Every build marker of an app: its current version's, and each of its extra versions'. */
export function buildMarkers(app, root = ROOT) {
  return [
    buildMarker(app, root),
    ...(app.extraVersions ?? []).map((version) => buildMarker(app, root, version)),
  ];
}

/**
 * A deliberately incompatible remote version (deploy/fixtures/, committed, not built): served
 * beside the apps so the registry's contract check has something to refuse (issue 15).
 */
export const FIXTURES = { name: 'fixtures', dir: 'deploy/fixtures', port: 3009 };

/** The incompatible fixture's manifest URL, as a publish would name it. */
export const INCOMPATIBLE_FIXTURE_MANIFEST_URL = `http://localhost:${FIXTURES.port}/mf-feeds/0.9.0/mf-manifest.json`;

/** The fixture compatible in every rule but its module, which lacks a route it declares. */
export const MISMATCHED_FIXTURE_MANIFEST_URL = `http://localhost:${FIXTURES.port}/mf-feeds/0.9.1/mf-manifest.json`;

export function findRemote(nameOrFederationName) {
  return REMOTES.find(
    (r) => r.name === nameOrFederationName || r.federationName === nameOrFederationName,
  );
}

/** The fixture that passes every rule but throws on render for half of its page loads (ADR 024). */
export const FAILING_FIXTURE_MANIFEST_URL = `http://localhost:${FIXTURES.port}/mf-feeds/0.9.2/mf-manifest.json`;
