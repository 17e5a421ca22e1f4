// The registry's incompatible fixture (deploy/fixtures/README.md) stays consistent with itself and
// incompatible with the host in every way the contract check looks at.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import {
  FAILING_FIXTURE_MANIFEST_URL,
  FIXTURES,
  INCOMPATIBLE_FIXTURE_MANIFEST_URL,
  MISMATCHED_FIXTURE_MANIFEST_URL,
  ROOT,
} from './topology.mjs';

const folder = resolve(ROOT, FIXTURES.dir, 'mf-feeds/0.9.0');
const read = (name) => readFileSync(resolve(folder, name));
const manifest = JSON.parse(read('mf-manifest.json'));
const contract = JSON.parse(read('klubb-contract.json'));

describe('the incompatible fixture', () => {
  it('is where the served URL says', () => {
    expect(INCOMPATIBLE_FIXTURE_MANIFEST_URL).toBe(
      `http://localhost:${FIXTURES.port}/mf-feeds/0.9.0/mf-manifest.json`,
    );
    expect(manifest.name).toBe('mf_feeds');
    expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
  });

  it('needs React 99 in its manifest and its contract alike', () => {
    const ranges = (list) =>
      Object.fromEntries(list.map(({ name, requiredVersion }) => [name, requiredVersion]));
    expect(ranges(contract.shared)).toEqual(ranges(manifest.shared));
    expect(ranges(contract.shared).react).toBe('^99.0.0');
    expect(contract.shared.every((entry) => entry.singleton)).toBe(true);
  });

  it('declares a contract version no host supports and a route mf-commerce owns', () => {
    expect(contract.contractVersion).toBe(99);
    expect(contract.routes).toContainEqual({ path: '/checkout', section: 'content' });
    const commerce = JSON.parse(
      readFileSync(resolve(ROOT, 'mf-commerce/src/exposes/routes.json'), 'utf8'),
    );
    expect(commerce.routes.map((route) => route.path)).toContain('/checkout');
  });

  it('states its remoteEntry’s size as the build would (gzip, level 9)', () => {
    expect(contract.remoteEntryBytes).toBe(gzipSync(read('remoteEntry.js'), { level: 9 }).length);
  });
});

describe('the mismatched fixture (0.9.1)', () => {
  const dir = resolve(ROOT, FIXTURES.dir, 'mf-feeds/0.9.1');
  const file = (name) => readFileSync(resolve(dir, name));
  const json = (name) => JSON.parse(file(name));
  const feeds = JSON.parse(readFileSync(resolve(ROOT, 'mf-feeds/src/exposes/routes.json'), 'utf8'));

  it('is where the served URL says, an mf-feeds of contract 2 with the house’s ranges', () => {
    expect(MISMATCHED_FIXTURE_MANIFEST_URL).toBe(
      `http://localhost:${FIXTURES.port}/mf-feeds/0.9.1/mf-manifest.json`,
    );
    expect(json('mf-manifest.json').name).toBe('mf_feeds');
    expect(json('klubb-contract.json').contractVersion).toBe(2);
    const ranges = Object.fromEntries(
      json('mf-manifest.json').shared.map((entry) => [entry.name, entry.requiredVersion]),
    );
    expect(ranges.react).toBe('^19.0.0');
    expect(Object.values(ranges).every((range) => !range.includes('99'))).toBe(true);
  });

  it('declares mf-feeds’ own routes and /archive, which its module lacks', () => {
    const declared = json('klubb-contract.json').routes;
    const own = feeds.routes.map((route) => {
      const declared = { ...route };
      delete declared.page;
      return declared;
    });
    expect(declared).toEqual([...own, { path: '/archive', section: 'content' }]);
    const entry = file('remoteEntry.js').toString('utf8');
    for (const route of own) expect(entry).toContain(`path: '${route.path}'`);
    expect(entry).not.toContain("/archive'");
    expect(json('klubb-contract.json').remoteEntryBytes).toBe(
      gzipSync(file('remoteEntry.js'), { level: 9 }).length,
    );
  });
});

describe('the failing fixture (0.9.2)', () => {
  const dir = resolve(ROOT, FIXTURES.dir, 'mf-feeds/0.9.2');
  const file = (name) => readFileSync(resolve(dir, name));
  const json = (name) => JSON.parse(file(name));
  const feeds = JSON.parse(readFileSync(resolve(ROOT, 'mf-feeds/src/exposes/routes.json'), 'utf8'));

  it('is 0.9.1 with the contract its module keeps, and pages that throw on half of the loads', () => {
    expect(FAILING_FIXTURE_MANIFEST_URL).toBe(
      `http://localhost:${FIXTURES.port}/mf-feeds/0.9.2/mf-manifest.json`,
    );
    const own = feeds.routes.map((route) => {
      const declared = { ...route };
      delete declared.page;
      return declared;
    });
    expect(json('klubb-contract.json').routes).toEqual(own);
    expect(json('mf-manifest.json').metaData.buildInfo.buildVersion).toBe('0.9.2');
    const entry = file('remoteEntry.js').toString('utf8');
    expect(entry).toContain('Math.random() < 0.5');
    expect(entry).toContain('throw new Error');
    expect(json('klubb-contract.json').remoteEntryBytes).toBe(
      gzipSync(file('remoteEntry.js'), { level: 9 }).length,
    );
  });
});
