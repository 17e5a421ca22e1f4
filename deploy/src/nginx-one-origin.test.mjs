// Production's one origin (nginx-one-origin.mjs) on Debian's nginx: the host's server block passes
// /api and /media to the API upstream, /remotes/<name>/ to the remote's server block and the page
// to the render service, and serves the static index.html when the render service is down.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { nginxConfig } from './nginx-config.mjs';
import { ensureNginx, nginxUser, startNginx } from './nginx.mjs';
import { httpRequest } from './testing/http.mjs';

// Issue 17's port range (18500–18599).
const HOST_PORT = 18_530;
const REMOTE_PORT = 18_531;
const API_FRONT_PORT = 18_532;

let work;
const running = {};
const seen = { api: [], render: [] };

/** A stand-in upstream that records what it was asked and answers with CORS of its own. */
function standIn(log, body) {
  return new Promise((resolve) => {
    const server = createServer((req, res) => {
      log.push({ url: req.url, headers: req.headers });
      res.writeHead(200, {
        'content-type': 'text/plain',
        'access-control-allow-origin': 'http://localhost',
      });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const portOf = (server) => server.address().port;

async function startWith(renderAddress) {
  const prefix = mkdtempSync(join(work, 'nginx-'));
  const config = nginxConfig({
    prefix,
    user: nginxUser(),
    sites: [
      {
        listen: [`127.0.0.1:${HOST_PORT}`],
        root: join(work, 'host'),
        spa: true,
        oneOrigin: { api: true, remotes: [{ name: 'mf-feeds', port: REMOTE_PORT }], render: true },
      },
      { listen: [`127.0.0.1:${REMOTE_PORT}`], root: join(work, 'remote') },
    ],
    api: {
      listen: [`127.0.0.1:${API_FRONT_PORT}`],
      upstreams: [`127.0.0.1:${portOf(running.api)}`],
    },
    render: renderAddress,
  });
  return startNginx({ config, prefix });
}

beforeAll(async () => {
  if (!ensureNginx()) throw new Error('nginx is missing and could not be installed');
  work = mkdtempSync(join(tmpdir(), 'klubb-nginx-one-origin-'));
  mkdirSync(join(work, 'host'));
  mkdirSync(join(work, 'remote', '0.1.0'), { recursive: true });
  writeFileSync(join(work, 'host', 'index.html'), '<!doctype html><title>static</title>');
  writeFileSync(join(work, 'remote', '0.1.0', 'mf-manifest.json'), '{"id":"mf_feeds"}');
  writeFileSync(join(work, 'remote', '0.1.0', '.build-hash'), 'abc');
  running.api = await standIn(seen.api, 'from the API');
  running.render = await standIn(seen.render, '<!doctype html><title>rendered</title>');
  running.nginx = await startWith(`127.0.0.1:${portOf(running.render)}`);
});

afterAll(async () => {
  await running.nginx?.stop();
  await Promise.all(
    [running.api, running.render].filter(Boolean).map((s) => new Promise((r) => s.close(r))),
  );
  if (work) rmSync(work, { recursive: true, force: true });
});

beforeEach(() => {
  seen.api.length = 0;
  seen.render.length = 0;
});

/** How many times a header is in an answer (nginx must not add a second of the upstream's). */
const countOf = (raw, name) => raw.filter((v, i) => i % 2 === 0 && v.toLowerCase() === name).length;

describe("nginx's one origin", () => {
  it('passes /api to the API without the prefix, with X-App-Url from the host', async () => {
    const res = await httpRequest(HOST_PORT, '/api/v1/get/brand?x=1', {
      headers: { host: 'nordic.localhost:3000', 'x-app-url': 'http://forged.example' },
    });
    expect(res.text).toBe('from the API');
    expect(seen.api[0].url).toBe('/v1/get/brand?x=1');
    expect(seen.api[0].headers['x-app-url']).toBe('http://nordic.localhost:3000');
    expect(countOf(res.raw, 'access-control-allow-origin')).toBe(1);
  });

  it('passes every method of the API, and refuses others on the static files', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const res = await httpRequest(HOST_PORT, '/api/v1/update/user/shopping_cart', { method });
      expect([method, res.text]).toEqual([method, 'from the API']);
    }
    expect((await httpRequest(HOST_PORT, '/index.html', { method: 'POST' })).status).toBe(405);
    expect((await httpRequest(HOST_PORT, '/remotes.json', { method: 'OPTIONS' })).status).toBe(204);
  });

  it('takes https from the TLS front for X-App-Url, and nothing else', async () => {
    await httpRequest(HOST_PORT, '/api/v1/x', {
      headers: { host: 'app.klubb.example', 'x-forwarded-proto': 'https' },
    });
    await httpRequest(HOST_PORT, '/api/v1/x', {
      headers: { host: 'app.klubb.example', 'x-forwarded-proto': 'javascript' },
    });
    expect(seen.api.map((s) => s.headers['x-app-url'])).toEqual([
      'https://app.klubb.example',
      'http://app.klubb.example',
    ]);
  });

  it('passes /media as it is, and never a path that climbs out of /api', async () => {
    await httpRequest(HOST_PORT, '/media/logo.svg');
    expect(seen.api.map((s) => s.url)).toEqual(['/media/logo.svg']);
    seen.api.length = 0;
    const res = await httpRequest(HOST_PORT, '/api/%2e%2e/ops/v1/status');
    // nginx resolves the dots first: /ops/… is one of the app's deep links, not the API's.
    expect(seen.api).toEqual([]);
    expect(res.text).toContain('rendered');
  });

  it("serves a remote's version folder from the remote's server block", async () => {
    const res = await httpRequest(HOST_PORT, '/remotes/mf-feeds/0.1.0/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.text).toBe('{"id":"mf_feeds"}');
    // A version folder's entry files: ten minutes (serve-rules.mjs' VERSIONED_ENTRY).
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(countOf(res.raw, 'access-control-allow-origin')).toBe(1);
    expect((await httpRequest(HOST_PORT, '/remotes/mf-feeds/0.1.0/.build-hash')).status).toBe(404);
    // An unknown remote's file is not found, as on the static server.
    expect((await httpRequest(HOST_PORT, '/remotes/mf-nope/0.1.0/mf-manifest.json')).status).toBe(
      404,
    );
  });

  it('asks the render service for every page, with the URL asked for', async () => {
    for (const path of ['/', '/index.html', '/live/klubb-live-008?x=1']) {
      const res = await httpRequest(HOST_PORT, path, { headers: { host: 'localhost:3000' } });
      expect([path, res.text]).toEqual([path, '<!doctype html><title>rendered</title>']);
    }
    expect(seen.render.map((s) => [s.url, s.headers.host])).toEqual([
      ['/', 'localhost:3000'],
      ['/index.html', 'localhost:3000'],
      ['/live/klubb-live-008?x=1', 'localhost:3000'],
    ]);
  });
});

describe("nginx's one origin with the render service down", () => {
  it('serves the static index.html with its security headers', async () => {
    await running.nginx.stop();
    // Nothing listens on port 9 of the loopback (discard): the render service is down.
    running.nginx = await startWith('127.0.0.1:9');
    const res = await httpRequest(HOST_PORT, '/live/klubb-live-008');
    expect(res.status).toBe(200);
    expect(res.text).toBe('<!doctype html><title>static</title>');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
