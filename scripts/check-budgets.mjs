// Size budgets (STYLE.md): gzip bytes of the host's initial JS and of each remote's remoteEntry.js,
// measured on the production build against budgets.json. Exits 1 when any is over or missing.
// Host initial JS = the scripts index.html loads + the shared singletons the host provides at start
// (from its mf-manifest.json). The host's own bootstrap chunk is not identifiable there, so it is not
// counted; `host all JS` is printed as an upper bound.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

import { HOST, REMOTES, ROOT, distDir, packageVersion } from '../deploy/src/topology.mjs';

export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

/**
 * The local JS files index.html loads, as absolute paths: each `<script src>`, and the scripts a
 * first-paint gate starts (its `data-scripts`, mf-config's first-paint.cjs), which are the page's
 * own scripts held back until its picture has painted.
 */
export function initialScripts(indexHtml) {
  const html = readFileSync(indexHtml, 'utf8');
  const sources = [];
  // The host's HTML is minified: attribute values may come without quotes.
  const attribute = (name) =>
    new RegExp(`<script\\b[^>]*?\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'gi');
  for (const match of html.matchAll(attribute('src'))) {
    sources.push(match[1] ?? match[2] ?? match[3] ?? '');
  }
  for (const match of html.matchAll(attribute('data-scripts'))) {
    sources.push(...(match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/).filter(Boolean));
  }
  return sources
    .filter((src) => !/^(https?:)?\/\//i.test(src)) // not ours to measure
    .map((src) => resolve(dirname(indexHtml), src.split(/[?#]/)[0].replace(/^\/+/, '')));
}

/**
 * The shared singletons the host provides at start (react, react-dom, the router, the store, …):
 * the sync JS assets of every `shared` entry in the host's mf-manifest.json.
 */
export function sharedScripts(manifestFile) {
  if (!existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const files = (manifest.shared ?? []).flatMap((s) => s.assets?.js?.sync ?? []);
  return files.map((f) => resolve(dirname(manifestFile), f));
}

/** The chunk ids a webpack chunk file installs (`push([[103,484],…`), or null for another file. */
export function chunkIdsOf(source) {
  const ids = /\.push\(\[\[([\w\s,"'-]+)\]/.exec(source.slice(0, 400))?.[1];
  return ids ? ids.split(',').map((id) => id.trim().replace(/^["']|["']$/g, '')) : null;
}

/**
 * The files the browser fetches of `files`: webpack writes some chunks twice, alone (`484.js`)
 * and merged into another file (`103.js` installs chunks 103 and 484), and the manifest lists
 * both; once the merged file has run, the chunk is installed and its own file is never asked
 * for. A file whose chunks another listed file installs is left out (counted once, not twice).
 */
export function fetchedScripts(files) {
  const idsOf = new Map(
    files.map((f) => [f, existsSync(f) ? chunkIdsOf(readFileSync(f, 'utf8')) : null]),
  );
  return files.filter((file) => {
    const own = idsOf.get(file);
    if (!own) return true;
    return !files.some((other) => {
      const ids = idsOf.get(other);
      return (
        other !== file && ids && ids.length > own.length && own.every((id) => ids.includes(id))
      );
    });
  });
}

/**
 * Groups of chunk files that install the same chunks (each group sorted, two files or more): one
 * chunk emitted twice under two names. Module Federation gives a shared module a provided chunk
 * and a fallback chunk; when the two held the same modules the build wrote both, and the page
 * preloaded one and ran the other (mf-config's late duplicate-chunk merge).
 */
export function duplicateChunkFiles(files) {
  const byIds = new Map();
  for (const file of files) {
    const ids = existsSync(file) ? chunkIdsOf(readFileSync(file, 'utf8')) : null;
    if (!ids) continue;
    const key = [...ids].sort().join(',');
    byIds.set(key, [...(byIds.get(key) ?? []), file]);
  }
  return [...byIds.values()].filter((group) => group.length > 1).map((group) => group.sort());
}

/** A row per build folder: the gzip bytes of its duplicated chunk files, budget 0. */
function duplicateRow(name, dir) {
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.js'))
        .map((f) => resolve(dir, f))
    : [];
  const groups = duplicateChunkFiles(files);
  const copies = groups.flatMap((group) => group.slice(1));
  return {
    name: `${name} duplicated chunks`,
    detail: groups.length
      ? groups.map((group) => group.map((f) => basename(f)).join(' = ')).join(', ')
      : `none in ${files.length} file(s)`,
    bytes: copies.reduce((n, f) => n + gzipSize(f), 0),
    budget: 0,
  };
}

/** Rows of { name, detail, bytes, budget } (bytes null when the build output is missing). */
export function measure({ root = ROOT, budgets = readBudgets(root) } = {}) {
  const rows = [];
  const hostDist = distDir(HOST, root);
  const index = resolve(hostDist, 'index.html');
  if (existsSync(index)) {
    const entry = initialScripts(index);
    const shared = sharedScripts(resolve(hostDist, 'mf-manifest.json'));
    const files = fetchedScripts([...new Set([...entry, ...shared])]);
    const missing = files.filter((f) => !existsSync(f));
    rows.push({
      name: 'host initial JS',
      detail: `${entry.length} entry + ${shared.length} shared file(s)`,
      bytes: missing.length || !entry.length ? null : files.reduce((n, f) => n + gzipSize(f), 0),
      budget: budgets.hostInitialJs,
    });
    const allJs = readdirSync(hostDist).filter((f) => f.endsWith('.js'));
    rows.push(duplicateRow('host', hostDist));
    rows.push({
      name: 'host all JS (info)',
      detail: `${allJs.length} file(s)`,
      bytes: allJs.reduce((n, f) => n + gzipSize(resolve(hostDist, f)), 0),
      budget: null,
    });
  } else {
    rows.push({
      name: 'host initial JS',
      detail: 'no host/dist/index.html',
      bytes: null,
      budget: budgets.hostInitialJs,
    });
  }
  for (const remote of REMOTES) {
    const version = packageVersion(remote, root);
    const entry = resolve(distDir(remote, root), version, 'remoteEntry.js');
    rows.push({
      name: `${remote.name} remoteEntry.js`,
      detail: version,
      bytes: existsSync(entry) ? gzipSize(entry) : null,
      budget: budgets.remoteEntry?.[remote.name] ?? null,
    });
    rows.push(duplicateRow(`${remote.name} ${version}`, dirname(entry)));
  }
  return rows;
}

function readBudgets(root) {
  return JSON.parse(readFileSync(resolve(root, 'budgets.json'), 'utf8'));
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function report(rows) {
  let failed = 0;
  const table = rows.map((row) => {
    const over = row.budget !== null && (row.bytes === null || row.bytes > row.budget);
    if (over) failed++;
    const verdict =
      row.budget === null ? '' : row.bytes === null ? 'MISSING' : over ? 'OVER' : 'ok';
    const size = row.bytes === null ? '-' : kb(row.bytes);
    return [row.name, row.detail, size, row.budget === null ? '-' : kb(row.budget), verdict];
  });
  const all = [['what', 'detail', 'gzip', 'budget', ''], ...table];
  const widths = all[0].map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const text = all.map((r) =>
    r
      .map((cell, i) => cell.padEnd(widths[i] + 2))
      .join('')
      .trimEnd(),
  );
  return { text: text.join('\n'), failed };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { text, failed } = report(measure());
  console.log(text);
  console.log(failed ? `\n${failed} budget(s) exceeded or unmeasurable` : '\nall budgets met');
  process.exit(failed ? 1 : 0);
}
