// Production builds of the host and the remotes, at most a few webpack processes at once (2 cores),
// skipping an app whose inputs have not changed since its last build (content hash in dist/.build-hash).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';

import { isShuttingDown, mapLimit, spawnPrefixed } from '../../deploy/src/stack/proc.mjs';
import { APPS, HOST, ROOT, buildMarker, distDir, packageName } from '../../deploy/src/topology.mjs';
import { PNPM_VERSION } from '../pnpm.mjs';

const { buildSettings } = createRequire(import.meta.url)(
  '../../shared/mf-config/src/build-settings.cjs',
);

// Not inputs: installed packages, and every folder a build writes (a build that counted its own
// source maps or server build would find its inputs changed by itself, and a fresh clone's
// hash would never match a checkout that has built once).
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'dist-monolith',
  'sourcemaps',
  'coverage',
  '.data',
  '@mf-types',
  '__snapshots__',
]);
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

function listFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, out);
    else if (entry.isFile() && !TEST_FILE.test(entry.name)) out.push(path);
  }
  return out;
}

/**
 * The inputs of an app's build: everything in its folder but tests and outputs (src/, public/,
 * package.json, webpack.config.cjs, …), every shared package, and the lockfile.
 */
export function buildInputs(app, root = ROOT) {
  const files = listFiles(resolve(root, app.dir));
  const sharedRoot = resolve(root, 'shared');
  for (const pkg of existsSync(sharedRoot) ? readdirSync(sharedRoot) : []) {
    files.push(...listFiles(resolve(sharedRoot, pkg)));
  }
  const lock = resolve(root, 'pnpm-lock.yaml');
  if (existsSync(lock)) files.push(lock);
  return files.sort();
}

export function buildHash(app, root = ROOT, env = process.env, version = null) {
  const hash = createHash('sha256');
  hash.update(`mode=production\0`);
  if (version) hash.update(`version=${version}\0`);
  // The build-time settings the webpack preset compiles in (e.g. KLUBB_API_URL), and only those:
  // a runtime or test knob (KLUBB_DATA_DIR, KLUBB_E2E_WORKERS, …) never forces a rebuild.
  for (const [key, value] of Object.entries(buildSettings(env))) hash.update(`${key}=${value}\0`);
  for (const file of buildInputs(app, root)) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const hashFile = (app, root, version = null) =>
  resolve(distDir(app, root), version ? `.build-hash-${version}` : '.build-hash');

export function isUpToDate(app, hash, root = ROOT, version = null) {
  const file = hashFile(app, root, version);
  return (
    existsSync(file) &&
    readFileSync(file, 'utf8').trim() === hash &&
    existsSync(buildMarker(app, root, version))
  );
}

/**
 * One build per app, and one more per extra version of a remote (topology.mjs `extraVersions`):
 * the same source under another version, in its own dist/<version>/ with its own hash file.
 */
export function buildJobs(apps) {
  return apps.flatMap((app) => [
    { app, version: null, label: app.name },
    ...(app.extraVersions ?? []).map((version) => ({
      app,
      version,
      label: `${app.name} ${version}`,
    })),
  ]);
}

/**
 * Builds every app (or `apps`) with `pnpm --filter <package> run build`. Returns
 * [{ name, status: 'built' | 'skipped' | 'failed', ms }]. Never throws for a failed build.
 */
export async function buildApps({
  apps = APPS,
  root = ROOT,
  jobs = Number(process.env.KLUBB_BUILD_JOBS) || 2,
  force = process.env.KLUBB_FORCE_BUILD === '1',
  verbose = process.env.KLUBB_BUILD_VERBOSE === '1',
  log = (line) => console.log(`[build] ${line}`),
} = {}) {
  return mapLimit(buildJobs(apps), jobs, async ({ app, version, label }) => {
    const started = Date.now();
    if (isShuttingDown()) return { name: label, status: 'failed', ms: 0 };
    const hash = buildHash(app, root, process.env, version);
    const marker = buildMarker(app, root, version);
    if (!force && isUpToDate(app, hash, root, version)) {
      log(`${label}: unchanged since its last build, skipped`);
      return { name: label, status: 'skipped', ms: Date.now() - started };
    }
    log(`${label}: building`);
    const proc = spawnPrefixed(
      `build ${label}`,
      'npx',
      ['--yes', `pnpm@${PNPM_VERSION}`, '--filter', packageName(app, root), 'run', 'build'],
      // webpack lists every asset: keep the log short unless it failed (or KLUBB_BUILD_VERBOSE=1).
      // KLUBB_REMOTE_VERSION is always set: empty, the package.json's version is built.
      {
        cwd: root,
        env: { NODE_ENV: 'production', KLUBB_REMOTE_VERSION: version ?? '' },
        capture: !verbose,
      },
    );
    const code = await proc.exited;
    const ms = Date.now() - started;
    if (isShuttingDown()) return { name: label, status: 'failed', ms };
    if (code !== 0 || !existsSync(marker)) {
      for (const line of proc.output) process.stdout.write(line);
      log(
        `${label}: FAILED (exit ${code}${code === 0 ? `, but ${relative(root, marker)} is missing` : ''})`,
      );
      return { name: label, status: 'failed', ms };
    }
    writeFileSync(hashFile(app, root, version), `${hash}\n`);
    log(`${label}: built in ${(ms / 1000).toFixed(1)}s`);
    return { name: label, status: 'built', ms };
  });
}

/**
 * The monolith build target (ADR 014, step 7): the host's client build with the remotes' modules
 * bundled in, into host/dist-monolith/, which `scripts/lighthouse.mjs --monolith` compares the
 * composed app with. Always built (about 25 s): it has no build hash of its own. Returns the same
 * record as buildApps' and never throws.
 */
export async function buildMonolith({
  root = ROOT,
  log = (line) => console.log(`[build] ${line}`),
} = {}) {
  const started = Date.now();
  log('monolith: building');
  const proc = spawnPrefixed(
    'build monolith',
    'npx',
    ['--yes', `pnpm@${PNPM_VERSION}`, '--filter', packageName(HOST, root), 'run', 'build:monolith'],
    { cwd: root, env: { NODE_ENV: 'production' }, capture: true },
  );
  const code = await proc.exited;
  const ms = Date.now() - started;
  const built = code === 0 && existsSync(resolve(root, 'host/dist-monolith/index.html'));
  if (!built) {
    for (const line of proc.output) process.stdout.write(line);
    log(`monolith: FAILED (exit ${code})`);
    return { name: 'monolith', status: 'failed', ms };
  }
  log(`monolith: built in ${(ms / 1000).toFixed(1)}s`);
  return { name: 'monolith', status: 'built', ms };
}
