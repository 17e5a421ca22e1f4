import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createOneOriginRoute, forwardedPath } from './one-origin-proxy.mjs';
import { createHandler } from './serve-handler.mjs';
import { httpRequest, listen } from './testing/http.mjs';

const close = (srv) => new Promise((r) => srv.close(r));

let dir;
let remoteDir;
let upstream;
let seen;
let app;
let route;
let arrived;
const firstArrived = new Promise((resolve) => {
  arrived = resolve;
});

beforeAll(async () => {
  seen = [];
  // The API's stand-in: says what it was asked, streams a long answer on /v1/stream.
  upstream = await listen((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      });
      if (req.url === '/v1/slow') return; // never answers: the proxy's time-out is tested
      if (req.url === '/v1/stream') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first ');
        // The second part only once the client has the first: a proxy that buffered the
        // answer would never pass it on, and the test would time out.
        firstArrived.then(() => res.end('second'));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'keep-alive': 'timeout=99' });
      res.end(JSON.stringify({ ok: true }));
    });
  });
  dir = mkdtempSync(join(tmpdir(), 'klubb-one-origin-'));
  remoteDir = mkdtempSync(join(tmpdir(), 'klubb-one-origin-remote-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>host</title>');
  writeFileSync(join(dir, 'secret.txt'), 'host only');
  mkdirSync(join(remoteDir, '0.1.0'));
  writeFileSync(join(remoteDir, '0.1.0', 'mf-manifest.json'), '{"id":"mf_feeds"}');
  writeFileSync(join(remoteDir, '0.1.0', '.build-hash'), 'abc');
  route = await createOneOriginRoute({
    api: `http://127.0.0.1:${upstream.address().port}`,
    remotes: { 'mf-feeds': await createHandler({ dir: remoteDir }) },
  });
  app = await listen(await createHandler({ dir, spa: true, oneOrigin: route }));
});

afterAll(async () => {
  await close(app);
  await route.close();
  await close(upstream);
  rmSync(dir, { recursive: true, force: true });
  rmSync(remoteDir, { recursive: true, force: true });
});

beforeEach(() => {
  seen.length = 0;
});

