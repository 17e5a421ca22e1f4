// `npm test`: install, then every suite in order, going on after a failure so each one reports:
// tsc, eslint, prettier, knip, the shared packages' API reports and changesets, Jest (frontend; API and
// tooling), the failover test (nginx + 3 API instances on PostgreSQL and Redis), the production
// builds, the size budgets, Playwright (and its smoke through nginx) and the Lighthouse budgets.
// tsc, eslint, prettier, knip, api reports, changesets, failover, build and budgets count as one test
// each; Lighthouse one per page. Ends with one line `N passed, N failed` and exits non-zero when
// anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

import { ensureNginx } from '../deploy/src/nginx.mjs';
import { ROOT } from '../deploy/src/topology.mjs';
import { remotesDocument, writeRemotes } from '../deploy/src/write-remotes.mjs';

import { buildApps } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { installDependencies } from './lib/install.mjs';
import { exitOnSignals, spawnPrefixed } from './lib/proc.mjs';

const CI = Boolean(process.env.CI);
const REPORTS = resolve(ROOT, '.reports');
const results = [];

// SIGINT to the children: Playwright then runs its global teardown and stops the composed app.
exitOnSignals({ code: 130, stopSignal: 'SIGINT' });

function heading(name) {
  console.log(`\n━━━━ ${name} ${'━'.repeat(Math.max(0, 60 - name.length))}`);
}

/** The JS file behind a package's bin (the linker is hoisted: every tool sits in node_modules). */
function bin(pkg, name = pkg.split('/').pop()) {
  const dir = resolve(ROOT, 'node_modules', pkg);
  const { bin: bins } = JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8'));
  return resolve(dir, typeof bins === 'string' ? bins : bins[name]);
}

async function run(name, command, args, env = {}) {
  const proc = spawnPrefixed(name, command, args, { cwd: ROOT, env, inherit: true });
  return proc.exited;
}

function record(name, passed, failed, started, note = '') {
  results.push({ name, passed, failed, ms: Date.now() - started, note });
}

/** A suite that counts as one test: passed when the command exits 0. */
async function single(name, command, args, env) {
  heading(name);
  const started = Date.now();
  const code = await run(name, command, args, env);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, started, code ? `exit ${code}` : '');
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

async function jestSuite(name, projectArgs, env = {}) {
  heading(name);
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
      '--maxWorkers=2',
      ...(CI ? ['--ci'] : []),
    ],
    env,
  );
  const report = readJson(output);
  let passed = report?.numPassedTests ?? 0;
  let failed = (report?.numFailedTests ?? 0) + (report?.numRuntimeErrorTestSuites ?? 0);
  // A suite that fails to load, or a crash, still counts as a failure.
  if ((code !== 0 || !report) && failed === 0) failed = 1;
  record(name, passed, failed, started, code ? `exit ${code}` : report ? '' : 'no JSON report');
}

async function playwrightSuite(chromiumOk) {
  heading('playwright');
  const started = Date.now();
  if (!chromiumOk) {
    record('playwright', 0, 1, started, 'no Chromium at /usr/bin/chromium');
    return;
  }
  const output = resolve(REPORTS, 'playwright.json');
  rmSync(output, { force: true });
  const code = await run('playwright', process.execPath, [
    bin('@playwright/test', 'playwright'),
    'test',
    '-c',
    'e2e/playwright.config.ts',
  ]);
  const stats = readJson(output)?.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  let failed = stats.unexpected ?? 0;
  if (code !== 0 && failed === 0) failed = 1; // global setup failed, or a crash
  record('playwright', passed, failed, started, stats.flaky ? `${stats.flaky} flaky` : '');
}

/**
 * The composed app through nginx (e2e/playwright.nginx.config.ts). It binds the stack's ports, so
 * as root it runs in a private network namespace of its own (PostgreSQL by its Unix socket).
 */
async function playwrightNginxSuite(chromiumOk, nginxOk) {
  heading('playwright nginx');
  const started = Date.now();
  if (!chromiumOk || !nginxOk) {
    record('playwright nginx', 0, 1, started, chromiumOk ? 'no nginx' : 'no Chromium');
    return;
  }
  const output = resolve(REPORTS, 'playwright-nginx.json');
  rmSync(output, { force: true });
  const args = [
    bin('@playwright/test', 'playwright'),
    'test',
    '-c',
    'e2e/playwright.nginx.config.ts',
  ];
  const isolated = process.getuid?.() === 0 && spawnSync('unshare', ['-n', 'true']).status === 0;
  const code = isolated
    ? await run('playwright nginx', 'unshare', [
        '-n',
        'sh',
        '-c',
        'ip link set lo up && exec "$0" "$@"',
        process.execPath,
        ...args,
      ])
    : await run('playwright nginx', process.execPath, args);
  const stats = readJson(output)?.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  let failed = stats.unexpected ?? 0;
  if (code !== 0 && failed === 0) failed = 1;
  record('playwright nginx', passed, failed, started, isolated ? 'own network namespace' : '');
}

