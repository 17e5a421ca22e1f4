// Lighthouse figures of the composed production build, checked against budgets.json → lighthouse.
// Starts the API on a fresh database and the six static servers (as the e2e harness does), runs
// Lighthouse (mobile, simulated throttling) 3 times on each key page of both brands, and prints
// the median figures. Writes .reports/lighthouse.json; exits 1 when a budget is broken.
//
//   node scripts/lighthouse.mjs [--reuse] [--runs <n>] [--markdown] [--lhr] [--first-view-only]
//                               [--monolith] [--cpu-multiplier <n>] [--pages <name,…>]
//
// The CPU slowdown is calibrated per run (lighthouse-run.mjs, cpuMultiplierFor):
// Lighthouse's own CPU benchmark runs in the run's browser first, and the multiplier takes this
// machine to the phone Lighthouse's 4x makes of a 2100-index desktop (docs/throttling.md in
// Lighthouse), so a slower or busier machine measures the same phone. --cpu-multiplier 4 gives
// Lighthouse's constant default instead (figures comparable with runs before 2026-11-27).
// Each run is a first view in a fresh browser profile; after it the same browser loads the page
// again with its cache and storage (a repeat visit), printed in a table of its own and not
// budgeted (--first-view-only skips it). --monolith then serves host/dist-monolith (`npm run
// build:monolith` in host/) in the host's place, runs the same pages (first view) back to back,
// and prints composed / monolith ratios of first-view JS (gzip) and LCP; needs a fresh stack.
// --reuse (or KLUBB_LIGHTHOUSE_REUSE=1) measures an already running `npm start` instead.
// --lhr saves every run's whole result to .reports/lighthouse/<page>-<run>.json, to open in
// https://googlechrome.github.io/lighthouse/viewer/ or read (LCP element, layout shifts, …);
// with --monolith, the monolith's runs as monolith-<page>-<run>.json. --pages measures only the
// named pages (budgets.json's names, comma-separated), for a quicker look: the verdict is then
// only theirs.
// Other engineers' stacks use the same ports: run it in a private network namespace,
//   unshare -n sh -c 'ip link set lo up; node scripts/lighthouse.mjs'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { CHROMIUM_PATH } from '../../deploy/src/stack/chromium.mjs';
import { exitOnSignals, probe } from '../../deploy/src/stack/proc.mjs';
import { apiUrl, startStack, warmPages } from '../../deploy/src/stack/stack.mjs';
import { API, APPS, HOST, ROOT, distDir } from '../../deploy/src/topology.mjs';

import { checkBudgets, describeFailure, formatTable, limitsFor } from './lighthouse-budgets.mjs';
import { mergeAudits, medianFigures } from './lighthouse-figures.mjs';
import {
  MONOLITH_DIR,
  formatRatios,
  checkMonolithRatios,
  monolithPages,
  monolithRatios,
  swapHostServer,
} from './lighthouse-monolith.mjs';
import { PAGES, pageUrls, pagesNamed } from './lighthouse-pages.mjs';
import { cpuSummary, lighthouseReport, printAudits } from './lighthouse-report.mjs';
import { runPages } from './lighthouse-run.mjs';

const REPORT = resolve(ROOT, '.reports/lighthouse.json');
async function stackIsRunning() {
  const statuses = await Promise.all(
    [API, ...APPS].map((a) => probe(`http://localhost:${a.port}/${a === API ? 'health' : ''}`)),
  );
  return statuses.every((s) => s !== null);
}

