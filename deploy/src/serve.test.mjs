import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';

import { acceptedEncodings, cacheControlFor, createHandler, startServer } from './serve.mjs';
import { httpRequest, listen } from './testing/http.mjs';

const HASHED = 'main.1a2b3c4d5e.js';
let dir;
let outside;
let server;
let spaServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'klubb-serve-'));
  outside = mkdtempSync(join(tmpdir(), 'klubb-outside-'));
  writeFileSync(join(outside, 'secret.txt'), 'secret');
  mkdirSync(join(dir, '0.1.0'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>host</title>');
  writeFileSync(join(dir, 'remotes.json'), '{"remotes":[]}');
  writeFileSync(join(dir, '.build-hash'), 'abc');
  const js = 'console.log("hello");'.repeat(100);
  writeFileSync(join(dir, '0.1.0', HASHED), js);
  writeFileSync(join(dir, '0.1.0', `${HASHED}.gz`), gzipSync(js));
  writeFileSync(join(dir, '0.1.0', `${HASHED}.br`), brotliCompressSync(js));
  writeFileSync(join(dir, '0.1.0', 'remoteEntry.js'), 'var mf_feeds;');
  writeFileSync(join(dir, '0.1.0', 'mf-manifest.json'), '{"id":"mf_feeds"}');
  writeFileSync(join(dir, 'logo.svg'), '<svg/>');
  writeFileSync(join(dir, 'picture.png'), 'png');
  writeFileSync(join(dir, 'picture.png.br'), brotliCompressSync('png'));
  symlinkSync(join(outside, 'secret.txt'), join(dir, 'link.txt'));
  server = await listen(await createHandler({ dir }));
  spaServer = await listen(await createHandler({ dir, spa: true }));
});