describe('/api and /media on the app origin', () => {
  it('passes /api to the API without the prefix, with X-App-Url from the Host', async () => {
    const res = await httpRequest(app, '/api/v1/get/brand?x=1', {
      headers: { host: 'nordic.localhost:3000', 'x-app-url': 'http://forged.example' },
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ ok: true });
    expect(seen[0].url).toBe('/v1/get/brand?x=1');
    expect(seen[0].headers['x-app-url']).toBe('http://nordic.localhost:3000');
    expect(seen[0].headers['x-forwarded-host']).toBe('nordic.localhost:3000');
    expect(seen[0].headers['x-forwarded-proto']).toBe('http');
    expect(seen[0].headers['x-forwarded-for']).toBe('127.0.0.1');
    // Hop-by-hop headers stay on their own connection.
    expect(res.headers['keep-alive']).not.toBe('timeout=99');
  });

  it('passes a POST with its body, and /media with its prefix', async () => {
    await httpRequest(app, '/api/v1/post/cart', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/post/cart', body: '{"a":1}' });
    await httpRequest(app, '/media/logo-a.svg');
    expect(seen[1].url).toBe('/media/logo-a.svg');
  });

  it('streams the answer as the API sends it', async () => {
    const { port } = app.address();
    const parts = await new Promise((resolve, reject) => {
      const got = [];
      request({ host: '127.0.0.1', port, path: '/api/v1/stream' }, (res) => {
        res.on('data', (c) => {
          got.push(c.toString());
          arrived();
        });
        res.on('end', () => resolve(got));
      })
        .on('error', reject)
        .end();
    });
    expect(parts).toEqual(['first ', 'second']);
  });

  it('refuses a path that would leave what the API is asked for', async () => {
    for (const path of ['/api/%2e%2e/admin', '/api/v1/..%2fadmin', '/api/v1/%5c..', '/api/.']) {
      const res = await httpRequest(app, path);
      expect([path, res.status]).toEqual([path, 400]);
    }
    expect(seen).toEqual([]);
  });

  it('asks no other server than the configured ones (no open proxy)', async () => {
    const res = await httpRequest(app, 'http://127.0.0.1:1/api/x', {
      headers: { host: 'localhost:3000' },
    });
    // An absolute-form target is the app's own path, never a host to connect to.
    expect(seen.map((s) => s.url)).not.toContain('/api/x');
    expect(res.status).not.toBe(502);
    // Only /api itself is the API's: /apix is one of the app's deep links.
    const other = await httpRequest(app, '/apix/v1');
    expect(other.text).toContain('<title>host</title>');
    expect(seen).toEqual([]);
  });

  it('refuses a request without a valid Host before asking the API', async () => {
    const res = await httpRequest(app, '/api/v1/get/brand', { headers: { host: 'a b' } });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.text)).toMatchObject({ status: 400, code: 'bad_request' });
    expect(seen).toEqual([]);
  });

  it('answers a 502 error record when the API cannot be reached', async () => {
    const downRoute = await createOneOriginRoute({ api: 'http://127.0.0.1:1' });
    const down = await listen(await createHandler({ dir, oneOrigin: downRoute }));
    try {
      const res = await httpRequest(down, '/api/v1/get/brand');
      expect(res.status).toBe(502);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.text)).toEqual({
        status: 502,
        code: 'bad_gateway',
        message: expect.any(String),
      });
      // A HEAD is told the same without a body.
      const head = await httpRequest(down, '/api/v1/get/brand', { method: 'HEAD' });
      expect([head.status, head.text]).toEqual([502, '']);
    } finally {
      await close(down);
      await downRoute.close();
    }
  });

  it('answers a 504 error record when the API is silent past the time-out', async () => {
    const lateRoute = await createOneOriginRoute({
      api: `http://127.0.0.1:${upstream.address().port}`,
      timeoutMs: 300,
    });
    const late = await listen(await createHandler({ dir, oneOrigin: lateRoute }));
    try {
      const res = await httpRequest(late, '/api/v1/slow');
      expect(res.status).toBe(504);
      expect(JSON.parse(res.text)).toEqual({
        status: 504,
        code: 'timeout',
        message: expect.any(String),
      });
    } finally {
      await close(late);
      await lateRoute.close();
    }
  });
});

describe('/remotes/<name>/ on the app origin', () => {
  it("serves a remote's version folder with the static rules", async () => {
    const res = await httpRequest(app, '/remotes/mf-feeds/0.1.0/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"id":"mf_feeds"}');
    // A version folder's entry files: ten minutes (serve-rules.mjs' VERSIONED_ENTRY).
    expect(res.headers['cache-control']).toBe('public, max-age=600');
  });

  it('answers 404 for an unknown remote, a dotfile, or a path out of the folder', async () => {
    for (const path of [
      '/remotes/mf-nope/0.1.0/mf-manifest.json',
      '/remotes/constructor/x',
      '/remotes/mf-feeds/0.1.0/.build-hash',
      '/remotes/mf-feeds/%2e%2e/secret.txt',
      '/remotes/mf-feeds/../secret.txt',
    ]) {
      const res = await httpRequest(app, path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('leaves every other path to the static folder', async () => {
    expect((await httpRequest(app, '/secret.txt')).text).toBe('host only');
    expect((await httpRequest(app, '/deep/link')).text).toContain('<title>host</title>');
  });
});

describe('forwardedPath', () => {
  it('keeps the query and takes the prefix off', () => {
    expect(forwardedPath('/api/v1/get/feed?page=2', '/api')).toBe('/v1/get/feed?page=2');
    expect(forwardedPath('/api', '/api')).toBe('/');
    expect(forwardedPath('/apiary', '/api')).toBeNull();
    expect(forwardedPath('/api/%zz', '/api')).toBeNull();
  });
});
