import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import { securitySettingsFromEnv } from '@klubb/deploy/src/serve-rules.mjs';
import { httpRequest, listen } from '@klubb/deploy/src/testing/http.mjs';

import {
  checkedView,
  checkedViewsOnce,
  createFirstViewHtml,
  hostChunkPreloads,
  logEachLineOnce,
  TEMPLATE_CHECK_MS,
} from './first-view-html.mjs';
import { createFirstView, UPSTREAM_TIMEOUT_MS } from './first-view.mjs';
import { FIRST_VIEW_ELEMENT_ID } from './inline-json.mjs';
import { createRenderService } from './server.mjs';

// A stand-in for the API and a remote's origin over real HTTP: the brand, the registry's
// document, and mf-feeds 0.1.0's manifest and module.
let upstream;
let upstreamUrl;
const asked = [];
let failing = false;
const MODULE_SOURCE =
  'x({mixedFeed:()=>Promise.all([a.e(11),a.e(443)]).then(()=>a(1)),typeFeed:()=>a.e(22).then(()=>a(2))});' +
  `JSON.parse('{"routes":[{"page":"mixedFeed","path":"/","section":"content"},{"page":"typeFeed","path":"/live","section":"content","flag":"showLive"}],"slots":[]}')`;

function answer(req, res) {
  asked.push(`${req.url} origin=${req.headers.origin ?? ''}`);
  const json = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (failing) return json(500, { status: 500, code: 'x', message: 'down' });
  const url = new URL(req.url, 'http://x');
  if (url.pathname === '/v1/get/brand') {
    if (url.searchParams.get('appUrl') !== 'http://localhost:3000') {
      return json(404, { status: 404, code: 'brand/unknown', message: 'no brand' });
    }
    return json(200, { name: 'Brand A </script>', config: { showLive: true } });
  }
  if (url.pathname === '/v1/get/remotes') {
    return json(200, {
      remotes: [
        {
          name: 'mf-feeds',
          version: '0.1.0',
          manifestUrl: `${upstreamUrl}/mf-feeds/0.1.0/mf-manifest.json`,
          routes: [
            { path: '/', section: 'content' },
            { path: '/live', section: 'content', flag: 'showLive' },
          ],
          slots: [],
        },
      ],
    });
  }
  if (url.pathname === '/mf-feeds/0.1.0/mf-manifest.json') {
    return json(200, {
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          path: './module',
          assets: {
            js: { sync: ['expose.abcdef1234.js'], async: ['11.aaaaaaaaaa.js', '22.bbbbbbbbbb.js'] },
            css: { sync: [], async: [] },
          },
        },
      ],
    });
  }
  if (url.pathname === '/mf-feeds/0.1.0/expose.abcdef1234.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    return res.end(MODULE_SOURCE);
  }
  return json(404, {});
}

let dir;
let server;