afterAll(async () => {
  await new Promise((r) => server.close(r));
  await new Promise((r) => spaServer.close(r));
  rmSync(dir, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('serve', () => {
  test('serves a file with its content type, CORS and validators', async () => {
    const res = await httpRequest(server, '/0.1.0/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=600'); // a version folder's
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['last-modified']).toBeDefined();
    expect(res.body.toString()).toBe('{"id":"mf_feeds"}');
    expect((await httpRequest(server, '/logo.svg')).headers['content-type']).toBe(
      'image/svg+xml; charset=utf-8',
    );
  });

  test('serves / as index.html, no-cache', async () => {
    const res = await httpRequest(server, '/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  test('hashed files are immutable; a version’s entry 10 minutes; entry points no-cache', async () => {
    expect((await httpRequest(server, `/0.1.0/${HASHED}`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await httpRequest(server, '/0.1.0/remoteEntry.js')).headers['cache-control']).toBe(
      'public, max-age=600',
    );
    expect((await httpRequest(server, '/remotes.json')).headers['cache-control']).toBe('no-cache');
  });

  test('negotiates brotli, then gzip, then identity', async () => {
    const br = await httpRequest(server, `/0.1.0/${HASHED}`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const gz = await httpRequest(server, `/0.1.0/${HASHED}`, {
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).not.toBe(br.headers.etag);
    const plain = await httpRequest(server, `/0.1.0/${HASHED}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const identity = await httpRequest(server, `/0.1.0/${HASHED}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('hello');
    // No sibling: identity even when the client accepts compression.
    const entry = await httpRequest(server, '/0.1.0/remoteEntry.js', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(entry.headers['content-encoding']).toBeUndefined();
    // Only text kinds are sent precompressed, whatever lies beside a picture.
    const picture = await httpRequest(server, '/picture.png', {
      headers: { 'accept-encoding': 'br' },
    });
    expect([picture.headers['content-encoding'], picture.text]).toEqual([undefined, 'png']);
  });

  test('answers 304 to a matching If-None-Match', async () => {
    const first = await httpRequest(server, '/remotes.json');
    const again = await httpRequest(server, '/remotes.json', {
      headers: { 'if-none-match': first.headers.etag },
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Its headers as the 200's: the validator and the rules' caching.
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    const listed = await httpRequest(server, '/remotes.json', {
      headers: { 'if-none-match': `W/"0-0", ${first.headers.etag}` },
    });
    expect(listed.status).toBe(304);
    const any = await httpRequest(server, '/remotes.json', { headers: { 'if-none-match': '*' } });
    expect(any.status).toBe(304);
    // If-None-Match wins over an If-Modified-Since that alone would answer 304.
    const changed = await httpRequest(server, '/remotes.json', {
      headers: { 'if-none-match': 'W/"0-0"', 'if-modified-since': first.headers['last-modified'] },
    });
    expect(changed.status).toBe(200);
  });

  test('answers 304 to an If-Modified-Since not older than the file', async () => {
    const first = await httpRequest(server, '/remotes.json');
    const again = await httpRequest(server, '/remotes.json', {
      headers: { 'if-modified-since': first.headers['last-modified'] },
    });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
    const old = await httpRequest(server, '/remotes.json', {
      headers: { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' },
    });
    expect(old.status).toBe(200);
  });

  test('answers one byte range, a suffix range too, and the whole file for a list', async () => {
    const part = await httpRequest(server, `/0.1.0/${HASHED}`, { headers: { range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 0-9\/\d+$/);
    expect(part.body.toString()).toBe('console.lo');
    expect(part.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const suffix = await httpRequest(server, `/0.1.0/${HASHED}`, {
      headers: { range: 'bytes=-9' },
    });
    expect(suffix.status).toBe(206);
    expect(suffix.body.toString()).toBe('"hello");');
    expect(suffix.headers['content-range']).toMatch(/^bytes \d+-\d+\/2100$/);
    // More than one range is answered with the whole file (RFC 9110 lets a server ignore Range).
    const list = await httpRequest(server, `/0.1.0/${HASHED}`, {
      headers: { range: 'bytes=0-1,5-6' },
    });
    expect(list.status).toBe(200);
    expect(list.body.length).toBe(2100);
  });

  test('errors carry nosniff and CORS too', async () => {
    const res = await httpRequest(server, '/missing.js');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  test('HEAD sends headers only', async () => {
    const res = await httpRequest(server, '/index.html', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });

  test('answers CORS preflight and refuses other methods', async () => {
    const pre = await httpRequest(server, '/0.1.0/mf-manifest.json', {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'x-app-url' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-headers']).toBe('x-app-url');
    const post = await httpRequest(server, '/index.html', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD, OPTIONS');
  });

  test.each([
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/0.1.0/..%2f..%2f..%2fetc%2fpasswd',
    '/.build-hash',
    '/link.txt',
    '/missing.js',
    '/%00',
  ])('never serves %s', async (path) => {
    const res = await httpRequest(server, path);
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('secret');
  });

  test('answers 400 to a malformed path', async () => {
    expect((await httpRequest(server, '/%E0%A4%A')).status).toBe(400);
  });

  test('--spa answers index.html for deep links, but 404 for missing files', async () => {
    const deep = await httpRequest(spaServer, '/offer/benefit/42');
    expect(deep.status).toBe(200);
    expect(deep.body.toString()).toContain('<title>host</title>');
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect((await httpRequest(spaServer, '/missing.1a2b3c4d.js')).status).toBe(404);
    expect((await httpRequest(server, '/offer/benefit/42')).status).toBe(404);
  });
});

describe('startServer', () => {
  test('binds loopback only and refuses a taken port', async () => {
    const first = await startServer({ dir, port: 0, host: '127.0.0.1' });
    const { address, port } = first.servers[0].address();
    expect(address).toBe('127.0.0.1');
    await expect(startServer({ dir, port, host: '127.0.0.1' })).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    await first.close();
  });
});

describe('helpers', () => {
  test('acceptedEncodings honours q-values and wildcards', () => {
    expect(acceptedEncodings('gzip, deflate, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=0.5, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  test('cacheControlFor', () => {
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('mf-stats.json')).toBe('no-cache');
    expect(cacheControlFor('573.0123456789.js')).toMatch(/immutable/);
    expect(cacheControlFor('styles.abcdef12.css')).toMatch(/immutable/);
    expect(cacheControlFor('favicon.ico')).toBe('no-cache');
  });
});
