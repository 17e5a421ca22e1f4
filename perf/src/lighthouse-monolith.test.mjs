import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { APPS, HOST, distDir } from '../../deploy/src/topology.mjs';

import {
  checkMonolithRatios,
  fileOfScript,
  firstViewJsGzipBytes,
  monolithPages,
} from './lighthouse-monolith.mjs';

const FEEDS = APPS.find((app) => app.name === 'mf-feeds');
const host = `http://localhost:${HOST.port}`;

describe('fileOfScript', () => {
  test('maps the host’s, a remote’s own origin’s and one origin’s remote URLs to their files', () => {
    expect(fileOfScript(`${host}/main.1a2b3c4d5e.js`)).toBe(
      resolve(distDir(HOST), 'main.1a2b3c4d5e.js'),
    );
    expect(fileOfScript(`http://localhost:${FEEDS.port}/0.1.0/remoteEntry.js`)).toBe(
      resolve(distDir(FEEDS), '0.1.0/remoteEntry.js'),
    );
    expect(fileOfScript(`${host}/remotes/mf-feeds/0.1.0/remoteEntry.js`)).toBe(
      resolve(distDir(FEEDS), '0.1.0/remoteEntry.js'),
    );
    expect(fileOfScript(`${host}/remotes/nobody/1.0.0/x.js`, '/srv/host')).toBe(
      '/srv/host/remotes/nobody/1.0.0/x.js',
    );
    expect(fileOfScript('http://localhost:9/x.js')).toBeNull();
  });
});

describe('firstViewJsGzipBytes', () => {
  let dir;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'klubb-monolith-'));
    writeFileSync(join(dir, 'main.js'), 'console.log("main");'.repeat(50));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const lhrOf = (...urls) => ({
    audits: {
      'network-requests': {
        details: { items: urls.map((url) => ({ resourceType: 'Script', url })) },
      },
    },
  });
  const mainBytes = () => gzipSync('console.log("main");'.repeat(50)).length;

  test('the monolith counts only its own files, not the remote files its page was given', () => {
    const lhr = lhrOf(`${host}/main.js`, `${host}/remotes/mf-feeds/0.1.0/not-built.js`);
    expect(firstViewJsGzipBytes(lhr, dir, { hostOnly: true })).toBe(mainBytes());
  });

  test('a script with no file behind it is an error, never half a figure', () => {
    const lhr = lhrOf(`${host}/main.js`, `${host}/remotes/mf-feeds/0.1.0/not-built.js`);
    expect(() => firstViewJsGzipBytes(lhr, dir)).toThrow('no file behind the script');
  });
});

describe('the monolith budget', () => {
  const row = (name, js, lcp) => ({
    name,
    jsGzipBytes: { composed: null, monolith: null, ratio: js },
    lcpMs: { composed: null, monolith: null, ratio: lcp },
  });
  const budget = { pages: ['mixed-feed', 'offer-detail'], maxJsGzipRatio: 1.1, maxLcpRatio: 1.1 };

  test('measures the pages it names, in the measured order, and refuses a misspelt one', () => {
    expect(monolithPages(['mixed-feed', 'live-feed', 'offer-detail'], budget)).toEqual([
      'mixed-feed',
      'offer-detail',
    ]);
    expect(monolithPages(['a', 'b'], {})).toEqual(['a', 'b']);
    expect(() => monolithPages(['mixed-feed'], budget)).toThrow(/no page named offer-detail/);
    expect(() => monolithPages(['a'], { maxJsRatio: 1.1 })).toThrow(/unknown limit "maxJsRatio"/);
  });

  test('fails a ratio over its bound or not taken, and passes one at the bound', () => {
    const failures = checkMonolithRatios(
      [row('mixed-feed', 1.1, 0.98), row('offer-detail', 1.16, null)],
      budget,
    );
    expect(failures.map(({ page, limit, value }) => [page, limit, value])).toEqual([
      ['offer-detail', 'maxJsGzipRatio', 1.16],
      ['offer-detail', 'maxLcpRatio', null],
    ]);
    expect(failures[0].message).toBe(
      'offer-detail: composed / monolith first-view JS (gzip) 1.16× over the budget 1.10× (maxJsGzipRatio)',
    );
    expect(checkMonolithRatios([row('x', 2, 2)], {})).toEqual([]);
  });
});
