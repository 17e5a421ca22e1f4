// `npm test`: install, then every suite, going on after a failure so each one reports: tsc,
// eslint, prettier, knip, the shared packages' API reports and changesets (two at a time: each
// keeps one core busy), Jest (frontend; API and tooling), the failover test (nginx + 3 API
// instances on PostgreSQL and Redis), the production builds, the size budgets, Playwright (and
// beside it, in a network namespace of its own, its smoke through nginx), the Lighthouse budgets
// and the API bench's public routes against a bare route (alone: a busy CPU moves them). tsc,
// eslint, prettier, knip, api reports, changesets, failover, build and budgets count as one test
// each; Lighthouse one per page; the API bench one per public route and database. Ends with one line
// `N passed, N failed` and exits non-zero when anything failed. scripts/README.md has the timings.
import { existsSync, mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

import { ensureNginx } from '../deploy/src/nginx.mjs';
import { ensureChromium } from '../deploy/src/stack/chromium.mjs';
import { exitOnSignals, mapLimit } from '../deploy/src/stack/proc.mjs';
import { ROOT } from '../deploy/src/topology.mjs';
import { remotesDocument, writeRemotes } from '../deploy/src/write-remotes.mjs';

import { buildApps, buildMonolith } from './lib/build.mjs';
import { installDependencies } from './lib/install.mjs';
import { rendersSideBySide, runJest } from './lib/jest-runs.mjs';
import {
  REPORTS,
  apiBenchSuite,
  apiScaleSuite,
  bin,
  canIsolate,
  failoverSuite,
  freshCloneSuite,
  heading,
  jestSuite,
  lighthouseSuite,
  playwrightNginxSuite,
  playwrightSuite,
  row,
  single,
} from './lib/test-suites.mjs';
import { createTimer } from './lib/timing.mjs';

const CI = Boolean(process.env.CI);
/** Suites that each keep one core busy run this many at once (KLUBB_TEST_JOBS). */
const JOBS = Number(process.env.KLUBB_TEST_JOBS) || Math.min(2, availableParallelism());
const results = [];
const timer = createTimer();

// SIGINT to the children: Playwright then runs its global teardown and stops the composed app.
exitOnSignals({ code: 130, stopSignal: 'SIGINT' });

/**
 * Runs suites JOBS at once, each line of their output prefixed with its name, and records them
 * in the order given (not the order they end in).
 */
async function together(title, suites) {
  heading(title);
  const rows = await timer.step(title, () =>
    mapLimit(suites, JOBS, (suite) => suite({ prefixed: JOBS > 1 })),
  );
  results.push(...rows);
}

/** Runs one step (a suite, or suites side by side) and records its rows and its time. */
async function timed(name, fn) {
  const rows = await timer.step(name, fn);
  results.push(...(Array.isArray(rows) ? rows : [rows]));
}

function summary() {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  heading('where the time went');
  for (const line of timer.lines()) console.log(line);
  heading('summary');
  const width = Math.max(...results.map((r) => r.name.length));
  for (const r of results) {
    const verdict = r.failed ? 'FAIL' : 'ok  ';
    console.log(
      `${verdict} ${r.name.padEnd(width)}  ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${(r.ms / 1000).toFixed(1).padStart(6)}s${r.note ? `  (${r.note})` : ''}`,
    );
  }
  // CI shows only the run's tail: the failed tests are named here, above the last line.
  const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `${r.name}: ${f}`));
  if (failures.length) console.log(['failed:', ...failures].join('\n  '));
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

// ───────────────────────────────────────────────────────────────────────────────────────────────
mkdirSync(REPORTS, { recursive: true });
console.log(`klubb test: node ${process.version}${CI ? ', CI' : ''}`);

heading('install');
const installStarted = Date.now();
const installed = await timer.step('install', () =>
  process.env.KLUBB_SKIP_INSTALL === '1' ? 0 : installDependencies(),
);
if (installed !== 0) {
  results.push(row('install', 0, 1, installStarted, 'pnpm install failed; nothing else can run'));
  process.exit(summary() ? 1 : 0);
}

