// The suites `npm test` runs (scripts/test.mjs), each answering one result row:
// { name, passed, failed, ms, note }. A suite never throws for a failing test; it counts it.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

import { spawnPrefixed } from '../../deploy/src/stack/proc.mjs';
import { ROOT } from '../../deploy/src/topology.mjs';

const CI = Boolean(process.env.CI);
export const REPORTS = resolve(ROOT, '.reports');

export function heading(name) {
  console.log(`\n━━━━ ${name} ${'━'.repeat(Math.max(0, 60 - name.length))}`);
}

/** The JS file behind a package's bin (the linker is hoisted: every tool sits in node_modules). */
export function bin(pkg, name = pkg.split('/').pop()) {
  const dir = resolve(ROOT, 'node_modules', pkg);
  const { bin: bins } = JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8'));
  return resolve(dir, typeof bins === 'string' ? bins : bins[name]);
}

/**
 * Runs a suite's command. Alone, it writes straight to the terminal (colours, progress); beside
 * another suite (`prefixed`), each line carries the suite's name.
 */
function run(name, command, args, { env = {}, prefixed = false } = {}) {
  return spawnPrefixed(name, command, args, { cwd: ROOT, env, inherit: !prefixed }).exited;
}

export const row = (name, passed, failed, started, note = '', failures = []) => ({
  name,
  passed,
  failed,
  ms: Date.now() - started,
  note,
  failures,
});

/** At most this many failed tests are named per suite in the summary (CI shows only its tail). */
const NAMED_FAILURES = 10;

/** The failed tests of a Jest JSON report, as `file › test` names. */
export function jestFailures(report) {
  const names = [];
  for (const file of report?.testResults ?? []) {
    const path = file.name?.replace(`${ROOT}/`, '') ?? '?';
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (failed.length === 0 && file.status === 'failed') names.push(`${path} (did not run)`);
    for (const a of failed) names.push(`${path} › ${a.fullName}`);
  }
  return names.slice(0, NAMED_FAILURES);
}

/** The failed tests of a Playwright JSON report, as `[project] file › title` names. */
export function playwrightFailures(report) {
  const names = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const title = [...titles, spec.title].join(' › ');
        names.push(`[${test.projectName}] ${spec.file ?? suite.file} › ${title}`);
      }
    }
    for (const child of suite.suites ?? []) {
      walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
    }
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return names.slice(0, NAMED_FAILURES);
}

/**
 * The failed checks a report suite's JSON names (`failures: [{ message }]`, as
 * scripts/lighthouse.mjs and api/bench/bench.ts write them), for the summary.
 */
