// The public API of each shared package (@klubb/*), as API Extractor reports it:
// shared/<pkg>/api-report/<pkg>.api.md, committed. Remotes get these packages from the host at run
// time (ADR 005), so a change to their exports reaches code built against another version: the
// report makes it visible in review, and a changed report needs a changeset (check-changesets.mjs).
//   node scripts/api-report.mjs           check: fails when a report is out of date (npm test)
//   node scripts/api-report.mjs --update  accept: rewrites the reports (npm run api:update)
// One tsc run writes the declarations of every entry point (scripts/api-report/tsconfig.json) to
// .reports/api-dts; API Extractor then reads them package by package, in this process.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { relative, resolve } from 'node:path';

import { ROOT } from '../deploy/src/topology.mjs';

import { ensureDependencies } from './lib/first-run.mjs';

const DTS = resolve(ROOT, '.reports/api-dts');
const TEMP = resolve(ROOT, '.reports/api-report');

/** The packages with a TypeScript public entry ("."); mf-config is CommonJS build configuration. */
export const PACKAGES = [
  { name: 'contracts', entry: 'index' },
  { name: 'sdk', entry: 'index' },
  { name: 'session', entry: 'index' },
  { name: 'i18n', entry: 'index' },
  { name: 'ui', entry: 'index' },
  { name: 'runtime', entry: 'index' },
  { name: 'dev-shell', entry: 'index' },
];

export const reportPath = (name) => resolve(ROOT, `shared/${name}/api-report/${name}.api.md`);

const entryPoint = ({ name, entry }) => resolve(DTS, `shared/${name}/src/${entry}.d.ts`);

function emitDeclarations() {
  rmSync(DTS, { recursive: true, force: true });
  const tsc = resolve(ROOT, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(
    process.execPath,
    [tsc, '-p', resolve(ROOT, 'scripts/api-report/tsconfig.json')],
    { cwd: ROOT, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('tsc could not emit the declarations');
}

function prepare({ ExtractorConfig }, pkg) {
  const { name } = pkg;
  const projectFolder = resolve(ROOT, 'shared', name);
  mkdirSync(resolve(projectFolder, 'api-report'), { recursive: true });
  const mainEntryPointFilePath = entryPoint(pkg);
  return ExtractorConfig.prepare({
    configObject: {
      projectFolder,
      mainEntryPointFilePath,
      bundledPackages: [],
      newlineKind: 'lf',
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            types: [],
          },
          files: PACKAGES.map(entryPoint),
        },
        skipLibCheck: true,
      },
      apiReport: {
        enabled: true,
        reportFolder: '<projectFolder>/api-report/',
        reportTempFolder: resolve(TEMP, name),
        reportFileName: '<unscopedPackageName>.api.md',
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        // The report records the API; doc-comment style and release tags are not ours to enforce.
        extractorMessageReporting: {
          default: { logLevel: 'none', addToApiReportFile: false },
          // Neither printed (a warning fails a non-local run) nor written into the report (its
          // text names the checkout's absolute path, so each clone, CI's included, would differ).
          'ae-forgotten-export': { logLevel: 'none', addToApiReportFile: false },
          'ae-wrong-input-file-type': { logLevel: 'error' },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: resolve(projectFolder, 'package.json'),
  });
}

function extract({ Extractor }, config, compilerState, update) {
  return Extractor.invoke(config, {
    localBuild: update,
    // One TypeScript program for every package (most of the time goes into reading React's,
    // zod's and the DOM's declarations): six programs took four times as long.
    compilerState,
    messageCallback(message) {
      // The "report changed" warning is summed up below, with the command that accepts it.
      if (message.messageId === 'console-api-report-changed') message.handled = true;
    },
  });
}

export async function runApiReports({ update = false } = {}) {
  const started = Date.now();
  // Loaded here, not at the top: a fresh clone's `npm run api:update` installs it first.
  const extractor = await import('@microsoft/api-extractor');
  emitDeclarations();
  mkdirSync(TEMP, { recursive: true });
  const configs = PACKAGES.map((pkg) => prepare(extractor, pkg));
  const compilerState = extractor.CompilerState.create(configs[0], {
    additionalEntryPoints: PACKAGES.map(entryPoint),
  });
  const stale = [];
  let errors = 0;
  for (const [index, pkg] of PACKAGES.entries()) {
    const file = reportPath(pkg.name);
    const existed = existsSync(file);
    const result = extract(extractor, configs[index], compilerState, update);
    errors += result.errorCount + (result.succeeded ? 0 : 1);
    if (result.apiReportChanged || !existed) stale.push(relative(ROOT, file));
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (update) {
    console.log(
      `api reports: ${stale.length ? `updated ${stale.join(', ')}` : 'up to date'} (${seconds} s)`,
    );
    return errors ? 1 : 0;
  }
  if (stale.length) {
    console.error(
      `api reports out of date: ${stale.join(', ')}.\n` +
        'A shared package changed its public API. Review the difference ' +
        '(.reports/api-report/<pkg>/), run `npm run api:update` to accept it, commit the report ' +
        'and add a changeset (`npx changeset`, docs/shared-packages.md).',
    );
    return 1;
  }
  console.log(`api reports: ${PACKAGES.length} packages up to date (${seconds} s)`);
  return errors ? 1 : 0;
}

if (process.argv[1] === import.meta.filename) {
  process.exitCode =
    ensureDependencies() || (await runApiReports({ update: process.argv.includes('--update') }));
}
