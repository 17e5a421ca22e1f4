// npm test's Jest runs. The frontend projects run as CommonJS through @swc/jest; the API and
// tooling tests are native ESM and need the VM-modules flag (jest.config.mjs). With PostgreSQL
// (TEST_DATABASE_URL) and KLUBB_JEST_SPLIT=1, the API's tests on it run in a Jest of their own
// beside the rest: those wait on the database server while the PGlite ones keep a core busy. Off by
// default: on the loaded shared machine it saved no time and cost 18 % more CPU (each file loads
// in both runs; docs/perf.md, "CI time"); a quiet runner's measurement decides. The split is
// by test name — every PostgreSQL test's name says `on postgres` (describe.each(testTargets())'s
// `on %s`) — so each test runs in exactly one of them and the counts stay the same.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { ROOT } from '../../deploy/src/topology.mjs';

import { jestSuite } from './test-suites.mjs';

export const ON_POSTGRES = 'on postgres';

const vmModules = () => ({
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--experimental-vm-modules'].filter(Boolean).join(' '),
});

/** The API's test files that can hold a PostgreSQL test (the others need not load twice). */
export function postgresTestFiles(apiDir = resolve(ROOT, 'api')) {
  return ['src', 'test']
    .flatMap((dir) =>
      readdirSync(resolve(apiDir, dir), { recursive: true }).map((f) => resolve(apiDir, dir, f)),
    )
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) =>
      /testTargets\(\)|TEST_DATABASE_URL|postgres/i.test(readFileSync(file, 'utf8')),
    )
    .sort();
}

/** The Jest arguments of each run: [name, args, options]; one run more with PostgreSQL. */
export function jestRuns({
  postgres = Boolean(process.env.TEST_DATABASE_URL) && process.env.KLUBB_JEST_SPLIT === '1',
} = {}) {
  const frontend = ['jest frontend', ['--ignoreProjects', 'api', 'tooling'], {}];
  const apiTooling = [
    'jest api+tooling',
    [
      '--selectProjects',
      'api',
      'tooling',
      // Jest's name pattern is a case-insensitive RegExp: this one is the other run's complement.
      ...(postgres ? ['--testNamePattern', `^(?!.*${ON_POSTGRES})`] : []),
    ],
    { env: vmModules() },
  ];
  if (!postgres) return [frontend, apiTooling];
  const onPostgres = [
    'jest api postgres',
    [
      '--selectProjects',
      'api',
      '--testNamePattern',
      ON_POSTGRES,
      '--runTestsByPath',
      ...postgresTestFiles(),
    ],
    { env: vmModules() },
  ];
  return [frontend, apiTooling, onPostgres];
}

/**
 * Runs them: the PostgreSQL run beside the frontend run and then the PGlite and tooling run. The
 * API is built once first (KLUBB_API_BUILT): each run's global set-up would rebuild it otherwise.
 */
export async function runJest() {
  const runs = jestRuns();
  const { buildApi } = await import('../../api/build.mjs');
  const built =
    runs.length > 2 &&
    (await buildApi({ quiet: true }).then(
      () => true,
      () => false,
    ));
  if (!built) {
    const rows = [];
    for (const [name, args, options] of runs) rows.push(await jestSuite(name, args, options));
    return rows;
  }
  const [frontend, apiTooling, onPostgres] = runs.map(([name, args, options]) => [
    name,
    args,
    { ...options, prefixed: true, env: { ...options.env, KLUBB_API_BUILT: '1' } },
  ]);
  const beside = jestSuite(...onPostgres);
  const first = await jestSuite(...frontend);
  const second = await jestSuite(...apiTooling);
  return [first, second, await beside];
}

/**
 * The run of the render service's side-by-side test (render/src/renders-side-by-side.test.mjs,
 * 1,000 pages at once) after npm test's build step: it needs the API's, the host's and the
 * remotes' builds, which a fresh clone's Jest step does not have (there it skips itself).
 */
export const rendersSideBySide = () => [
  'renders side by side',
  ['--selectProjects', 'tooling', '--runTestsByPath', 'render/src/renders-side-by-side.test.mjs'],
  { env: { ...vmModules(), KLUBB_REQUIRE_BUILDS: '1' }, workers: 1 },
];
