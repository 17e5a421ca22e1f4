// The composed app against its monolith build (ADR 014): first-view JS in gzip bytes, from each
// run's network log, and the ratios the issue budgets (composed ≤ 1.10 × monolith).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { REMOTES_PREFIX } from '../../deploy/src/one-origin.mjs';
import { spawnPrefixed, stopAll, waitForUrl } from '../../deploy/src/stack/proc.mjs';
import { serveArgs } from '../../deploy/src/stack/stack.mjs';
import { APPS, HOST, ROOT, distDir } from '../../deploy/src/topology.mjs';

import { median } from './lighthouse-figures.mjs';

export const MONOLITH_DIR = resolve(ROOT, 'host/dist-monolith');

/** The gzip size of a served file: its `.gz` sibling when the build wrote one, else gzipped now. */
function gzipBytesOf(file) {
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? gzipSync(readFileSync(file)).length : null;
}

/**
 * The file a script URL of the stack names: on a remote's own origin, its dist folder; on the
 * host's, `hostDir`, or a remote's dist folder under `/remotes/<name>/` (one origin,
 * deploy/src/one-origin.mjs). Null for a URL no static server of the stack serves.
 */
export function fileOfScript(href, hostDir = distDir(HOST)) {
  const url = new URL(href);
  const app = APPS.find((candidate) => String(candidate.port) === url.port);
  if (!app) return null;
  const path = decodeURIComponent(url.pathname);
  if (app !== HOST) return resolve(distDir(app), `.${path}`);
  const [name, ...rest] = path.startsWith(`${REMOTES_PREFIX}/`)
    ? path.slice(REMOTES_PREFIX.length + 1).split('/')
    : [];
  const remote =
    name && rest.length && APPS.find((candidate) => candidate !== HOST && candidate.name === name);
  return remote ? resolve(distDir(remote), ...rest) : resolve(hostDir, `.${path}`);
}

/**
 * The gzip bytes of every script a run loaded from the app's static servers, found by URL in
 * the folders they serve (`hostDir` for the host: dist/ or dist-monolith/). Throws when a script
 * cannot be found, so a ratio is never taken over half the files. `hostOnly` (the monolith)
 * counts only the host's own files: the render service's page still names the route remote's
 * files for the gate to preload, which a monolith page fetches and never runs.
 */
export function firstViewJsGzipBytes(lhr, hostDir = distDir(HOST), { hostOnly = false } = {}) {
  const items = lhr?.audits?.['network-requests']?.details?.items ?? [];
  let total = 0;
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    const file = fileOfScript(item.url, hostDir);
    if (!file || (hostOnly && !file.startsWith(`${hostDir}/`))) continue;
    const bytes = gzipBytesOf(file);
    if (bytes === null) throw new Error(`no file behind the script ${item.url}`);
    total += bytes;
  }
  return total;
}

/**
 * Stops the stack's host server and serves `dir` on its port instead (the stack stops it later),
 * as the stack serves the host (deploy/src/stack/stack.mjs): the first view inlined and the route
 * rendered by the same render service, the API and media behind the same origin. The monolith's
 * page is then rendered and hydrated as the composed one is, and the two compare like for like.
 */
export async function swapHostServer(procs, dir) {
  const index = procs.findIndex((proc) => proc.name === HOST.name);
  if (index === -1) throw new Error('the stack has no host server');
  await stopAll([procs[index]]);
  const next = spawnPrefixed(HOST.name, process.execPath, serveArgs(HOST, dir), {
    cwd: ROOT,
    quiet: true,
  });
  procs[index] = next;
  await waitForUrl(`http://localhost:${HOST.port}/`, { timeoutMs: 30_000, proc: next });
}

const ratio = (a, b) => (a === null || b === null || b === 0 ? null : a / b);

/** Per page: median first-view JS (gzip) and LCP of both builds, and composed / monolith. */
export function monolithRatios(composed, monolith) {
  return composed.map((page) => {
    const other = monolith.find((candidate) => candidate.name === page.name);
    const js = median(page.runs.map((run) => run.jsGzipBytes));
    const jsMonolith = median(other?.runs.map((run) => run.jsGzipBytes) ?? []);
    const lcp = median(page.runs.map((run) => run.figures.lcpMs));
    const lcpMonolith = median(other?.runs.map((run) => run.figures.lcpMs) ?? []);
    return {
      name: page.name,
      jsGzipBytes: { composed: js, monolith: jsMonolith, ratio: ratio(js, jsMonolith) },
      lcpMs: { composed: lcp, monolith: lcpMonolith, ratio: ratio(lcp, lcpMonolith) },
    };
  });
}

/** The ratio limits budgets.json → lighthouse.monolith may set, and the row figure each reads. */
const RATIO_LIMITS = { maxJsGzipRatio: 'jsGzipBytes', maxLcpRatio: 'lcpMs' };

/**
 * The pages the monolith is measured on: budgets.json → lighthouse.monolith.pages among `names`
 * (all of `names` when the budget names none). Throws on a page the budget names that is not a
 * measured page, or on an unknown limit, so a misspelt budget fails before the runs.
 */
export function monolithPages(names, budget) {
  for (const key of Object.keys(budget ?? {})) {
    if (!key.startsWith('$') && key !== 'pages' && !RATIO_LIMITS[key]) {
      throw new Error(`budgets.json lighthouse.monolith: unknown limit "${key}"`);
    }
  }
  const wanted = budget?.pages ?? names;
  const unknown = wanted.filter((name) => !names.includes(name) && !name.startsWith('$'));
  if (budget?.pages && unknown.length > 0) {
    throw new Error(`budgets.json lighthouse.monolith.pages: no page named ${unknown.join(', ')}`);
  }
  return names.filter((name) => wanted.includes(name));
}

/**
 * The composed / monolith ratios (monolithRatios' rows) against budgets.json →
 * lighthouse.monolith: [{ page, limit, value, bound, message }], [] when all are met. A ratio that
 * could not be taken (a figure missing) is a failure too.
 */
export function checkMonolithRatios(rows, budget) {
  const failures = [];
  for (const row of rows) {
    for (const [limit, figure] of Object.entries(RATIO_LIMITS)) {
      const bound = budget?.[limit];
      if (typeof bound !== 'number') continue;
      const value = row[figure].ratio;
      if (value !== null && value <= bound) continue;
      const what = figure === 'lcpMs' ? 'LCP' : 'first-view JS (gzip)';
      failures.push({
        page: row.name,
        limit,
        value,
        bound,
        message:
          value === null
            ? `${row.name}: the composed / monolith ${what} ratio was not measured (${limit})`
            : `${row.name}: composed / monolith ${what} ${value.toFixed(2)}× over the budget ${bound.toFixed(2)}× (${limit})`,
      });
    }
  }
  return failures;
}

/** The ratios as a table. */
export function formatRatios(rows) {
  const kb = (bytes) => (bytes === null ? '-' : `${(bytes / 1024).toFixed(0)} KB`);
  const s = (ms) => (ms === null ? '-' : `${(ms / 1000).toFixed(2)} s`);
  const x = (value) => (value === null ? '-' : `${value.toFixed(2)}×`);
  const lines = [
    '| page | JS gzip composed | JS gzip monolith | ratio | LCP composed | LCP monolith | ratio |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.name} | ${kb(row.jsGzipBytes.composed)} | ${kb(row.jsGzipBytes.monolith)} | ${x(row.jsGzipBytes.ratio)} | ${s(row.lcpMs.composed)} | ${s(row.lcpMs.monolith)} | ${x(row.lcpMs.ratio)} |`,
    );
  }
  return lines.join('\n');
}
