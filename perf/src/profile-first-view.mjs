// Where a first view's main-thread time goes, by source file. Loads a page of the composed
// production build several times, each in a fresh browser context (Debian Chromium, a phone's
// viewport, no throttling), traces each load with V8's sampling profiler on, and prints every
// main-thread task of at least --min-task ms with the share of its samples per source file
// (mapped through the builds' source maps: host/sourcemaps, <remote>/sourcemaps/<version>).
// Each load ends with the busy time of the tasks from main.js's start on, and the blocking time
// they would have at --slowdown (the part of each over 50 ms, as Lighthouse counts it); the
// last line is their median over the loads. A tool for finding long tasks and comparing two
// builds of the app's share of TBT, beside scripts/lighthouse.mjs; no budget.
//
//   node scripts/profile-first-view.mjs [--path /] [--loads 5] [--min-task 10] [--slowdown 4]
//                                       [--reuse]
//
// Starts its own stack (API on a fresh database, the static servers); --reuse measures an already
// running `npm start` instead. Run it in a private network namespace, as lighthouse.mjs:
//   unshare -n sh -c 'ip link set lo up; node scripts/profile-first-view.mjs --path /live'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import puppeteer from 'puppeteer-core';

import { CHROMIUM_PATH } from '../../deploy/src/stack/chromium.mjs';
import { exitOnSignals } from '../../deploy/src/stack/proc.mjs';
import { startStack, warmPages } from '../../deploy/src/stack/stack.mjs';
import { HOST, ROOT } from '../../deploy/src/topology.mjs';

import { median } from './lighthouse-figures.mjs';
import { LAUNCH_FLAGS } from './lighthouse-run.mjs';
import { blockingMs, mainTasks, shortSource, tasksOf } from './trace-tasks.mjs';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
  'v8.execute',
  'toplevel',
  'loading',
];
// A phone's screen, as Lighthouse's mobile emulation.
const VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true };
const SETTLE_MS = 5_000;

/** `sourceOf(url, line, column)`: the short source name from the served file's source map. */
function sourceMaps() {
  const maps = new Map();
  const mapFile = (pathname) => {
    const remote = /^\/remotes\/([^/]+)\/([^/]+)\/(.+)$/.exec(pathname);
    return remote
      ? resolve(ROOT, remote[1], 'sourcemaps', remote[2], `${remote[3]}.map`)
      : resolve(ROOT, 'host/sourcemaps', `${pathname.slice(1)}.map`);
  };
  return (url, line, column) => {
    const { pathname } = new URL(url);
    if (!maps.has(pathname)) {
      const file = mapFile(pathname);
      maps.set(pathname, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
    }
    const map = maps.get(pathname);
    return map ? shortSource(originalPositionFor(map, { line, column }).source) : null;
  };
}

async function traceLoad(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(VIEWPORT);
    await page.tracing.start({ categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    await new Promise((done) => setTimeout(done, SETTLE_MS));
    return JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
  } finally {
    await context.close();
  }
}

const percent = (share) => `${Math.round(share * 100)}%`;

function printLoad(events, { minTask, slowdown, sourceOf }) {
  const origin = events.find((e) => e.name === 'navigationStart') ?? events.find((e) => e.ts > 0);
  const tasks = tasksOf(events, { minMs: minTask, originTs: origin.ts, sourceOf });
  for (const task of tasks) {
    const shares = task.shares.slice(0, 6).map(([label, share]) => `${label} ${percent(share)}`);
    console.log(
      `${task.startMs.toFixed(0).padStart(6)} ms ${task.ms.toFixed(1).padStart(6)} ms  ${shares.join(', ')}`,
    );
  }
  // The app's share: every task from main.js's evaluation on (the HTML's own work is before it).
  const mainJs = events.find(
    (e) => e.name === 'EvaluateScript' && /\/main\.[0-9a-f]+\.js/.test(e.args?.data?.url ?? ''),
  );
  if (!mainJs) throw new Error('main.js never ran: is the host built and served?');
  const app = mainTasks(events)
    .filter((task) => task.ts + task.dur >= mainJs.ts)
    .map((task) => task.dur / 1000);
  const busy = app.reduce((total, ms) => total + ms, 0);
  const blocking = blockingMs(app, slowdown);
  console.log(
    `app: ${busy.toFixed(0)} ms busy, ${blocking.toFixed(0)} ms blocking at ${slowdown}x`,
  );
  return blocking;
}

async function main() {
  const { values } = parseArgs({
    options: {
      path: { type: 'string', default: '/' },
      loads: { type: 'string', default: '5' },
      'min-task': { type: 'string', default: '10' },
      slowdown: { type: 'string', default: '4' },
      reuse: { type: 'boolean', default: false },
    },
  });
  const [loads, minTask, slowdown] = [values.loads, values['min-task'], values.slowdown].map(
    Number,
  );
  if (!(loads >= 1 && minTask >= 0 && slowdown >= 1)) {
    throw new Error('--loads ≥ 1, --min-task ≥ 0 and --slowdown ≥ 1, as numbers');
  }
  exitOnSignals();
  const dataDir = values.reuse ? null : mkdtempSync(join(tmpdir(), 'klubb-profile-db-'));
  const stack = dataDir ? await startStack({ dataDir, quiet: true }) : null;
  const url = `http://localhost:${HOST.port}${values.path}`;
  let browser = null;
  try {
    if (stack) await warmPages(HOST.port, { pages: [url] });
    browser = await puppeteer.launch({
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: LAUNCH_FLAGS.filter((flag) => !flag.startsWith('--headless')),
    });
    const sourceOf = sourceMaps();
    const blocking = [];
    for (let load = 1; load <= loads; load++) {
      console.log(`\n${url}, load ${load} of ${loads}: tasks of ${minTask} ms or more`);
      blocking.push(printLoad(await traceLoad(browser, url), { minTask, slowdown, sourceOf }));
    }
    console.log(
      `\nthe app's blocking time at ${slowdown}x, median of ${loads}: ${median(blocking).toFixed(0)} ms ` +
        `(loads: ${blocking.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
  } finally {
    await browser?.close();
    await stack?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

let code = 1;
try {
  await main();
  code = 0;
} catch (error) {
  console.error(`profile-first-view: ${error?.message ?? error}`);
}
process.exit(code);
