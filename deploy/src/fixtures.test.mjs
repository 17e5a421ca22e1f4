// The registry's incompatible fixture (deploy/fixtures/README.md) stays consistent with itself and
// incompatible with the host in every way the contract check looks at.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { FIXTURES, INCOMPATIBLE_FIXTURE_MANIFEST_URL, ROOT } from './topology.mjs';

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