/** Starts a fresh stack, or reuses a running one when asked. Resolves to its stop function. */
async function stack(reuse) {
  if (reuse && (await stackIsRunning())) {
    console.log('reusing the running stack: the database is not fresh');
    return { stop: async () => {}, procs: null };
  }
  if (reuse) console.log('no running stack answers on every port: starting one');
  const dataDir = mkdtempSync(join(tmpdir(), 'klubb-lighthouse-db-'));
  // Ctrl-C: exitOnSignals (in main) stops the servers; the database folder goes with them.
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    const { stop, procs } = await startStack({ dataDir, quiet: true });
    return {
      procs,
      stop: async () => {
        await stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Writes each whole result to .reports/lighthouse/<page>-<run>.json (a fresh folder per run). */
function saveLhr(prefix = '') {
  const dir = resolve(ROOT, '.reports/lighthouse');
  if (!prefix) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return (page, run, lhr) =>
    writeFileSync(resolve(dir, `${prefix}${page.name}-${run}.json`), JSON.stringify(lhr));
}

async function main() {
  const { values } = parseArgs({
    options: {
      reuse: { type: 'boolean', default: process.env.KLUBB_LIGHTHOUSE_REUSE === '1' },
      runs: { type: 'string', default: process.env.KLUBB_LIGHTHOUSE_RUNS ?? '3' },
      markdown: { type: 'boolean', default: false },
      lhr: { type: 'boolean', default: false },
      'first-view-only': { type: 'boolean', default: false },
      monolith: { type: 'boolean', default: false },
      'cpu-multiplier': { type: 'string' },
      pages: { type: 'string' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  const cpuMultiplier =
    values['cpu-multiplier'] === undefined ? null : Number(values['cpu-multiplier']);
  if (cpuMultiplier !== null && !(cpuMultiplier >= 1)) {
    throw new Error('--cpu-multiplier must be a number ≥ 1');
  }
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no Chromium at ${CHROMIUM_PATH}`);
  const budgets = JSON.parse(readFileSync(resolve(ROOT, 'budgets.json'), 'utf8')).lighthouse;
  if (!budgets) throw new Error('budgets.json has no "lighthouse" section');
  for (const { name } of PAGES) limitsFor(name, budgets); // a misspelt limit fails now, not in 90 s
  const chosen = values.pages ? pagesNamed(values.pages.split(',')) : PAGES;
  // The monolith runs on the pages its budget names (all measured ones without a budget).
  const monolithNames = values.monolith
    ? monolithPages(
        chosen.map((page) => page.name),
        values.pages ? { ...budgets.monolith, pages: undefined } : budgets.monolith,
      )
    : [];

  // A run that dies half-way must not leave the last run's verdict behind for `npm test`.
  rmSync(REPORT, { force: true });
  const started = Date.now();
  exitOnSignals();
  if (values.monolith && !existsSync(resolve(MONOLITH_DIR, 'index.html'))) {
    throw new Error('no host/dist-monolith: run `npm run build:monolith` in host/ first');
  }
  const { stop, procs } = await stack(values.reuse);
  let results;
  let monolithResults = null;
  try {
    const stackMs = Date.now() - started;
    console.log(`stack ready in ${(stackMs / 1000).toFixed(1)} s`);
    const pages = await pageUrls(apiUrl, { pages: chosen });
    // Each measured page once rendered by the server before it is measured (the stack warms only
    // the brands' homes): a remote's first server-build load misses the render's time-out by
    // design, and a long-running server has made it long before a member comes.
    if (procs) await warmPages(HOST.port, { pages: pages.map((page) => page.url) });
    results = await runPages(pages, {
      runs,
      repeat: !values['first-view-only'],
      keep: values.lhr ? saveLhr() : null,
      cpuMultiplier,
    });
    if (values.monolith) {
      if (!procs) throw new Error('--monolith needs a stack of its own (not --reuse)');
      copyFileSync(resolve(distDir(HOST), 'remotes.json'), resolve(MONOLITH_DIR, 'remotes.json'));
      await swapHostServer(procs, MONOLITH_DIR);
      await warmPages(HOST.port, { pages: pages.map((page) => page.url) });
      console.log('monolith build in the host’s place');
      monolithResults = await runPages(
        pages.filter((page) => monolithNames.includes(page.name)),
        {
          runs,
          hostDir: MONOLITH_DIR,
          keep: values.lhr ? saveLhr('monolith-') : null,
          cpuMultiplier,
        },
      );
    }
  } finally {
    await stop();
  }

  const measured = results.map((page) => ({
    name: page.name,
    url: page.url,
    figures: medianFigures(page.runs.map((run) => run.figures)),
    runs: page.runs,
    accessibilityIssues: mergeAudits(page.runs.map((run) => run.audits)),
    warnings: [...new Set(page.runs.flatMap((run) => run.warnings))],
  }));
  const repeatVisits = results
    .filter((page) => page.repeatRuns.length)
    .map((page) => ({
      name: page.name,
      figures: medianFigures(page.repeatRuns.map((run) => run.figures)),
    }));
  const failures = checkBudgets(measured, budgets);
  const failedPages = new Set(failures.map((f) => f.page));
  const durationMs = Date.now() - started;

  const cpu = cpuSummary(measured.flatMap((page) => page.runs));
  console.log(
    `\nLighthouse ${results[0]?.environment?.lighthouse}, mobile, median of ${runs}, CPU ${cpu}:\n`,
  );
  console.log(formatTable(measured, failures));
  if (values.markdown) console.log(`\n${formatTable(measured, failures, { markdown: true })}`);
  const monolith = monolithResults
    ? monolithRatios(
        results.filter((page) => monolithNames.includes(page.name)),
        monolithResults,
      )
    : null;
  const monolithFailures = monolith ? checkMonolithRatios(monolith, budgets.monolith) : [];
  if (monolith) {
    console.log(`\nComposed / monolith, first view, median of ${runs}:\n`);
    console.log(formatRatios(monolith));
  }
  if (repeatVisits.length) {
    console.log(`\nRepeat visit (same browser, cache and storage kept; not budgeted):\n`);
    console.log(formatTable(repeatVisits, [], { markdown: values.markdown }));
  }
  for (const page of measured) {
    for (const warning of page.warnings) console.log(`warning ${page.name}: ${warning}`);
  }
  if (measured.some((p) => p.accessibilityIssues.length)) {
    console.log('\naccessibility audits that did not pass:');
    printAudits(measured);
  }
  const messages = [
    ...failures.map(describeFailure),
    ...monolithFailures.map((failure) => failure.message),
  ];
  console.log(
    messages.length
      ? `\n${messages.join('\n')}\n${failedPages.size} page(s) over budget, ${monolithFailures.length} monolith ratio(s) over budget`
      : `\nall Lighthouse budgets met (${(durationMs / 1000).toFixed(0)} s)`,
  );

  const report = lighthouseReport({
    environment: results[0]?.environment ?? null,
    runs,
    cpu,
    durationMs,
    budgets,
    measured,
    failures,
    repeatVisits,
    monolith,
    monolithFailures,
  });
  mkdirSync(resolve(ROOT, '.reports'), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(report, null, 2)}\n`);
  return failures.length || monolithFailures.length ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(`lighthouse: ${error?.message ?? error}`);
}
// Lighthouse leaves timers and sockets behind; the stack and Chromium are stopped by now.
process.exit(code);
