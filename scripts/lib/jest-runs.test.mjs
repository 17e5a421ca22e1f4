import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { ROOT } from '../../deploy/src/topology.mjs';

import { ON_POSTGRES, jestRuns } from './jest-runs.mjs';

/** Jest reads --testNamePattern as a case-insensitive RegExp over a test's full name. */
const patternOf = (args) => new RegExp(args[args.indexOf('--testNamePattern') + 1], 'i');

describe("npm test's Jest runs", () => {
  test('without PostgreSQL: the two runs of old, no name filter', () => {
    const runs = jestRuns({ postgres: false });
    expect(runs.map(([name]) => name)).toEqual(['jest frontend', 'jest api+tooling']);
    expect(runs.flatMap(([, args]) => args)).not.toContain('--testNamePattern');
  });

  test('with PostgreSQL: each API test runs in exactly one of the two API runs', () => {
    const [, pglite, postgres] = jestRuns({ postgres: true });
    const inPglite = patternOf(pglite[1]);
    const inPostgres = patternOf(postgres[1]);
    for (const name of [
      'GET /v1/get/brand on pglite answers the brand',
      'GET /v1/get/brand on postgres answers the brand',
      'safe under concurrency on postgres two claims at once',
      'one personal number, 8 registrations at once, on postgres one wins',
      'the tooling test (no database)',
      'a describe on pglite, its test on postgres',
      'a test that mentions postgres without being on it',
    ]) {
      expect([inPglite.test(name), inPostgres.test(name)].filter(Boolean)).toHaveLength(1);
    }
    expect(inPostgres.test(`x ${ON_POSTGRES}`)).toBe(true);
  });

  test('the PostgreSQL run loads every file with a test on it', () => {
    const api = resolve(ROOT, 'api');
    const onPostgres = ['src', 'test']
      .flatMap((dir) =>
        readdirSync(resolve(api, dir), { recursive: true }).map((f) => `${dir}/${f}`),
      )
      .filter((f) => f.endsWith('.test.ts'))
      .filter((f) => /testTargets\(\)|on postgres/.test(readFileSync(resolve(api, f), 'utf8')))
      .map((f) => resolve(api, f));
    expect(onPostgres.length).toBeGreaterThan(40);
    const [, , postgres] = jestRuns({ postgres: true });
    expect(postgres[1]).toEqual(expect.arrayContaining(onPostgres));
  });
});
