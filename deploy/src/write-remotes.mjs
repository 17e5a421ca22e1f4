// Writes the host's remotes.json: for each remote its federation name, version and the URL of that
// version's mf-manifest.json. The host fetches it (no-cache) at start, so repointing one entry
// publishes or rolls back one remote without rebuilding the host (deploy/README.md).
//
//   node deploy/src/write-remotes.mjs [--out host/dist/remotes.json]
//   node deploy/src/write-remotes.mjs publish  <remote> [--version x.y.z] [--out …]
//   node deploy/src/write-remotes.mjs rollback <remote> --version x.y.z [--out …]
//
// Base URL per remote: env KLUBB_REMOTE_<NAME>_URL (e.g. KLUBB_REMOTE_MF_FEEDS_URL), default
// http://localhost:<port>.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

import { REMOTES, ROOT, distDir, findRemote, packageVersion } from './topology.mjs';

export const DEFAULT_OUT = resolve(ROOT, 'host/dist/remotes.json');

export function baseUrlFor(remote, env = process.env) {
  const key = `KLUBB_REMOTE_${remote.federationName.toUpperCase()}_URL`;
  return (env[key] || `http://localhost:${remote.port}`).replace(/\/+$/, '');
}

export function remoteEntry(remote, version, env = process.env) {
  return {
    name: remote.federationName,
    version,
    manifestUrl: `${baseUrlFor(remote, env)}/${version}/mf-manifest.json`,
  };
}

/** The document for every remote at the version in its package.json. */
export function remotesDocument({ env = process.env, root = ROOT } = {}) {
  return {
    remotes: REMOTES.map((remote) => remoteEntry(remote, packageVersion(remote, root), env)),
  };
}

/** Returns a copy of `doc` with one remote repointed to `version` (added when absent). */
export function repoint(doc, remote, version, env = process.env) {
  const entry = remoteEntry(remote, version, env);
  const remotes = doc.remotes.some((r) => r.name === entry.name)
    ? doc.remotes.map((r) => (r.name === entry.name ? entry : r))
    : [...doc.remotes, entry];
  return { ...doc, remotes };
}

export function readRemotes(file = DEFAULT_OUT) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Writes atomically: a host that fetches remotes.json meanwhile never sees half a file. */
export function writeRemotes(doc, file = DEFAULT_OUT) {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(doc, null, 2)}\n`);
  renameSync(tmp, file);
  return file;
}

function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string', default: DEFAULT_OUT },
      version: { type: 'string' },
    },
  });
  const [command = 'write', name] = positionals;
  const out = resolve(values.out);
  if (command === 'write') {
    writeRemotes(remotesDocument(), out);
    console.log(`wrote ${out}`);
    return;
  }
  if (command !== 'publish' && command !== 'rollback') {
    throw new Error(`unknown command ${command} (write, publish, rollback)`);
  }
  const remote = name && findRemote(name);
  if (!remote) throw new Error(`unknown remote ${name ?? '(none)'}`);
  if (command === 'rollback' && !values.version) throw new Error('rollback needs --version');
  const version = values.version ?? packageVersion(remote);
  // Locally the version folder must exist; in production it is on the remote's origin already.
  const manifest = resolve(distDir(remote), version, 'mf-manifest.json');
  if (
    !existsSync(manifest) &&
    !process.env[`KLUBB_REMOTE_${remote.federationName.toUpperCase()}_URL`]
  ) {
    throw new Error(`${manifest} is missing: build ${remote.name} ${version} first`);
  }
  const current = existsSync(out) ? readRemotes(out) : remotesDocument();
  writeRemotes(repoint(current, remote, version), out);
  console.log(`${command}: ${remote.federationName} -> ${version} in ${out}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    console.error(`write-remotes: ${error.message}`);
    process.exit(1);
  }
}
