// The build jobs of scripts/lib/build.mjs: a remote's extra versions (topology.mjs extraVersions)
// are builds of their own, with their own hash and marker.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { APPS, findRemote } from '../../deploy/src/topology.mjs';

import { buildHash, buildJobs, isUpToDate } from './build.mjs';

describe('buildJobs', () => {
  it('builds every app once (the console too), and mf-feeds once more as 0.2.0', () => {
    expect(buildJobs(APPS).map(({ label, version }) => [label, version])).toEqual([
      ['host', null],
      ['mf-auth', null],
      ['mf-feeds', null],
      ['mf-feeds 0.2.0', '0.2.0'],
      ['mf-offer', null],
      ['mf-commerce', null],
      ['mf-more', null],
      ['console', null],
    ]);
  });
});

describe('an extra version', () => {
  let root;
  const feeds = findRemote('mf-feeds');

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'klubb-build-'));
    mkdirSync(join(root, 'mf-feeds/src'), { recursive: true });
    mkdirSync(join(root, 'mf-feeds/dist/0.1.0'), { recursive: true });
    mkdirSync(join(root, 'mf-feeds/dist/0.2.0'), { recursive: true });
    writeFileSync(
      join(root, 'mf-feeds/package.json'),
      '{"name":"@klubb/mf-feeds","version":"0.1.0"}',
    );
    writeFileSync(join(root, 'mf-feeds/src/index.ts'), 'export {};');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('hashes apart from the package.json version of the same source', () => {
    const current = buildHash(feeds, root, {});
    const extra = buildHash(feeds, root, {}, '0.2.0');
    expect(extra).not.toBe(current);
    expect(buildHash(feeds, root, {}, '0.2.0')).toBe(extra);
  });

  it('is up to date by its own hash file and its own manifest', () => {
    const hash = buildHash(feeds, root, {}, '0.2.0');
    expect(isUpToDate(feeds, hash, root, '0.2.0')).toBe(false);
    writeFileSync(join(root, 'mf-feeds/dist/.build-hash-0.2.0'), `${hash}\n`);
    expect(isUpToDate(feeds, hash, root, '0.2.0')).toBe(false);
    writeFileSync(join(root, 'mf-feeds/dist/0.2.0/mf-manifest.json'), '{}');
    expect(isUpToDate(feeds, hash, root, '0.2.0')).toBe(true);
    // The 0.1.0 build is not made up to date by it.
    expect(isUpToDate(feeds, buildHash(feeds, root, {}), root)).toBe(false);
  });
});

describe("a build's inputs", () => {
  let root;
  const host = APPS.find((app) => app.name === 'host');

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'klubb-build-inputs-'));
    mkdirSync(join(root, 'host/src'), { recursive: true });
    writeFileSync(join(root, 'host/package.json'), '{"name":"@klubb/host","version":"0.1.0"}');
    writeFileSync(join(root, 'host/src/index.ts'), 'export {};');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("are not its own outputs: a build's source maps and server build leave the hash as it was", () => {
    const before = buildHash(host, root, {});
    // What a production build writes beside dist/ (the render build, the hidden source maps,
    // the monolith target): a fresh clone has none of them, a checkout that built has them all.
    for (const [dir, file] of [
      ['host/sourcemaps', 'main.1234567890.js.map'],
      ['host/dist-server', 'render.cjs'],
      ['host/dist-monolith', 'index.html'],
    ]) {
      mkdirSync(join(root, dir), { recursive: true });
      writeFileSync(join(root, dir, file), 'built');
    }
    expect(buildHash(host, root, {})).toBe(before);
    writeFileSync(join(root, 'host/src/index.ts'), 'export const changed = 1;');
    expect(buildHash(host, root, {})).not.toBe(before);
  });
});
