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

/**
 * The render service's answers for the page cache's tests (render/src/page-cache.mjs'
 * pageCacheHeaders): a visitor's page under /public/ (fresh 1 s here, stale 3 s more), a
 * personal one under /personal/, each numbered by how many times that URL was made.
 */
function pageAnswer(req, made) {
  const vary = { vary: 'Accept-Encoding, Authorization, Cookie' };
  const personal = req.headers.cookie || req.headers.authorization;
  if (req.url.startsWith('/public/') && !personal) {
    return {
      headers: {
        'cache-control': 'public, max-age=0, s-maxage=1, stale-while-revalidate=3',
        ...vary,
      },
      body: `page ${req.url} #${made}`,
    };
  }
  if (req.url.startsWith('/public/') || req.url.startsWith('/personal/')) {
    return { headers: { 'cache-control': 'private, no-store', ...vary }, body: `#${made}` };
  }
  return null;
}

/** A stand-in upstream that records what it was asked and answers with CORS of its own. */
function standIn(log, body) {
  return new Promise((resolve) => {
    const server = createServer((req, res) => {
      log.push({ url: req.url, headers: req.headers });
      const made = log.filter((entry) => entry.url === req.url).length;
      const page = pageAnswer(req, made);
      res.writeHead(200, {
        'content-type': 'text/plain',
        'access-control-allow-origin': 'http://localhost',
        ...page?.headers,
      });
      res.end(page?.body ?? body);
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

/** Polls `check` until it is true (at most 10 s): time passing, not a fixed wait. */
async function waitFor(check) {
  const until = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

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

describe("nginx's cache of visitors' pages", () => {
  const host = { host: 'localhost:3000' };
  const pathsMade = (path) => seen.render.filter((entry) => entry.url === path).length;

  it('keeps a public page for its s-maxage: one render for many visitors, per brand host', async () => {
    const path = '/public/kept';
    for (let i = 0; i < 3; i += 1) {
      const res = await httpRequest(HOST_PORT, path, { headers: host });
      expect(res.text).toBe(`page ${path} #1`);
    }
    expect(pathsMade(path)).toBe(1);
    // Another brand's host is another page.
    const other = await httpRequest(HOST_PORT, path, {
      headers: { host: 'nordic.localhost:3000' },
    });
    expect(other.text).toBe(`page ${path} #2`);
  });

  it('never answers nor keeps a request with credentials or a test header', async () => {
    const path = '/public/members';
    for (const headers of [
      { cookie: 'session=a' },
      { authorization: 'Bearer a' },
      { 'x-klubb-first-view': 'off' },
      { 'x-klubb-render-budget': '0' },
    ]) {
      await httpRequest(HOST_PORT, path, { headers: { ...host, ...headers } });
    }
    expect(pathsMade(path)).toBe(4);
    // A visitor after them gets a page of their own making, not a member's.
    const res = await httpRequest(HOST_PORT, path, { headers: host });
    expect(res.text).toBe(`page ${path} #5`);
    const member = await httpRequest(HOST_PORT, path, { headers: { ...host, cookie: 's=b' } });
    expect(member.text).toBe('#6');
  });

  it('never keeps a page the render service calls private', async () => {
    const path = '/personal/mine';
    await httpRequest(HOST_PORT, path, { headers: host });
    const res = await httpRequest(HOST_PORT, path, { headers: host });
    expect(res.text).toBe('#2');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('serves a page past its s-maxage stale while one request renders it again', async () => {
    const path = '/public/refreshed';
    expect((await httpRequest(HOST_PORT, path, { headers: host })).text).toBe(`page ${path} #1`);
    // Asked until the refreshed page comes back: every answer is a whole page, the old one
    // until the one render behind it is done, and the service was asked once more, not per visitor.
    const answers = [];
    await waitFor(async () => {
      const res = await httpRequest(HOST_PORT, path, { headers: host });
      answers.push(res.text);
      return res.text === `page ${path} #2`;
    });
    expect(new Set(answers)).toEqual(new Set([`page ${path} #1`, `page ${path} #2`]));
    expect(pathsMade(path)).toBe(2);
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
