// The render service with --one-origin (main.mjs): the page's inlined state names
// the remotes and the API on the page's own origin, and the API is asked as through it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { httpRequest, listen } from '@klubb/deploy/src/testing/http.mjs';

import { FIRST_VIEW_ELEMENT_ID } from './inline-json.mjs';
import { startRenderService } from './main.mjs';

const asked = [];
let upstream;
let upstreamUrl;
let app;
let dir;

// The API and mf-feeds' origin in one stand-in: the brand, the document, the manifest, the module.
function answer(req, res) {
  asked.push({ url: req.url, headers: req.headers });
  const json = (body) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const { pathname } = new URL(req.url, 'http://x');
  if (pathname === '/v1/get/brand') return json({ name: 'Brand A', config: {} });
  if (pathname === '/v1/get/remotes') {
    return json({
      remotes: [
        {
          name: 'mf_feeds',
          version: '0.1.0',
          manifestUrl: `${upstreamUrl}/mf-feeds/0.1.0/mf-manifest.json`,
          routes: [{ path: '/', section: 'content' }],
          slots: [],
        },
      ],
    });
  }
  if (pathname === '/mf-feeds/0.1.0/mf-manifest.json') {
    return json({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './module', assets: { js: { sync: [], async: [] } } }],
    });
  }
  res.writeHead(404).end();
}

const get = (path) => httpRequest(app.port, path, { headers: { host: 'localhost:3000' } });

beforeAll(async () => {
  upstream = await listen(answer);
  upstreamUrl = `http://127.0.0.1:${upstream.address().port}`;
  dir = mkdtempSync(join(tmpdir(), 'klubb-one-origin-page-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  app = await startRenderService({
    dir,
    port: 0,
    host: '127.0.0.1',
    spa: true,
    oneOrigin: true,
    env: { KLUBB_API_URL: upstreamUrl, KLUBB_REMOTE_MF_FEEDS_URL: `${upstreamUrl}/mf-feeds` },
  });
});

afterAll(async () => {
  await app.close();
  await new Promise((r) => upstream.close(r));
  rmSync(dir, { recursive: true, force: true });
});

test("the page's state names the remotes and the API on its own origin, with no preconnect", async () => {
  const { text: body } = await get('/');
  const found = new RegExp(`id="${FIRST_VIEW_ELEMENT_ID}">(.*?)</script>`).exec(body);
  const state = JSON.parse(found[1]);
  const manifestUrl = 'http://localhost:3000/remotes/mf-feeds/0.1.0/mf-manifest.json';
  expect(state.apiUrl).toBe('http://localhost:3000/api');
  expect(state.remotes.remotes[0].manifestUrl).toBe(manifestUrl);
  expect(Object.keys(state.manifests)).toEqual([manifestUrl]);
  expect(body).toContain('href="http://localhost:3000/remotes/mf-feeds/0.1.0/remoteEntry.js"');
  expect(body).not.toContain('preconnect');
  expect(body).not.toContain(upstreamUrl);
  // The brand is asked as through the origin, so its pictures are named on it.
  const brand = asked.find((a) => a.url.startsWith('/v1/get/brand'));
  expect(brand.headers['x-app-url']).toBe('http://localhost:3000');
});

test('the page asks the API through the origin', async () => {
  asked.length = 0;
  const res = await get('/api/v1/get/remotes');
  expect(res.status).toBe(200);
  expect(asked.map((a) => [a.url, a.headers['x-app-url']])).toEqual([
    ['/v1/get/remotes', 'http://localhost:3000'],
  ]);
});