/** The render service for `options`, listening on a free port; resolves to its server. */
async function serviceOn(options) {
  const app = await createRenderService({ security: securitySettingsFromEnv({}), ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server;
}
const INDEX =
  '<!doctype html><html><head><script defer src="/main.0123456789.js"></script></head><body></body></html>';

// The page as a browser on localhost:3000 sees it, a Brotli body decoded.
async function get(path, headers = {}) {
  const res = await httpRequest(server, path, { headers: { host: 'localhost:3000', ...headers } });
  const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.body) : res.body;
  return { status: res.status, headers: res.headers, body: body.toString() };
}

const stateOf = (html) => {
  const found = new RegExp(`id="${FIRST_VIEW_ELEMENT_ID}">(.*?)</script>`).exec(html);
  return found ? JSON.parse(found[1]) : null;
};

beforeAll(async () => {
  upstream = await listen(answer);
  upstreamUrl = `http://127.0.0.1:${upstream.address().port}`;
  dir = mkdtempSync(join(tmpdir(), 'klubb-first-view-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  for (const name of [
    'main.0123456789.js',
    '193.b34c48242f.js',
    '70.0cba138825.js',
    '689.0cba138825.js',
  ]) {
    writeFileSync(join(dir, name), '');
  }
  const firstViewHtml = createFirstViewHtml({ apiUrl: upstreamUrl, dir });
  server = await serviceOn({ dir, spa: true, prepare: firstViewHtml });
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await new Promise((r) => upstream.close(r));
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  asked.length = 0;
  failing = false;
});

describe('the host page with the first view inlined', () => {
  test("inlines the brand, the document and the route's manifest, and preloads the route", async () => {
    const res = await get('/live', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=2, stale-while-revalidate=3',
    );
    expect(res.headers.vary).toBe('Accept-Encoding, Authorization, Cookie');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const state = stateOf(res.body);
    expect(state.appUrl).toBe('http://localhost:3000');
    expect(state.brand.name).toBe('Brand A </script>');
    expect(state.remotes.remotes[0].name).toBe('mf-feeds');
    expect(Object.keys(state.manifests)).toEqual([
      `${upstreamUrl}/mf-feeds/0.1.0/mf-manifest.json`,
    ]);
    const base = `${upstreamUrl}/mf-feeds/0.1.0`;
    expect(res.body).toContain(
      `<link rel="preconnect" href="${upstreamUrl}" crossorigin="anonymous" />`,
    );
    expect(res.body).toContain(
      `<link rel="preload" as="script" href="${base}/remoteEntry.js" fetchpriority="low" />`,
    );
    expect(res.body).toContain(`href="${base}/expose.abcdef1234.js"`);
    // The type feed's page, not the mixed feed's.
    expect(res.body).toContain(`href="${base}/22.bbbbbbbbbb.js"`);
    expect(res.body).not.toContain(`href="${base}/11.aaaaaaaaaa.js"`);
    // The host's boot chunk; not main.js (the page names it), not the two same-content copies.
    expect(res.body).toContain(
      '<link rel="preload" as="script" href="/193.b34c48242f.js" fetchpriority="low" />',
    );
    expect(res.body).not.toContain('0cba138825');
    expect(res.body.match(/main\.0123456789\.js/g)).toHaveLength(1);
    // The document is asked by Origin, as a browser asks it.
    expect(asked).toContain('/v1/get/remotes origin=http://localhost:3000');
  });

  test("asks the API on every page (an operator's change is live at once), the manifest once", async () => {
    await get('/');
    const before = asked.length;
    await get('/live');
    expect(asked.slice(before).sort()).toEqual([
      '/v1/get/brand?appUrl=http%3A%2F%2Flocalhost%3A3000&authTenantIdSelect=true origin=',
      '/v1/get/remotes origin=http://localhost:3000',
    ]);
  });

  test('gives the same answer object while nothing it was made from changed, and a new one after', async () => {
    const kept = createFirstView({ apiUrl: upstreamUrl, ttlMs: 60_000 });
    const first = await kept('http://localhost:3000', '/');
    expect(first.remote?.name).toBe('mf-feeds');
    expect(first.links.some((link) => link.href?.endsWith('/11.aaaaaaaaaa.js'))).toBe(true);
    expect(await kept('http://localhost:3000', '/')).toBe(first);
    const live = await kept('http://localhost:3000', '/live');
    expect(live).not.toBe(first);
    expect(live.links.some((link) => link.href?.endsWith('/22.bbbbbbbbbb.js'))).toBe(true);
    // Nothing kept (the default): a new brand and document each page, so a new answer, the same.
    const fresh = createFirstView({ apiUrl: upstreamUrl });
    const one = await fresh('http://localhost:3000', '/');
    const two = await fresh('http://localhost:3000', '/');
    expect(two).not.toBe(one);
    expect(two.state.brand).not.toBe(one.state.brand);
    expect(two).toEqual(one);
  });

  test('serves the plain page when the API is down or the host names no brand', async () => {
    const unknown = await get('/', { host: 'unknown.localhost:3000' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBe(INDEX);
    expect(unknown.headers['content-security-policy']).toBeDefined();
    expect((await get('/', { 'x-klubb-first-view': 'off' })).body).toBe(INDEX);
    const hostile = await get('/', { host: 'a"b<c' });
    expect(hostile.body).toBe(INDEX);
    failing = true;
    const down = await get('/live', { host: 'down.localhost:3000' });
    expect(down.status).toBe(200);
    expect(down.body).toBe(INDEX);
    expect(asked.some((line) => line.startsWith('/v1/get/brand'))).toBe(true);
  });

  test('serves the plain page on time when an API call never settles, and asks again next time', async () => {
    // A fetch that ignores its signal and never answers: the deadline is the first view's own.
    let calls = 0;
    const fetchImpl = () => {
      calls += 1;
      return new Promise(() => {});
    };
    const hanging = await serviceOn({
      dir,
      spa: true,
      prepare: createFirstViewHtml({ apiUrl: upstreamUrl, dir, fetchImpl }),
    });
    try {
      for (const round of [1, 2]) {
        const started = Date.now();
        const res = await httpRequest(hanging, '/', { headers: { host: 'localhost:3000' } });
        expect(res.body.toString()).toBe(INDEX);
        expect(Date.now() - started).toBeLessThan(UPSTREAM_TIMEOUT_MS + 1_000);
        // The brand and the document, asked afresh each time: no request waits on the last one.
        expect(calls).toBe(2 * round);
      }
    } finally {
      hanging.closeAllConnections();
      await new Promise((r) => hanging.close(r));
    }
  });
});

describe("the host's index.html", () => {
  test('is looked at again once a check interval has passed, and a new one is used from then on', async () => {
    const own = mkdtempSync(join(tmpdir(), 'klubb-template-'));
    const htmlPath = join(own, 'index.html');
    writeFileSync(htmlPath, INDEX);
    utimesSync(htmlPath, 1_000, 1_000);
    let clock = 50_000;
    const prepare = createFirstViewHtml({ apiUrl: upstreamUrl, dir: own, now: () => clock });
    const req = { headers: { host: 'localhost:3000' }, url: '/live' };
    const buildOf = async () => (await prepare(req, htmlPath)).key.hostBuild;
    try {
      expect(await buildOf()).toBe(`${htmlPath} 1000000`);
      // A deploy replaces the file: the pages asked within the interval keep the one looked at.
      writeFileSync(htmlPath, INDEX.replace('<body>', '<body class="v2">'));
      utimesSync(htmlPath, 2_000, 2_000);
      clock += TEMPLATE_CHECK_MS - 1;
      expect(await buildOf()).toBe(`${htmlPath} 1000000`);
      clock += 1;
      expect(await buildOf()).toBe(`${htmlPath} 2000000`);
      const made = await (await prepare(req, htmlPath)).make('n0nce');
      expect(made.before + made.after).toContain('<body class="v2">');
      // Missing for a moment: not remembered missing; the next page looks again.
      clock += TEMPLATE_CHECK_MS;
      rmSync(htmlPath);
      await expect(prepare(req, htmlPath)).rejects.toThrow(/ENOENT/);
      writeFileSync(htmlPath, INDEX);
      utimesSync(htmlPath, 3_000, 3_000);
      expect(await buildOf()).toBe(`${htmlPath} 3000000`);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});

describe("the first view checked with the host's render build", () => {
  const view = { state: { appUrl: 'http://localhost:3000', brand: {} }, links: [], remote: null };

  test('replaces the state with the checked one, and names skipped remotes in the log', () => {
    const lines = [];
    const checked = { state: { ...view.state, checked: true }, skipped: ['mf_future'] };
    expect(
      checkedView(
        view,
        () => checked,
        (line) => lines.push(line),
      ),
    ).toEqual({
      ...view,
      state: checked.state,
    });
    expect(lines).toEqual([
      'first view of http://localhost:3000: remotes this host does not know: mf_future',
    ]);
  });

  test('drops an invalid state, and leaves the view as it is without a render build', () => {
    const lines = [];
    expect(
      checkedView(
        view,
        () => null,
        (line) => lines.push(line),
      ),
    ).toBeNull();
    expect(lines[0]).toMatch(/invalid/);
    expect(checkedView(view, undefined)).toBe(view);
    expect(checkedView(null, () => null)).toBeNull();
  });

  test('checks the same brand, document and manifests once, and a new one anew', () => {
    const checks = [];
    const check = (state) => {
      checks.push(state.brand.name);
      return state.brand.name === 'bad'
        ? null
        : { state: { ...state, checked: true }, skipped: [] };
    };
    const viewOf = createView();
    const brand = { name: 'A' };
    const remotes = { remotes: [] };
    const manifest = {};
    // firstViewOf's answer: a new object each page, holding the objects it keeps.
    const found = (b = brand, r = remotes, m = { 'http://m/x.json': manifest }) => ({
      state: { version: 1, appUrl: 'http://a', brand: b, remotes: r, manifests: m },
      links: [{ rel: 'preload', href: '/x.js' }],
      remote: null,
    });
    const mapView = (view) => ({ ...view, links: view.links.map((l) => ({ ...l, mapped: true })) });
    // The same answer again (firstViewOf's, while nothing changed): the very view made of it.
    const answer = found();
    const again = viewOf(answer, mapView);
    expect(viewOf(answer, mapView)).toBe(again);
    const first = viewOf(found(), mapView);
    const second = viewOf(found(), mapView);
    expect(second.state).toBe(first.state);
    expect(second.state.checked).toBe(true);
    expect(second.links).toEqual([{ rel: 'preload', href: '/x.js', mapped: true }]);
    expect(checks).toEqual(['A']);
    // A new document, another manifest, a new brand object: each checked.
    viewOf(found(brand, { remotes: [] }), mapView);
    viewOf(found(brand, remotes, { 'http://m/x.json': {} }), mapView);
    viewOf(found({ name: 'A' }), mapView);
    expect(checks).toEqual(['A', 'A', 'A', 'A']);
    // An invalid one stays invalid without being checked again.
    const bad = { name: 'bad' };
    expect(viewOf(found(bad), mapView)).toBeNull();
    expect(viewOf(found(bad), mapView)).toBeNull();
    expect(checks).toEqual(['A', 'A', 'A', 'A', 'bad']);
    function createView() {
      return checkedViewsOnce(() => check);
    }
  });

  test('says each line once, remembering the last few', () => {
    const lines = [];
    const log = logEachLineOnce((line) => lines.push(line), 2);
    for (const line of ['a', 'a', 'b', 'a', 'c', 'a']) log(line);
    // 'a' was forgotten once 'b' and 'c' were said.
    expect(lines).toEqual(['a', 'b', 'c', 'a']);
  });

  test('inlines what the render build checked; an invalid state serves the plain page', async () => {
    const entryDir = mkdtempSync(join(tmpdir(), 'klubb-render-entry-'));
    const entryPath = join(entryDir, 'render.cjs');
    // A render build with the check only (no renderRoute: the client renders the route).
    writeFileSync(
      entryPath,
      `exports.checkFirstViewState = (state) => state.brand.name.startsWith('Brand A')
        ? { state: { ...state, checked: true, brand: { name: 'checked' } }, skipped: [] }
        : null;`,
    );
    const checking = await serviceOn({
      dir,
      spa: true,
      prepare: createFirstViewHtml({ apiUrl: upstreamUrl, dir, renderEntry: entryPath }),
    });
    try {
      const res = await httpRequest(checking, '/live', { headers: { host: 'localhost:3000' } });
      const state = stateOf(res.body.toString());
      expect(state).toMatchObject({ checked: true, brand: { name: 'checked' } });
      expect(state.remotes.remotes[0].name).toBe('mf-feeds');
    } finally {
      await new Promise((r) => checking.close(r));
    }
    // A render build that finds the state invalid (a file of its own: required modules are kept).
    const refusingPath = join(entryDir, 'refusing.cjs');
    writeFileSync(refusingPath, 'exports.checkFirstViewState = () => null;');
    const logged = [];
    const strict = await serviceOn({
      dir,
      spa: true,
      prepare: createFirstViewHtml({
        apiUrl: upstreamUrl,
        dir,
        renderEntry: refusingPath,
        log: (line) => logged.push(line),
      }),
    });
    try {
      for (const path of ['/live', '/']) {
        const res = await httpRequest(strict, path, { headers: { host: 'localhost:3000' } });
        expect(res.body.toString()).toBe(INDEX);
      }
      // Said once for the brand, not on every page.
      expect(logged).toEqual([
        'first view of http://localhost:3000: the brand or its remotes document is invalid',
      ]);
    } finally {
      await new Promise((r) => strict.close(r));
      rmSync(entryDir, { recursive: true, force: true });
    }
  });
});

describe('hostChunkPreloads', () => {
  const hrefs = (links) => links.map((link) => link.href);
  const names = [
    'main.0123456789.js',
    '1.aaaaaaaaaa.js',
    '2.bbbbbbbbbb.js',
    '3.bbbbbbbbbb.js',
    '4.cccccccccc.js',
    'x.txt',
  ];

  test("preloads the chunks the page does not name, less shared modules' fallback copies", () => {
    const manifest = {
      shared: [
        { assets: { js: { sync: ['2.bbbbbbbbbb.js', '3.bbbbbbbbbb.js'] } } },
        { assets: { js: { sync: ['4.cccccccccc.js'] } } },
      ],
    };
    const links = hostChunkPreloads(names, INDEX, manifest);
    expect(hrefs(links)).toEqual(['/1.aaaaaaaaaa.js', '/2.bbbbbbbbbb.js', '/4.cccccccccc.js']);
    expect(links[0]).toEqual({
      rel: 'preload',
      as: 'script',
      href: '/1.aaaaaaaaaa.js',
      fetchpriority: 'low',
    });
  });

  test('without the manifest, leaves out chunks whose content another has too', () => {
    expect(hrefs(hostChunkPreloads(names, INDEX))).toEqual([
      '/1.aaaaaaaaaa.js',
      '/4.cccccccccc.js',
    ]);
  });
});
