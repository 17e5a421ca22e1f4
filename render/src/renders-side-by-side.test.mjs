// Issue 33 (ADR 027, ADR 028): renders run side by side, each with a runtime of its own, and no
// page carries another's brand, language, feed or remotes. The render service as `npm start` runs
// it — the host's render build, the remotes' server builds over HTTP, the real API on a fresh
// PGlite database (api/dist/main.js in a child process) — with nordic's mf-feeds on a canary
// (0.2.0 for the whole brand), so two versions of one remote render at the same time. The page
// cache is off and the budgets (the API's answers, the render) are long: every page is a server
// render of its own, however loaded the machine.
// Needs the builds (`node scripts/build.mjs`); without them the suite says so and is skipped.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, request } from 'node:http';
import { extname, join, normalize } from 'node:path';

import { runCli } from '@klubb/deploy/src/registry-cli.mjs';
import { securitySettingsFromEnv } from '@klubb/deploy/src/serve-rules.mjs';
import { distDir, HOST, REMOTES, ROOT } from '@klubb/deploy/src/topology.mjs';

import { createFirstViewHtml } from './first-view-html.mjs';
import { FIRST_VIEW_ELEMENT_ID } from './inline-json.mjs';
import { RENDERED_ATTRIBUTE, RENDERED_QUERIES_ELEMENT_ID } from './route-render.mjs';
import { createRenderService } from './server.mjs';

/** Pages asked for at once. */
const PAGES = 1000;

const BRANDS = [
  {
    host: 'localhost:3000',
    appUrl: 'http://localhost:3000',
    name: 'Klubb',
    lang: 'sv',
    home: 'Hem',
    feedsVersion: '0.1.0',
    offer: '/benefit/klubb-benefit-002',
  },
  {
    host: 'nordic.localhost:3000',
    appUrl: 'http://nordic.localhost:3000',
    name: 'Klubb Norge',
    lang: 'nb',
    home: 'Hjem',
    feedsVersion: '0.2.0',
    offer: '/benefit/norge-benefit-002',
  },
];
// The feeds (mf-feeds) and an offer's page (mf-offer), both brands having each.
const ROUTES = ['/', '/editorial', '/benefit', 'offer'];

const API_BUILD = join(ROOT, 'api/dist/main.js');
const RENDER_BUILD = join(ROOT, 'host/dist-server/render.cjs');
const SERVER_BUILDS = [
  'mf-feeds/dist/0.1.0/server/remoteEntry.js',
  'mf-feeds/dist/0.2.0/server/remoteEntry.js',
  'mf-offer/dist/0.1.0/server/remoteEntry.js',
].map((path) => join(ROOT, path));
const built = [API_BUILD, RENDER_BUILD, ...SERVER_BUILDS].every((path) => existsSync(path));
// npm test runs this file again after its build step with KLUBB_REQUIRE_BUILDS=1: a missing build
// is then a failure, not a skip (scripts/lib/jest-runs.mjs, rendersSideBySide).
if (!built && process.env.KLUBB_REQUIRE_BUILDS === '1')
  throw new Error('renders side by side: the builds are missing (scripts/build.mjs)');
if (!built)
  console.warn('renders side by side: skipped, the builds are missing (scripts/build.mjs)');

const listen = (server) =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));

const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

/** The remotes' builds as their origins serve them: /<dir>/<version>/… from <dir>/dist/. */
function remoteFiles(req, res) {
  const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
  const [, dir, ...rest] = path.split('/');
  const remote = REMOTES.find((r) => r.dir === dir);
  if (!remote) return res.writeHead(404).end();
  readFile(join(distDir(remote), ...rest)).then(
    (body) => {
      res.writeHead(200, {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'access-control-allow-origin': '*',
      });
      res.end(body);
    },
    () => res.writeHead(404).end(),
  );
}

/** A GET of the service as a browser on the brand's host asks for it, its body as text. */
function get(port, path, host) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host }, agent: false },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, html: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(240_000, () => req.destroy(new Error(`${host}${path} timed out`)));
    req.end();
  });
}

/** The JSON of the page's data block `id`, or null. */
function dataBlock(html, id) {
  const found = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
  return found ? JSON.parse(found[1]) : null;
}

/** The ids of the offers and articles the page's rendered queries hold. */
const idsOf = (html) =>
  new Set(
    JSON.stringify(dataBlock(html, RENDERED_QUERIES_ELEMENT_ID) ?? {}).match(/"id":"[^"]+"/g),
  );

