// CPU per server render (issue 33), this build against another in one run: the stack (API,
// remotes) and two render services with their page cache off, one on this worktree's host build
// and one on each `--before DIR` (a copy of an earlier build: DIR/dist and DIR/dist-server, e.g. made
// with `cp -r host/dist host/dist-server DIR/` before a change). It first checks that both give
// the same page for each of the bench's pages (the response's nonce aside), then asks each page
// `--rounds` times one after another from each service in turn, and prints each service's CPU ms
// per page (its process's user + system time, from /proc) with the load averages. Run alone, in
// a network namespace of its own. `--load SECONDS`: then each service in turn (2 processes each,
// `--workers`) is asked with 8 connections for that long, `--repeat` times, and prints its pages a
// second and CPU per page under load — render-bench.mjs's cold slice, paired in one run:
//   node render/bench/render-cpu-bench.mjs --before DIR [--rounds 20] [--repeat 3] [--load 5]
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { distDir, HOST } from '@klubb/deploy/src/topology.mjs';

import { startStack, warmPages } from '../../deploy/src/stack/stack.mjs';

import {
  cpuMsOf,
  cpuPerPage,
  isRendered,
  loadOf,
  loads,
  PAGES,
  pageText,
  startColdService,
} from './bench-pages.mjs';

const { values } = parseArgs({
  options: {
    before: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '20' },
    repeat: { type: 'string', default: '3' },
    load: { type: 'string' },
    workers: { type: 'string', default: '2' },
  },
});
if (!values.before) {
  console.error('usage: render-cpu-bench.mjs --before DIR [--rounds 20] [--repeat 3]');
  process.exit(2);
}
const ROUNDS = Number(values.rounds);
const REPEAT = Number(values.repeat);
const LOAD_SECONDS = Number(values.load ?? 0);
const WORKERS = LOAD_SECONDS ? Number(values.workers) : 1;

/** `seconds` of the bench's load over the pages on `port`: pages a second, and CPU ms a page. */
async function underLoad(port, pid, seconds) {
  const before = cpuMsOf(pid);
  const result = await loadOf(port, PAGES, seconds);
  const failed = result.non2xx + result.errors + result.timeouts;
  return {
    perS: result.requests.average,
    p99: result.latency.p99,
    msPerPage: (cpuMsOf(pid) - before) / Math.max(1, result.requests.total),
    failed,
  };
}

/**
 * The page with the response's own values named alike, to compare two pages: its nonce, and the
 * times in its dehydrated queries (when each answer came and was dehydrated, epoch ms).
 */
const comparable = (html) =>
  html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/"(dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d{13}/g, '"$1":0');

/** The page from each service, asked again (up to 5 times) until both are server renders. */
async function pagesOf(pageUrl) {
  let pages = [];
  for (let i = 0; i < 5; i += 1) {
    pages = await Promise.all(services.map(([, , port]) => pageText(port, pageUrl)));
    if (pages.every(isRendered)) break;
  }
  return pages;
}

/** Where two texts first differ, with a little of each; null when they are the same. */
function firstDifference(a, b) {
  if (a === b) return null;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return `at ${i} of ${a.length}/${b.length}: …${a.slice(i, i + 60)}… against …${b.slice(i, i + 60)}…`;
}

process.env.KLUBB_FIRST_VIEW_TTL_MS ??= '5000';
// A page's data kept 2 s for its next render (host/src/server/remembered-data.ts; an earlier build
// ignores it): the page's own freshness, as production may keep it.
process.env.KLUBB_RENDER_DATA_TTL_MS ??= '2000';
const stack = await startStack({ quiet: true });
// Each earlier build by its folder's name, then this worktree's, each on a port of its own.
const services = [
  ...values.before.map((dir, i) => {
    const port = 3192 + i;
    const service = startColdService({ dir: resolve(dir, 'dist'), port, workers: WORKERS });
    return [basename(resolve(dir)), service, port];
  }),
  ['this build', startColdService({ dir: distDir(HOST), port: 3190, workers: WORKERS }), 3190],
];
try {
  // Side by side, so that the connections, and so the pages, reach each of a service's processes.
  for (const [, , port] of services) {
    await Promise.all(Array.from({ length: 2 * WORKERS }, () => warmPages(port, { pages: PAGES })));
  }
  console.log(
    `render CPU bench: ${ROUNDS} rounds a page, ${REPEAT} times, pages ${PAGES.join(' ')}`,
  );
  for (const pageUrl of PAGES) {
    const pages = await pagesOf(pageUrl);
    const after = pages.at(-1);
    const rendered = pages.map((html, i) => `${services[i][0]} ${isRendered(html)}`).join(', ');
    const differences = pages
      .slice(0, -1)
      .map((html, i) => [services[i][0], firstDifference(comparable(html), comparable(after))])
      .filter(([, difference]) => difference)
      .map(([name, difference]) => `${name} differs ${difference}`);
    console.log(
      `${pageUrl}: server-rendered ${rendered}; ${differences.length ? differences.join('; ') : 'the same page from each'}`,
    );
  }
  if (LOAD_SECONDS) {
    const sums = new Map(services.map(([name]) => [name, { perS: 0, ms: 0 }]));
    for (let repeat = 0; repeat < REPEAT; repeat += 1) {
      console.log(`load average (1, 5, 15 min): ${loads()}`);
      // Alternately, in the other order each time: neither is always first after a pause.
      const order = repeat % 2 ? [...services].reverse() : services;
      for (const [name, service, port] of order) {
        // Its JIT warmed under load first, not counted (render-bench.mjs's cold slice).
        if (repeat === 0) await underLoad(port, service.pid, LOAD_SECONDS);
        const f = await underLoad(port, service.pid, LOAD_SECONDS);
        const sum = sums.get(name);
        sum.perS += f.perS / REPEAT;
        sum.ms += f.msPerPage / REPEAT;
        console.log(
          `  ${name}: ${Math.round(f.perS)} pages/s, p99 ${f.p99} ms, ${f.msPerPage.toFixed(1)} ms CPU a page, failed ${f.failed}`,
        );
      }
    }
    console.log(`load average (1, 5, 15 min): ${loads()}`);
    for (const [name, { perS, ms }] of sums) {
      console.log(
        `under load, ${name}: ${Math.round(perS)} pages/s, ${ms.toFixed(1)} ms CPU a page (mean of ${REPEAT})`,
      );
    }
  }
  const totals = new Map(services.map(([name]) => [name, { ms: 0, pages: 0 }]));
  for (let repeat = 0; repeat < REPEAT; repeat += 1) {
    console.log(`load average (1, 5, 15 min): ${loads()}`);
    for (const pageUrl of PAGES) {
      const line = [];
      for (const [name, service, port] of services) {
        const { ms, rendered } = await cpuPerPage(port, service.pid, pageUrl, ROUNDS);
        const total = totals.get(name);
        total.ms += ms * ROUNDS;
        total.pages += ROUNDS;
        line.push(`${name} ${ms.toFixed(1)} ms (${rendered}/${ROUNDS} rendered)`);
      }
      console.log(`  ${pageUrl}: ${line.join(', ')}`);
    }
  }
  console.log(`load average (1, 5, 15 min): ${loads()}`);
  for (const [name, { ms, pages }] of totals) {
    console.log(`CPU per page, ${name}: ${(ms / pages).toFixed(1)} ms over ${pages} pages`);
  }
} finally {
  for (const [, service] of services) await service.stop();
  await stack.stop();
}
