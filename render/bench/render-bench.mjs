// The render service's benchmark (issue 33, ADR 028): on the composed production stack (built
// first: `node scripts/build.mjs`), autocannon with 8 connections against
//   - a static file of the host's folder from the render service (the yardstick),
//   - a visitor's page from the same service, its public page cache on,
//   - the same pages from a second service with the cache off (every request a server render),
//   - with `--nginx`, the production path (ADR 028): nginx with its proxy_cache in front of the
//     cache-off service, against a static file from the same nginx (nginx-front.mjs),
// each cached slice between two static slices of its own server, and prints req/s, p50 and p99 with the
// cached pages' share of their server's static file's req/s, the cold service's CPU per page
// (its process's user + system time over the slice, from /proc) and the load averages.
// `--check` compares the production path and the cold renders with budgets.json → render (it
// implies `--nginx`; the in-process cache, `npm start`'s fallback, is printed beside them) and
// exits 1 when the pages miss theirs. `--profile DIR`: the cold service runs with `node --cpu-prof` and writes its profile
// there when it stops (render/bench/cpu-profile-summary.mjs reads it). Run alone (a busy CPU moves
// every figure), in a network namespace of its own when another stack may be running:
// The cold service runs `--workers` processes (default 2, one per core here; its CPU is all of
// theirs).
// `--cold-start`: the cold slice without the slice that warms the service's JIT first.
//   node render/bench/render-bench.mjs [--check] [--nginx] [--seconds 5] [--profile DIR] [--workers 2]
//     [--cold-start]
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { distDir, HOST, ROOT } from '@klubb/deploy/src/topology.mjs';

import { startStack, warmPages } from '../../deploy/src/stack/stack.mjs';

import {
  CONNECTIONS,
  cpuMsOf,
  cpuPerPage,
  isRendered,
  loadOf,
  loads,
  PAGES,
  pageText,
  startColdService,
} from './bench-pages.mjs';
import { startNginxFront } from './nginx-front.mjs';

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    nginx: { type: 'boolean', default: false },
    profile: { type: 'string' },
    workers: { type: 'string', default: '2' },
    'cold-start': { type: 'boolean', default: false },
  },
});
// The cold service's processes (render/src/main.mjs --workers): one per core of this machine.
const WORKERS = Number(values.workers);
const withNginx = values.nginx || values.check;
const SECONDS = Number(values.seconds);
const COLD_PORT = 3190;
const NGINX_PORT = 3191;
const budget = JSON.parse(readFileSync(resolve(ROOT, 'budgets.json'), 'utf8')).render;

const run = (port, pages) => loadOf(port, pages, SECONDS);

const figure = (result) => ({
  total: result.requests.total,
  perS: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors + result.timeouts,
});

/** Whether every page comes rendered by the server from the service on `port`. */
async function allRendered(port) {
  const bodies = await Promise.all(PAGES.map((pageUrl) => pageText(port, pageUrl)));
  return bodies.every(isRendered);
}