const [chromiumOk, nginxOk] = await timer.step('chromium, nginx', () => {
  heading('chromium');
  const chromium = ensureChromium();
  heading('nginx');
  return [chromium, ensureNginx()];
});

// Each of these keeps one core busy: two at a time on a 2-core machine.
await together('tsc, eslint, prettier, knip, api reports, changesets', [
  (o) =>
    single(
      'tsc',
      process.execPath,
      [bin('typescript', 'tsc'), '--noEmit', '-p', 'tsconfig.json'],
      o,
    ),
  (o) => single('eslint', process.execPath, [bin('eslint'), '.', '--max-warnings', '0'], o),
  (o) => single('prettier', process.execPath, [bin('prettier'), '--check', '.'], o),
  // Unused files, dependencies and exports (knip.jsonc): any finding fails the run.
  (o) => single('knip', process.execPath, [bin('knip'), '--no-progress'], o),
  // The public API of each shared package against its committed report (scripts/api-report.mjs),
  // and a changeset for each package whose report changed (scripts/check-changesets.mjs).
  (o) => single('api reports', process.execPath, [resolve(ROOT, 'scripts/api-report.mjs')], o),
  (o) => single('changesets', process.execPath, [resolve(ROOT, 'scripts/check-changesets.mjs')], o),
]);

// Jest: frontend, API and tooling; with PostgreSQL its API tests beside them (lib/jest-runs.mjs).
await timed('jest', () => runJest());

await timed('failover', () => failoverSuite(nginxOk));

await timed('build', async () => {
  heading('build');
  const buildStarted = Date.now();
  const builds = await buildApps();
  // The monolith target, for Lighthouse's composed / monolith budget (ADR 014, step 7).
  if (builds.every((b) => b.status !== 'failed')) builds.push(await buildMonolith());
  // The API's production build, once: the Playwright run and the smoke through nginx start beside
  // each other, and a stack that rebuilt it (api/build.mjs empties api/dist/ first) would pull the
  // files from under the other one's migration (CI met it). Their stacks take it as built.
  // Imported here, not at the top: esbuild is there only after the install step above.
  const { buildApi } = await import('../api/build.mjs');
  const apiBuild = await buildApi({ quiet: true }).then(
    () => ({ name: 'api', status: 'built' }),
    (error) => {
      console.error(`API build failed: ${error.message}`);
      return { name: 'api', status: 'failed' };
    },
  );
  if (apiBuild.status === 'built') process.env.KLUBB_API_BUILT = '1';
  builds.push(apiBuild);
  const failedBuilds = builds.filter((b) => b.status === 'failed').map((b) => b.name);
  if (existsSync(resolve(ROOT, 'host/dist'))) writeRemotes(remotesDocument());
  const built = failedBuilds.length === 0;
  return row('build', built ? 1 : 0, built ? 0 : 1, buildStarted, failedBuilds.join(', '));
});

// The render service's 1,000 pages at once need the builds: after them, in a Jest run of its own.
await timed('renders side by side', () => jestSuite(...rendersSideBySide()));

await timed('budgets', () =>
  single('budgets', process.execPath, [resolve(ROOT, 'scripts/check-budgets.mjs')]),
);

// The smoke through nginx runs beside the main run when it has a network namespace of its own
// (as root): its stack then binds the same ports without meeting the other. Lighthouse runs
// alone afterwards: its performance figures are budgets, and a busy CPU moves them.
// The fresh clone's `npm start` runs beside them too, in a namespace of its own.
await timed('playwright, nginx, fresh clone', async () => {
  if (canIsolate()) {
    const nginx = playwrightNginxSuite(chromiumOk, nginxOk, { prefixed: true });
    const freshClone = freshCloneSuite({ prefixed: true });
    return [await playwrightSuite(chromiumOk), await nginx, await freshClone];
  }
  return [
    await playwrightSuite(chromiumOk),
    await playwrightNginxSuite(chromiumOk, nginxOk),
    await freshCloneSuite(), // names why it did not run
  ];
});
await timed('lighthouse', () => lighthouseSuite(chromiumOk));
await timed('api bench', () => apiBenchSuite());
await timed('api scale bench', () => apiScaleSuite());

process.exit(summary() ? 1 : 0);
