// The render service's benchmark (issue 33, ADR 028): on the composed production stack (built
// first: `node scripts/build.mjs`), autocannon with 8 connections against
//   - a static file of the host's folder from the render service (the yardstick),
//   - a visitor's page from the same service, its public page cache on,
//   - the same pages from a second service with the cache off (every request a server render),
// each slice between two static slices, and prints req/s, p50 and p99 with the cached pages'
// share of the static file's req/s. `--check` compares with budgets.json → render and exits 1
// when the cached pages miss theirs. Run alone (a busy CPU moves every figure), in a network
// namespace of its own when another stack may be running:
//   node render/bench/render-bench.mjs [--check] [--seconds 5]
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import autocannon from 'autocannon';

import { BRAND_URLS, distDir, HOST, ROOT } from '@klubb/deploy/src/topology.mjs';

import { startStack, warmPages } from '../../deploy/src/stack/stack.mjs';

const { values } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = 8;
const COLD_PORT = 3190;
const budget = JSON.parse(readFileSync(resolve(ROOT, 'budgets.json'), 'utf8')).render;
// Both brands, a feed and a type feed: a mix of pages, as visitors ask for them.
const PAGES = Object.values(BRAND_URLS).flatMap((appUrl) => [`${appUrl}/`, `${appUrl}/live`]);

function run(port, pages) {
  const requests = pages.map((pageUrl) => {
    const url = new URL(pageUrl, 'http://localhost:3000');
    return {
      method: 'GET',
      path: `${url.pathname}${url.search}`,
      headers: { host: url.host, 'accept-encoding': 'br' },
    };
  });
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests,
  });
}

const figure = (result) => ({
  perS: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors + result.timeouts,
});

/** Whether every page comes rendered by the server from the service on `port`. */
async function allRendered(port) {
  const bodies = await Promise.all(
    PAGES.map(async (pageUrl) => {
      const url = new URL(pageUrl);
      const res = await fetch(`http://127.0.0.1:${port}${url.pathname}`, {
        headers: { host: url.host },
      });
      return res.text();
    }),
  );
  return bodies.every((html) => html.includes('data-klubb-rendered'));
}

function startCold() {
  const child = spawn(
    process.execPath,
    [
      resolve(ROOT, 'render/src/main.mjs'),
      '--dir',
      distDir(HOST),
      '--port',
      String(COLD_PORT),
      '--spa',
      '--one-origin',
      '--no-page-cache',
    ],
    { stdio: 'ignore' },
  );
  return child;
}

// As production may run it: the brand and its document kept for the document's max-age (5 s),
// and the stack's render service with its page cache (opt-in, render/src/page-cache.mjs).
process.env.KLUBB_FIRST_VIEW_TTL_MS ??= '5000';
process.env.KLUBB_PAGE_CACHE ??= '1';
const stack = await startStack({ quiet: true });
const cold = startCold();
try {
  // The cold service is asked with the brands' own Host headers, as nginx would ask it.
  await warmPages(COLD_PORT, { pages: PAGES });
  await warmPages(HOST.port, { pages: PAGES });
  const staticFile = `/${readdirSync(distDir(HOST)).find((name) => /^main\.[0-9a-f]+\.js$/.test(name))}`;
  const rendered = { cached: await allRendered(HOST.port), cold: await allRendered(COLD_PORT) };
  const statics = [];
  const slice = async (port, pages) => {
    statics.push(figure(await run(HOST.port, [staticFile])));
    const result = figure(await run(port, pages));
    statics.push(figure(await run(HOST.port, [staticFile])));
    return result;
  };
  const cached = await slice(HOST.port, PAGES);
  const coldPages = await slice(COLD_PORT, PAGES);
  const staticPerS = Math.round(statics.reduce((sum, s) => sum + s.perS, 0) / statics.length);
  const ratio = cached.perS / staticPerS;
  const rows = [
    ['static file', { perS: staticPerS, p50: statics[0].p50, p99: statics[0].p99, failed: 0 }],
    ['page, cache on', cached],
    ['page, cache off', coldPages],
  ];
  console.log(
    `render bench: ${CONNECTIONS} connections, ${SECONDS} s a slice, pages ${PAGES.join(' ')}`,
  );
  for (const [name, f] of rows) {
    console.log(
      `${name.padEnd(16)} ${String(f.perS).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  failed ${f.failed}`,
    );
  }
  console.log(
    `cached pages / static file: ${ratio.toFixed(2)} (budget ≥ ${budget.minCachedPageRatio})`,
  );
  console.log(
    `cached p99: ${cached.p99} ms (budget ≤ ${budget.maxCachedPageP99Ms}); cold renders: ${coldPages.perS}/s (target ${budget.coldRendersPerSTarget}/s, printed, not checked)`,
  );
  console.log(`every page server-rendered: cached ${rendered.cached}, cold ${rendered.cold}`);
  if (values.check) {
    const misses = [
      ...(ratio < budget.minCachedPageRatio ? [`ratio ${ratio.toFixed(2)}`] : []),
      ...(cached.p99 > budget.maxCachedPageP99Ms ? [`p99 ${cached.p99} ms`] : []),
      ...(rendered.cached ? [] : ['the cached pages were not server-rendered']),
      ...(cached.failed ? [`${cached.failed} failed requests`] : []),
    ];
    if (misses.length) {
      console.error(`render bench over budget: ${misses.join(', ')}`);
      process.exitCode = 1;
    }
  }
} finally {
  cold.kill();
  await stack.stop();
}