function startCold() {
  return startColdService({
    dir: distDir(HOST),
    port: COLD_PORT,
    workers: WORKERS,
    nodeArgs: values.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(values.profile)}`] : [],
  });
}

/** The cold service's CPU per page, each page asked `rounds` times one after another. */
async function cpuPerPages(port, pid, rounds) {
  const perPage = [];
  for (const pageUrl of PAGES) {
    perPage.push({ pageUrl, rounds, ...(await cpuPerPage(port, pid, pageUrl, rounds)) });
  }
  return perPage;
}

const row = (name, f) =>
  console.log(
    `${name.padEnd(24)} ${String(f.perS).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  failed ${f.failed}${f.cpuMs === undefined ? '' : `  server CPU ${f.cpuMs.toFixed(3)} ms an answer`}`,
  );

// As production may run it: the brand and its document kept for the document's max-age (5 s),
// and the stack's render service with its page cache (opt-in, render/src/page-cache.mjs).
process.env.KLUBB_FIRST_VIEW_TTL_MS ??= '5000';
// A page's data kept 2 s for its next render (host/src/server/remembered-data.ts; an earlier build
// ignores it): the page's own freshness, as production may keep it.
process.env.KLUBB_RENDER_DATA_TTL_MS ??= '2000';
process.env.KLUBB_PAGE_CACHE ??= '1';
const stack = await startStack({ quiet: true });
const cold = startCold();
let front = null;
try {
  // The cold service is asked with the brands' own Host headers, as nginx would ask it.
  // Side by side, so that the connections, and so the pages, reach each of its processes.
  await Promise.all(
    Array.from({ length: 2 * WORKERS }, () => warmPages(COLD_PORT, { pages: PAGES })),
  );
  await warmPages(HOST.port, { pages: PAGES });
  if (withNginx) {
    front = await startNginxFront({ port: NGINX_PORT, renderPort: COLD_PORT });
    await warmPages(NGINX_PORT, { pages: PAGES });
  }
  const staticFile = `/${readdirSync(distDir(HOST)).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))}`;
  const rendered = {
    'in-process cache': await allRendered(HOST.port),
    'cache off': await allRendered(COLD_PORT),
    ...(front ? { 'nginx proxy_cache': await allRendered(NGINX_PORT) } : {}),
  };
  const loadBefore = loads();
  const cpu = await cpuPerPages(COLD_PORT, cold.pid, 20);
  // A slice of pages between two slices of its own server's static file.
  // A slice of pages between two slices of its own server's static file; with the server's `pid`,
  // each with the server's CPU an answer (its processes' user + system time over the run).
  const slice = async (port, pages, pid = null) => {
    const measured = async (asked) => {
      const cpuBefore = pid ? cpuMsOf(pid) : 0;
      const f = figure(await run(port, asked));
      return pid ? { ...f, cpuMs: (cpuMsOf(pid) - cpuBefore) / Math.max(1, f.total) } : f;
    };
    const before = await measured([staticFile]);
    const pagesFigure = await measured(pages);
    const after = await measured([staticFile]);
    return { pages: pagesFigure, statics: [before, after] };
  };
  const inProcess = await slice(HOST.port, PAGES);
  // A slice not counted first: the cold service's JIT warmed by pages under load, as a service
  // that has been up for a while has it. Measured from a cold start, the slice's first few hundred
  // renders compiled the host's and remote's code on the side (2026-11-30: 110-154 pages/s at
  // 11.4-15.9 ms a page, against 261/s at 6.8 ms once warm; docs/perf.md session 27).
  // `--cold-start`: without it, as the bench measured until then.
  if (!values['cold-start']) await run(COLD_PORT, PAGES);
  const coldCpuBefore = cpuMsOf(cold.pid);
  const coldPages = figure(await run(COLD_PORT, PAGES));
  const coldCpuMs = cpuMsOf(cold.pid) - coldCpuBefore;
  const behindCpuBefore = cpuMsOf(cold.pid);
  const production = front ? await slice(NGINX_PORT, PAGES, front.pid) : null;
  // What the render service behind nginx worked meanwhile: its renders of pages past s-maxage.
  const behindCpuMs = cpuMsOf(cold.pid) - behindCpuBefore;
  const loadAfter = loads();
  const yardstick = (statics) => ({
    perS: Math.round(statics.reduce((sum, s) => sum + s.perS, 0) / statics.length),
    p50: Math.max(...statics.map((s) => s.p50)),
    p99: Math.max(...statics.map((s) => s.p99)),
    failed: statics.reduce((sum, s) => sum + s.failed, 0),
    ...(statics.every((s) => s.cpuMs !== undefined)
      ? { cpuMs: statics.reduce((sum, s) => sum + s.cpuMs, 0) / statics.length }
      : {}),
  });
  console.log(
    `render bench: ${CONNECTIONS} connections, ${SECONDS} s a slice, pages ${PAGES.join(' ')}`,
  );
  console.log(`load average (1, 5, 15 min): before ${loadBefore}, after ${loadAfter}`);
  for (const { pageUrl, ms, rendered: count, rounds } of cpu) {
    console.log(
      `cold CPU per page, one at a time: ${ms.toFixed(1)} ms  ${pageUrl} (${count}/${rounds} server-rendered)`,
    );
  }
  const ratios = {};
  const paths = [
    ['render service', 'in-process cache', inProcess],
    ...(production ? [['nginx', 'nginx proxy_cache', production]] : []),
  ];
  for (const [server, name, measured] of paths) {
    const statics = yardstick(measured.statics);
    ratios[name] = measured.pages.perS / statics.perS;
    row(`static file (${server})`, statics);
    row(`page, ${name}`, measured.pages);
  }
  row('page, cache off', coldPages);
  const coldPerPage = coldPages.total ? coldCpuMs / coldPages.total : 0;
  console.log(
    `cache off, ${CONNECTIONS} connections, ${WORKERS} process${WORKERS > 1 ? 'es' : ''}: ${coldPerPage.toFixed(1)} ms CPU per page, ${coldPages.perS}/s (budget ≥ ${budget.coldRendersPerSTarget}/s)`,
  );
  if (production) {
    console.log(
      `the render service behind nginx: ${behindCpuMs.toFixed(0)} ms CPU over the nginx slices (${production.pages.total} pages, ${coldPerPage ? `about ${Math.round(behindCpuMs / coldPerPage)} renders` : ''})`,
    );
  }
  for (const [, name, measured] of paths) {
    // The budget is the production path's; npm start's fallback is printed against it, not checked.
    const against = name === 'nginx proxy_cache' ? 'budget' : 'not checked: the budget';
    console.log(
      `${name}: pages / static file ${ratios[name].toFixed(2)} (${against} ≥ ${budget.minCachedPageRatio}), p99 ${measured.pages.p99} ms (${against} ≤ ${budget.maxCachedPageP99Ms})`,
    );
  }
  console.log(
    `every page server-rendered: ${Object.entries(rendered)
      .map(([name, all]) => `${name} ${all}`)
      .join(', ')}`,
  );
  if (values.check) {
    // The budget is the production path's (docs/perf.md, "the production path").
    const checked = production.pages;
    const ratio = ratios['nginx proxy_cache'];
    const misses = [
      ...(ratio < budget.minCachedPageRatio ? [`ratio ${ratio.toFixed(2)}`] : []),
      ...(checked.p99 > budget.maxCachedPageP99Ms ? [`p99 ${checked.p99} ms`] : []),
      ...(rendered['nginx proxy_cache'] ? [] : ['the cached pages were not server-rendered']),
      ...(checked.failed ? [`${checked.failed} failed requests`] : []),
      ...(coldPages.perS < budget.coldRendersPerSTarget
        ? [`cold renders ${coldPages.perS}/s`]
        : []),
      ...(coldPages.failed ? [`${coldPages.failed} failed cold renders`] : []),
      ...(rendered['cache off'] ? [] : ['the cold pages were not server-rendered']),
    ];
    if (misses.length) {
      console.error(`render bench over budget: ${misses.join(', ')}`);
      process.exitCode = 1;
    }
  }
} finally {
  await front?.stop();
  await cold.stop();
  await stack.stop();
}