/** Lighthouse on the composed build (scripts/lighthouse.mjs): one test per page and its budgets. */
async function lighthouseSuite(chromiumOk) {
  heading('lighthouse');
  const started = Date.now();
  if (!chromiumOk) {
    record('lighthouse', 0, 1, started, 'no Chromium at /usr/bin/chromium');
    return;
  }
  const output = resolve(REPORTS, 'lighthouse.json');
  rmSync(output, { force: true });
  const code = await run('lighthouse', process.execPath, [resolve(ROOT, 'scripts/lighthouse.mjs')]);
  const report = readJson(output);
  const passed = report?.passed ?? 0;
  let failed = report?.failed ?? 0;
  if (code !== 0 && failed === 0) failed = 1; // the stack did not start, or a crash
  record('lighthouse', passed, failed, started, code && !report ? `exit ${code}` : '');
}

/** scripts/failover.mjs: one test, passed when every check held; skipped without PostgreSQL. */
async function failoverSuite(nginxOk) {
  heading('failover');
  const started = Date.now();
  if (!nginxOk) {
    record('failover', 0, 1, started, 'no nginx at /usr/sbin/nginx');
    return;
  }
  const output = resolve(REPORTS, 'failover.json');
  rmSync(output, { force: true });
  const code = await run('failover', process.execPath, [resolve(ROOT, 'scripts/failover.mjs')]);
  const report = readJson(output);
  if (report?.skipped) {
    record('failover', 0, 0, started, `skipped: ${report.reason}`);
    return;
  }
  const ok = code === 0 && report?.failed === 0;
  const checks = report ? `${report.passed}/${report.passed + report.failed} checks` : 'no report';
  record('failover', ok ? 1 : 0, ok ? 0 : 1, started, ok ? checks : `${checks}, exit ${code}`);
}

function summary() {
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  heading('summary');
  const width = Math.max(...results.map((r) => r.name.length));
  for (const r of results) {
    const verdict = r.failed ? 'FAIL' : 'ok  ';
    console.log(
      `${verdict} ${r.name.padEnd(width)}  ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${(r.ms / 1000).toFixed(1).padStart(6)}s${r.note ? `  (${r.note})` : ''}`,
    );
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

// ───────────────────────────────────────────────────────────────────────────────────────────────
mkdirSync(REPORTS, { recursive: true });
console.log(`klubb test: node ${process.version}${CI ? ', CI' : ''}`);

heading('install');
const installStarted = Date.now();
if (process.env.KLUBB_SKIP_INSTALL !== '1' && installDependencies() !== 0) {
  record('install', 0, 1, installStarted, 'pnpm install failed; nothing else can run');
  process.exit(summary() ? 1 : 0);
}

heading('chromium');
const chromiumOk = ensureChromium();

heading('nginx');
const nginxOk = ensureNginx();

await single('tsc', process.execPath, [
  bin('typescript', 'tsc'),
  '--noEmit',
  '-p',
  'tsconfig.json',
]);
await single('eslint', process.execPath, [bin('eslint'), '.', '--max-warnings', '0']);
await single('prettier', process.execPath, [bin('prettier'), '--check', '.']);
// Unused files, dependencies and exports (knip.jsonc): any finding fails the run.
await single('knip', process.execPath, [bin('knip'), '--no-progress']);

// The public API of each shared package against its committed report (scripts/api-report.mjs),
// and a changeset for each package whose report changed (scripts/check-changesets.mjs).
await single('api reports', process.execPath, [resolve(ROOT, 'scripts/api-report.mjs')]);
await single('changesets', process.execPath, [resolve(ROOT, 'scripts/check-changesets.mjs')]);

// The frontend projects run as CommonJS through @swc/jest; the API and tooling tests are native
// ESM and need the VM-modules flag, so they get a second invocation (jest.config.mjs).
await jestSuite('jest frontend', ['--ignoreProjects', 'api', 'tooling']);
await jestSuite('jest api+tooling', ['--selectProjects', 'api', 'tooling'], {
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
});

await failoverSuite(nginxOk);

heading('build');
const buildStarted = Date.now();
const builds = await buildApps();
const failedBuilds = builds.filter((b) => b.status === 'failed').map((b) => b.name);
if (existsSync(resolve(ROOT, 'host/dist'))) writeRemotes(remotesDocument());
record(
  'build',
  failedBuilds.length ? 0 : 1,
  failedBuilds.length ? 1 : 0,
  buildStarted,
  failedBuilds.join(', '),
);

await single('budgets', process.execPath, [resolve(ROOT, 'scripts/check-budgets.mjs')]);

await playwrightSuite(chromiumOk);
await playwrightNginxSuite(chromiumOk, nginxOk);
await lighthouseSuite(chromiumOk);

process.exit(summary() ? 1 : 0);