(built ? describe : describe.skip)('pages rendered side by side', () => {
  let files;
  let api;
  let service;
  let port;
  // What the service logged (a render that failed says why).
  const logged = [];

  beforeAll(async () => {
    files = createServer(remoteFiles);
    const filesUrl = `http://127.0.0.1:${await listen(files)}`;
    const remoteUrls = Object.fromEntries(
      REMOTES.map((r) => [
        `KLUBB_REMOTE_${r.federationName.toUpperCase()}_URL`,
        `${filesUrl}/${r.dir}`,
      ]),
    );
    const probe = createServer();
    const apiPort = await listen(probe);
    await new Promise((resolve) => probe.close(resolve));
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    api = spawn(process.execPath, [API_BUILD], {
      cwd: join(ROOT, 'api'),
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        KLUBB_DATA_DIR: 'memory://',
        LOG_LEVEL: 'silent',
        ...remoteUrls,
      },
      stdio: 'ignore',
    });
    const deadline = Date.now() + 150_000;
    while (
      !(await fetch(`${apiUrl}/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('the API did not start');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Nordic's mf-feeds on the seeded 0.2.0 for every session: a canary of the whole brand.
    const out = [];
    const code = await runCli(['canary', 'mf-feeds', '0.2.0', '--brands', 'klubb-norge'], {
      env: {
        KLUBB_API_URL: apiUrl,
        KLUBB_OPERATOR_EMAIL: 'platform@klubb.example',
        KLUBB_OPERATOR_PASSWORD: 'Operator-2026!',
        ...remoteUrls,
      },
      print: (line) => out.push(line),
      printError: (line) => out.push(line),
    });
    if (code !== 0) throw new Error(`the canary did not start:\n${out.join('\n')}`);
    const dir = distDir(HOST);
    service = await createRenderService({
      dir,
      spa: true,
      security: securitySettingsFromEnv({}),
      prepare: createFirstViewHtml({
        apiUrl,
        dir,
        renderTimeoutMs: 120_000,
        upstreamTimeoutMs: 120_000,
        // A page's data kept for its next render (remembered-data.ts): the pages below ask each
        // URL five times, and both brands ask the same URLs, so a render that took another
        // brand's kept data would show.
        renderDataTtlMs: 600_000,
        log: (line) => logged.push(line),
      }),
    });
    // Room for every connection at once (Node's default backlog is 511).
    await service.listen({ port: 0, host: '127.0.0.1', backlog: PAGES + 100 });
    port = service.server.address().port;
  }, 240_000);

  afterAll(async () => {
    await service?.close();
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    files?.closeAllConnections();
    await new Promise((resolve) => (files ? files.close(resolve) : resolve()));
  });

  test(`${PAGES} pages at once: each its own brand, language, feed, remotes and remote version`, async () => {
    const pathOf = (brand, route) => (route === 'offer' ? brand.offer : route);
    // Each brand's pages asked one at a time first: what each route holds (the reference), and
    // the remotes' server builds loaded.
    const own = new Map();
    for (const brand of BRANDS) {
      for (const route of ROUTES) {
        // Asked again while the API warms up (its first answers can miss the first view's time-out).
        let html = '';
        for (let tries = 0; tries < 30 && !html.includes(RENDERED_ATTRIBUTE); tries += 1) {
          ({ html } = await get(port, `${pathOf(brand, route)}?alone=${tries}`, brand.host));
        }
        expect([brand.name, route, logged]).toEqual([brand.name, route, []]);
        expect(html).toContain(RENDERED_ATTRIBUTE);
        own.set(`${brand.name} ${route}`, {
          ids: idsOf(html),
          remotes: JSON.stringify(dataBlock(html, FIRST_VIEW_ELEMENT_ID).remotes),
        });
      }
    }
    const idsOfBrand = (brand) =>
      new Set(ROUTES.flatMap((route) => [...own.get(`${brand.name} ${route}`).ids]));
    const [klubbIds, nordicIds] = BRANDS.map(idsOfBrand);
    // The two brands' content shares nothing, so a page with the other's would show.
    expect(klubbIds.size).toBeGreaterThan(0);
    expect(nordicIds.size).toBeGreaterThan(0);
    expect([...klubbIds].filter((id) => nordicIds.has(id))).toEqual([]);

    const asked = Array.from({ length: PAGES }, (_, i) => ({
      brand: BRANDS[i % 2],
      route: ROUTES[Math.floor(i / 2) % ROUTES.length],
      n: i,
    }));
    const started = Date.now();
    const pages = await Promise.all(
      asked.map(async (page) => ({
        ...page,
        // Pages n and n + 1 (the two brands) ask the same URL, and so do n and n + 200.
        ...(await get(
          port,
          `${pathOf(page.brand, page.route)}?v=${Math.floor(page.n / 2) % 100}`,
          page.brand.host,
        )),
      })),
    );
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `renders side by side: ${PAGES} pages in ${seconds.toFixed(1)} s (${Math.round(PAGES / seconds)}/s)`,
    );

    // A render that failed says why here (a page for the client to render is not a pass).
    expect(logged.slice(0, 10)).toEqual([]);
    for (const { brand, route, n, status, html } of pages) {
      const where = `page ${n}: ${brand.name} ${route}`;
      const other = BRANDS.find((b) => b !== brand);
      const reference = own.get(`${brand.name} ${route}`);
      expect([where, status]).toEqual([where, 200]);
      // A server render, not the page for the client to render.
      expect([where, html.includes(RENDERED_ATTRIBUTE)]).toEqual([where, true]);
      const state = dataBlock(html, FIRST_VIEW_ELEMENT_ID);
      expect([where, state.appUrl, state.brand.name]).toEqual([where, brand.appUrl, brand.name]);
      expect([where, JSON.stringify(state.remotes)]).toEqual([where, reference.remotes]);
      expect(html).toContain(`<html lang="${brand.lang}"`);
      expect(html).toContain(`<title>${brand.name}</title>`);
      // Its own navigation's words, never the other brand's.
      expect([where, html.includes(`>${brand.home}<`)]).toEqual([where, true]);
      expect([where, html.includes(`>${other.home}<`)]).toEqual([where, false]);
      // Its own data, the very items it holds alone; none of the other brand's.
      const ids = idsOf(html);
      expect([where, [...ids].sort()]).toEqual([where, [...reference.ids].sort()]);
      const foreign = idsOfBrand(other);
      expect([where, [...ids].filter((id) => foreign.has(id))]).toEqual([where, []]);
      // The feeds drawn by the brand's own version of mf-feeds (nordic's canary, klubb's stable).
      const version = /data-remote-version="([^"]+)"/.exec(html)?.[1] ?? null;
      expect([where, version]).toEqual([where, route === 'offer' ? null : brand.feedsVersion]);
    }
  }, 600_000);
});
