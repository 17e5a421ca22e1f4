import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { REMOTES, ROOT } from '../deploy/src/topology.mjs';

import {
  chunkIdsOf,
  duplicateChunkFiles,
  fetchedScripts,
  initialScripts,
  measure,
  report,
  sharedScripts,
} from './check-budgets.mjs';
import { buildHash, isUpToDate } from './lib/build.mjs';

let root;

beforeAll(() => {
  // A fake workspace: the apps' package.json files and a tiny build of each.
  root = mkdtempSync(join(tmpdir(), 'klubb-budgets-'));
  mkdirSync(join(root, 'host/dist'), { recursive: true });
  cpSync(join(ROOT, 'host/package.json'), join(root, 'host/package.json'));
  writeFileSync(
    join(root, 'host/dist/index.html'),
    '<script defer src="/main.0123456789.js"></script><script src="https://cdn.example/x.js"></script>' +
      '<script defer src=runtime.abcdefabcd.js></script>' +
      '<script defer src=/first-paint.fedcba9876.js data-scripts="/late.2222222222.js /late.3333333333.js"></script>',
  );
  writeFileSync(join(root, 'host/dist/main.0123456789.js'), 'x'.repeat(5000));
  writeFileSync(join(root, 'host/dist/runtime.abcdefabcd.js'), 'r'.repeat(100));
  writeFileSync(join(root, 'host/dist/first-paint.fedcba9876.js'), 'g'.repeat(100));
  writeFileSync(join(root, 'host/dist/late.2222222222.js'), 'l'.repeat(100));
  writeFileSync(join(root, 'host/dist/late.3333333333.js'), 'm'.repeat(100));
  writeFileSync(join(root, 'host/dist/react.1111111111.js'), 'z'.repeat(100));
  writeFileSync(
    join(root, 'host/dist/mf-manifest.json'),
    JSON.stringify({
      shared: [{ name: 'react', assets: { js: { sync: ['react.1111111111.js'] } } }],
    }),
  );
  writeFileSync(join(root, 'host/dist/lazy.abcdefabcd.js'), 'y'.repeat(100));
  for (const remote of REMOTES) {
    mkdirSync(join(root, remote.dir, 'dist/0.1.0'), { recursive: true });
    writeFileSync(join(root, remote.dir, 'package.json'), '{"version":"0.1.0"}');
    writeFileSync(join(root, remote.dir, 'dist/0.1.0/remoteEntry.js'), 'var a = 1;');
    writeFileSync(join(root, remote.dir, 'dist/0.1.0/mf-manifest.json'), '{}');
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('check-budgets', () => {
  test('takes the local scripts of index.html, quoted or not, and the shared singletons', () => {
    expect(initialScripts(join(root, 'host/dist/index.html'))).toEqual([
      join(root, 'host/dist/main.0123456789.js'),
      join(root, 'host/dist/runtime.abcdefabcd.js'),
      join(root, 'host/dist/first-paint.fedcba9876.js'),
      // What the first-paint gate starts: the page's own scripts, held back.
      join(root, 'host/dist/late.2222222222.js'),
      join(root, 'host/dist/late.3333333333.js'),
    ]);
    expect(sharedScripts(join(root, 'host/dist/mf-manifest.json'))).toEqual([
      join(root, 'host/dist/react.1111111111.js'),
    ]);
    expect(measure({ root, budgets: { hostInitialJs: 1 } })[0].detail).toBe(
      '5 entry + 1 shared file(s)',
    );
  });

  test('counts a chunk once when webpack also merged it into another listed file', () => {
    const chunk = (name, ids) => {
      const file = join(root, `host/dist/${name}`);
      writeFileSync(
        file,
        `"use strict";(self.webpackChunkhost=self.webpackChunkhost||[]).push([[${ids}],{}]);`,
      );
      return file;
    };
    const merged = chunk('103.aaaaaaaaaa.js', '103,484');
    const alone = chunk('484.bbbbbbbbbb.js', '484');
    const other = chunk('87.cccccccccc.js', '87');
    const entry = join(root, 'host/dist/main.0123456789.js');
    expect(
      chunkIdsOf('(self.webpackChunkhost=self.webpackChunkhost||[]).push([[103,484],{'),
    ).toEqual(['103', '484']);
    expect(chunkIdsOf('console.log(1)')).toBeNull();
    expect(fetchedScripts([entry, merged, alone, other])).toEqual([entry, merged, other]);
    // The file alone stays when nothing else installs its chunk.
    expect(fetchedScripts([entry, alone, other])).toEqual([entry, alone, other]);
  });

  test('finds one chunk emitted under two names, and fails the build folder that has one', () => {
    const dir = join(root, 'host/dist');
    const chunk = (name, ids, banner = '') => {
      const file = join(dir, name);
      writeFileSync(
        file,
        `${banner}"use strict";(self.webpackChunkhost=self.webpackChunkhost||[]).push([[${ids}],{}]);`,
      );
      return file;
    };
    const first = chunk('358.dddddddddd.js', '358,977');
    const second = chunk(
      '977.dddddddddd.js',
      '977,358',
      '/*! see 977.dddddddddd.js.LICENSE.txt */',
    );
    const single = chunk('12.eeeeeeeeee.js', '12');
    expect(duplicateChunkFiles([second, single, first])).toEqual([[first, second]]);
    expect(duplicateChunkFiles([first, single])).toEqual([]);

    const budgets = { hostInitialJs: 100000, remoteEntry: {} };
    const twice = report(measure({ root, budgets }));
    expect(twice.failed).toBe(1);
    expect(twice.text).toMatch(
      /host duplicated chunks\s+358\.dddddddddd\.js = 977\.dddddddddd\.js.*OVER/,
    );
    rmSync(second);
    rmSync(single);
    const once = report(measure({ root, budgets }));
    expect(once.failed).toBe(0);
    expect(once.text).toMatch(/host duplicated chunks\s+none in \d+ file\(s\)/);
    rmSync(first);
  });

  test('passes under budget and fails over budget or when a build is missing', () => {
    const budgets = { hostInitialJs: 1000, remoteEntry: { 'mf-auth': 100 } };
    const rows = measure({ root, budgets });
    expect(rows[0]).toMatchObject({ name: 'host initial JS', budget: 1000 });
    expect(rows[0].bytes).toBeGreaterThan(0);
    expect(report(rows).failed).toBe(0);

    expect(report(measure({ root, budgets: { ...budgets, hostInitialJs: 10 } })).failed).toBe(1);
    rmSync(join(root, 'mf-auth/dist/0.1.0/remoteEntry.js'));
    const missing = report(measure({ root, budgets }));
    expect(missing.failed).toBe(1);
    expect(missing.text).toMatch(/mf-auth remoteEntry\.js.*MISSING/);
  });
});

describe('build hash', () => {
  test('changes with the sources, not with tests or outputs', () => {
    const app = REMOTES[1];
    mkdirSync(join(root, app.dir, 'src'), { recursive: true });
    writeFileSync(join(root, app.dir, 'src/index.ts'), 'export {};');
    const before = buildHash(app, root, {});
    writeFileSync(join(root, app.dir, 'src/index.test.ts'), 'test("x", () => {});');
    writeFileSync(join(root, app.dir, 'dist/0.1.0/other.js'), '1');
    expect(buildHash(app, root, {})).toBe(before);
    expect(buildHash(app, root, { KLUBB_API_URL: 'https://api.example' })).not.toBe(before);
    expect(buildHash(app, root, { KLUBB_DATA_DIR: '/tmp/x' })).toBe(before);
    expect(buildHash(app, root, { KLUBB_E2E_WORKERS: '1', KLUBB_LIGHTHOUSE_RUNS: '5' })).toBe(
      before,
    );
    expect(buildHash(app, root, { KLUBB_IDENTITY_API_KEY: 'AIzaExample' })).not.toBe(before);
    writeFileSync(join(root, app.dir, 'src/index.ts'), 'export const a = 1;');
    expect(buildHash(app, root, {})).not.toBe(before);
  });

  test('an app is up to date only with a matching hash and its build output', () => {
    const app = REMOTES[2];
    const hash = buildHash(app, root, {});
    expect(isUpToDate(app, hash, root)).toBe(false);
    writeFileSync(join(root, app.dir, 'dist/.build-hash'), `${hash}\n`);
    expect(isUpToDate(app, hash, root)).toBe(true);
    rmSync(join(root, app.dir, 'dist/0.1.0/mf-manifest.json'));
    expect(isUpToDate(app, hash, root)).toBe(false);
  });
});