export function reportFailures(report) {
  return (report?.failures ?? [])
    .map((f) => (typeof f === 'string' ? f : f?.message))
    .filter((m) => typeof m === 'string' && m)
    .slice(0, NAMED_FAILURES);
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** A suite that counts as one test: passed when the command exits 0. */
export async function single(name, command, args, options = {}) {
  if (!options.prefixed) heading(name);
  const started = Date.now();
  const code = await run(name, command, args, options);
  return row(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, started, code ? `exit ${code}` : '');
}

export async function jestSuite(name, projectArgs, options = {}) {
  if (!options.prefixed) heading(name);
  const started = Date.now();
  const output = resolve(REPORTS, `${name.replace(/\W+/g, '-')}.json`);
  rmSync(output, { force: true });
  const code = await run(
    name,
    process.execPath,
    [
      bin('jest'),
      ...projectArgs,
      '--json',
      `--outputFile=${output}`,
      '--passWithNoTests',
      `--maxWorkers=${options.workers ?? 2}`,
      ...(CI ? ['--ci'] : []),
    ],
    options,
  );
  const report = readJson(output);
  const passed = report?.numPassedTests ?? 0;
  let failed = (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0);
  // A suite that fails to load, or a crash, still counts as a failure.
  if ((code !== 0 || !report) && failed === 0) failed = 1;
  const note = code ? `exit ${code}` : report ? '' : 'no JSON report';
  return row(name, passed, failed, started, note, jestFailures(report));
}

/** A Playwright run of `config`; its JSON reporter writes `report` (in .reports/). */
async function playwright(name, config, report, { isolated = false, note = '', prefixed = false }) {
  if (!prefixed) heading(name);
  const started = Date.now();
  const output = resolve(REPORTS, report);
  rmSync(output, { force: true });
  const args = [bin('@playwright/test', 'playwright'), 'test', '-c', config];
  const code = isolated
    ? await run(name, 'unshare', inOwnNamespace(process.execPath, ...args), { prefixed })
    : await run(name, process.execPath, args, { prefixed });
  const results = readJson(output);
  const stats = results?.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  let failed = stats.unexpected ?? 0;
  if (code !== 0 && failed === 0) failed = 1; // global setup failed, or a crash
  const notes = [note, stats.flaky ? `${stats.flaky} flaky` : ''].filter(Boolean).join(', ');
  return row(name, passed, failed, started, notes, playwrightFailures(results));
}

export async function playwrightSuite(chromiumOk) {
  if (!chromiumOk) return row('playwright', 0, 1, Date.now(), 'no Chromium at /usr/bin/chromium');
  return playwright('playwright', 'e2e/playwright.config.ts', 'playwright.json', {});
}

/**
 * unshare's arguments that run `command` in a new network namespace, its loopback up, and a veth
 * pair with an address and no route: with loopback alone Chromium says `navigator.onLine` is
 * false (the app then shows its offline state and refuses calls), while with the pair it is
 * online and a connection to any outside address still fails at once (no route), as it must in
 * the tests. Where veth is missing, the namespace has loopback alone, as before.
 */
const inOwnNamespace = (...command) => [
  '-n',
  'sh',
  '-c',
  [
    'ip link set lo up',
    '{ ip link add klubb0 type veth peer name klubb1 2>/dev/null && ip addr add 10.255.0.1/24 dev klubb0 && ip link set klubb0 up && ip link set klubb1 up || true; }',
    'exec "$0" "$@"',
  ].join(' && '),
  ...command,
];

/** Whether a command can run in a private network namespace of its own (as root, with unshare). */
export const canIsolate = () =>
  process.getuid?.() === 0 && spawnSync('unshare', ['-n', 'true']).status === 0;

/**
 * The composed app through nginx (e2e/playwright.nginx.config.ts). It binds the stack's ports, so
 * as root it runs in a private network namespace of its own (PostgreSQL by its Unix socket).
 */
export async function playwrightNginxSuite(chromiumOk, nginxOk, { prefixed = false } = {}) {
  if (!chromiumOk || !nginxOk) {
    return row('playwright nginx', 0, 1, Date.now(), chromiumOk ? 'no nginx' : 'no Chromium');
  }
  const isolated = canIsolate();
  return playwright('playwright nginx', 'e2e/playwright.nginx.config.ts', 'playwright-nginx.json', {
    isolated,
    prefixed,
    note: isolated ? 'own network namespace' : '',
  });
}

/**
 * The README's first command from a fresh clone (scripts/check-fresh-clone.mjs), in a network
 * namespace of its own (as root) so it runs beside the other stacks, on the build step's builds.
 */
export async function freshCloneSuite({ prefixed = false } = {}) {
  if (!prefixed) heading('fresh clone');
  const started = Date.now();
  if (!canIsolate()) return row('fresh clone', 0, 0, started, 'not run: needs root and unshare');
  const script = resolve(ROOT, 'scripts/check-fresh-clone.mjs');
  const args = inOwnNamespace(process.execPath, script, '--reuse-builds');
  const code = await run('fresh clone', 'unshare', args, { prefixed });
  const [passed, failed] = code === 0 ? [1, 0] : [0, 1];
  return row('fresh clone', passed, failed, started, code ? `exit ${code}` : '');
}

/**
 * Lighthouse on the composed build (scripts/lighthouse.mjs): one test per page and its budgets,
 * and one per page compared with the monolith build. First views only: the repeat visits `npm run
 * lighthouse` adds are printed, never budgeted.
 */
export async function lighthouseSuite(chromiumOk) {
  heading('lighthouse');
  if (!chromiumOk) return row('lighthouse', 0, 1, Date.now(), 'no Chromium at /usr/bin/chromium');
  return reportSuite('lighthouse', 'lighthouse.json', [
    resolve(ROOT, 'scripts/lighthouse.mjs'),
    '--first-view-only',
    // The median of 5 runs a page, not 3: a page's TBT is the sum of a few tasks near the 50 ms
    // line and one run in three may double it (docs/perf.md, 2026-11-29); 5 runs cost about 80 s.
    '--runs',
    '5',
    // The composed app against its monolith build (built by the build step), on the pages
    // budgets.json → lighthouse.monolith names.
    '--monolith',
  ]);
}

/**
 * The API bench's check (api/bench/bench.ts --check): one test per public route and database, its
 * req/s against a bare route's in the same run (budgets.json → api). Alone: a busy CPU moves it.
 */
export async function apiBenchSuite() {
  heading('api bench');
  const env = process.env.TEST_DATABASE_URL
    ? { BENCH_DATABASE_URL: process.env.TEST_DATABASE_URL }
    : {};
  return reportSuite('api bench', 'api-bench.json', [bin('tsx'), 'bench/bench.ts', '--check'], {
    cwd: resolve(ROOT, 'api'),
    env,
  });
}

/**
 * The scale bench's check (api/bench/scale.ts --check, issue 38): the API on PostgreSQL grown to 10x
 * the seed against 1x in the same run, each endpoint's ratio and p99 against budgets.json →
 * apiScale. PostgreSQL only (it is what grows): without TEST_DATABASE_URL it is skipped, said so.
 */
export async function apiScaleSuite() {
  heading('api scale bench');
  if (!process.env.TEST_DATABASE_URL) {
    return row('api scale bench', 0, 0, Date.now(), 'skipped: no PostgreSQL (TEST_DATABASE_URL)');
  }
  return reportSuite(
    'api scale bench',
    'api-scale.json',
    [bin('tsx'), 'bench/scale.ts', '--check'],
    {
      cwd: resolve(ROOT, 'api'),
      env: { SCALE_DATABASE_URL: process.env.TEST_DATABASE_URL },
    },
  );
}

/**
 * A Node script that writes `.reports/<report>` as `{ passed, failed }`, one test per check: a
 * crash, or a failing exit with no failed check (the stack or server did not start), counts as one.
 */
async function reportSuite(name, report, args, { cwd = ROOT, env = {} } = {}) {
  const started = Date.now();
  const output = resolve(REPORTS, report);
  rmSync(output, { force: true });
  const code = await spawnPrefixed(name, process.execPath, args, { cwd, env, inherit: true })
    .exited;
  const result = readJson(output);
  const passed = result?.passed ?? 0;
  let failed = result?.failed ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  return row(
    name,
    passed,
    failed,
    started,
    code && !result ? `exit ${code}` : '',
    reportFailures(result),
  );
}

/** scripts/failover.mjs: one test, passed when every check held; skipped without PostgreSQL. */
export async function failoverSuite(nginxOk, options = {}) {
  if (!options.prefixed) heading('failover');
  const started = Date.now();
  if (!nginxOk) return row('failover', 0, 1, started, 'no nginx at /usr/sbin/nginx');
  const output = resolve(REPORTS, 'failover.json');
  rmSync(output, { force: true });
  const code = await run('failover', process.execPath, [resolve(ROOT, 'scripts/failover.mjs')], {
    prefixed: options.prefixed,
  });
  const report = readJson(output);
  if (report?.skipped) return row('failover', 0, 0, started, `skipped: ${report.reason}`);
  const ok = code === 0 && report?.failed === 0;
  const checks = report ? `${report.passed}/${report.passed + report.failed} checks` : 'no report';
  return row('failover', ok ? 1 : 0, ok ? 0 : 1, started, ok ? checks : `${checks}, exit ${code}`);
}
