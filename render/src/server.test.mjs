// The render service's answers for pages: streamed from the shell on, and a visitor's page kept
// in the public cache — restamped with each answer's nonce, dropped when the brand or its
// document changes, and never given to (or filled by) a request with credentials.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { securitySettingsFromEnv } from '@klubb/deploy/src/serve-rules.mjs';
import { httpRequest } from '@klubb/deploy/src/testing/http.mjs';

import { createPageCache, pageCacheHeaders } from './page-cache.mjs';
import { createRenderService, PAGE_CACHE_HEADER } from './server.mjs';

let dir;
let app;
let port;
// What the stand-in page maker reads: the brand's data as the API would answer it now.
let brand;
let made;

/** A page naming its brand, the render's count and the nonce it was made with. */
const prepare = async (req) => ({
  key: { appUrl: 'http://x', url: req.url, hostBuild: '1', brand, document: { remotes: [] } },
  make: async (nonce) => {
    made += 1;
    const mine = made;
    return {
      before: `<html><head><script nonce="${nonce}">x</script></head><body><p>${brand.name} ${mine}</p>`,
      rest: null,
      after: '</body></html>',
      rendered: 'server',
    };
  },
});

const nonceOf = (res) => /'nonce-([^']+)'/.exec(res.headers['content-security-policy'])[1];
const get = (path, headers = {}) => httpRequest(port, path, { headers });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'klubb-render-service-'));
  writeFileSync(join(dir, 'index.html'), '<html><head></head><body></body></html>');
  app = await createRenderService({
    dir,
    prepare,
    security: securitySettingsFromEnv({}),
    cache: createPageCache({ freshMs: 60_000, staleMs: 60_000 }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = app.server.address().port;
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  brand = { name: `Brand ${Math.random()}` };
  made = 0;
});

describe("a visitor's page", () => {
  test('is made once, then served from the cache with a fresh nonce each time', async () => {
    const first = await get('/live');
    const second = await get('/live');
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(made).toBe(1);
    expect(first.text).toContain(`${brand.name} 1`);
    expect(second.text).toContain(`${brand.name} 1`);
    // Each answer's CSP nonce is its own, and the page's script carries it.
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(second.text).toContain(`<script nonce="${nonceOf(second)}">`);
    expect(second.text).not.toContain(nonceOf(first));
    expect(second.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=2, stale-while-revalidate=3',
    );
    expect(second.headers.vary).toBe('Accept-Encoding, Authorization, Cookie');
  });

  test('is made anew when the brand (or its document) changes', async () => {
    await get('/');
    brand = { name: 'Brand renamed' };
    const after = await get('/');
    expect(after.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(after.text).toContain('Brand renamed');
  });

  test('is per URL, query string included', async () => {
    await get('/live?a=1');
    expect((await get('/live?a=2')).headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect((await get('/live?a=1')).headers[PAGE_CACHE_HEADER]).toBe('hit');
  });
});

describe('a request with credentials', () => {
  test.each([
    ['a session cookie', { cookie: 'klubb_session=s3cret' }],
    ['any cookie', { cookie: 'theme=dark' }],
    ['an Authorization header', { authorization: 'Bearer member-token' }],
  ])('with %s never gets a cached page, and its page is never cached', async (_, headers) => {
    await get('/offers');
    const personal = await get('/offers', headers);
    expect(personal.headers[PAGE_CACHE_HEADER]).toBe('bypass');
    expect(personal.text).toContain(`${brand.name} 2`);
    expect(personal.headers['cache-control']).toBe('private, no-store');
    expect(personal.headers.vary).toBe('Accept-Encoding, Authorization, Cookie');
    // What a member was sent is not what the next visitor gets.
    const next = await get('/offers');
    expect(next.text).toContain(`${brand.name} 1`);
    expect(made).toBe(2);
  });

  test('the test headers that change a page bypass the cache too', async () => {
    await get('/x');
    const lowered = await get('/x', { 'x-klubb-render-budget': '0' });
    expect(lowered.headers[PAGE_CACHE_HEADER]).toBe('bypass');
    expect(lowered.headers['cache-control']).toBe('private, no-store');
  });
});

describe('a stale page', () => {
  test('is served at once while one render refreshes it', async () => {
    let now = 0;
    const cache = createPageCache({ freshMs: 1000, staleMs: 1000, now: () => now });
    const stale = await createRenderService({ dir, prepare, cache });
    await stale.listen({ port: 0, host: '127.0.0.1' });
    const at = stale.server.address().port;
    try {
      await httpRequest(at, '/s');
      now = 1500;
      const a = await httpRequest(at, '/s');
      expect(a.headers[PAGE_CACHE_HEADER]).toBe('stale');
      expect(a.text).toContain(`${brand.name} 1`);
      // One refresh behind it, and the next answer is the refreshed page.
      await cache.idle();
      expect(made).toBe(2);
      const fresh = await httpRequest(at, '/s');
      expect(fresh.headers[PAGE_CACHE_HEADER]).toBe('hit');
      expect(fresh.text).toContain(`${brand.name} 2`);
      now = 5000;
      expect((await httpRequest(at, '/s')).headers[PAGE_CACHE_HEADER]).toBe('miss');
    } finally {
      await stale.close();
    }
  });
});

describe('streaming', () => {
  test('the shell is sent before the rest of the route has rendered', async () => {
    const rest = new PassThrough();
    const streaming = await createRenderService({
      dir,
      cache: null,
      prepare: async () => ({
        key: {},
        make: async () => ({
          before: '<p>shell</p>',
          rest,
          after: '<p>end</p>',
          rendered: 'server',
        }),
      }),
    });
    await streaming.listen({ port: 0, host: '127.0.0.1' });
    try {
      const body = await new Promise((resolve, reject) => {
        const req = request({ port: streaming.server.address().port, path: '/' }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
            // The shell arrived while the rest is still pending: now let it finish.
            if (text === '<p>shell</p>') rest.end('<p>rest</p>');
          });
          res.on('end', () => resolve(text));
        });
        req.on('error', reject);
        req.end();
      });
      expect(body).toBe('<p>shell</p><p>rest</p><p>end</p>');
    } finally {
      await streaming.close();
    }
  });
});

test('a page complete at the shell is sent whole, compressed at once, its rest included', async () => {
  const bytes = Buffer.from('<p>Förmåner</p>');
  const at = bytes.indexOf(Buffer.from('å')) + 1;
  const whole = await createRenderService({
    dir,
    cache: null,
    prepare: async () => ({
      key: {},
      make: async () => {
        // As render.tsx hands it when React ended while piped: the rest written and ended.
        const rest = new PassThrough();
        rest.write(bytes.subarray(0, at));
        rest.end(bytes.subarray(at));
        return { before: '<p>shell</p>', rest, after: '<p>end</p>', rendered: 'server' };
      },
    }),
  });
  await whole.listen({ port: 0, host: '127.0.0.1' });
  try {
    const port = whole.server.address().port;
    const plain = await httpRequest(port, '/');
    expect(plain.text).toBe('<p>shell</p><p>Förmåner</p><p>end</p>');
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(plain.text)));
    expect(plain.headers['transfer-encoding']).toBeUndefined();
    const br = await httpRequest(port, '/', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.text);
    const gz = await httpRequest(port, '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain.text);
  } finally {
    await whole.close();
  }
});

test('a character split between two streamed chunks arrives whole, and is cached whole', async () => {
  const bytes = Buffer.from('<p>Förmåner</p>');
  const at = bytes.indexOf(Buffer.from('å')) + 1;
  const cache = createPageCache();
  const split = await createRenderService({
    dir,
    cache,
    prepare: async () => ({
      key: { brand: 'split' },
      make: async () => ({
        before: '',
        rest: Readable.from([bytes.subarray(0, at), bytes.subarray(at)]),
        after: '',
        rendered: 'server',
      }),
    }),
  });
  await split.listen({ port: 0, host: '127.0.0.1' });
  try {
    const port = split.server.address().port;
    expect((await httpRequest(port, '/')).text).toBe('<p>Förmåner</p>');
    expect((await httpRequest(port, '/')).text).toBe('<p>Förmåner</p>');
  } finally {
    await split.close();
  }
});

test('a failed render is served stale to the next visitor while a render is tried again', async () => {
  let fails = true;
  const cache = createPageCache();
  const flaky = await createRenderService({
    dir,
    cache,
    prepare: async () => ({
      key: { brand: 'flaky' },
      make: async () => ({
        before: fails ? '<p>for the client</p>' : '<p>rendered</p>',
        rest: null,
        after: '',
        rendered: fails ? 'failed' : 'server',
      }),
    }),
  });
  await flaky.listen({ port: 0, host: '127.0.0.1' });
  try {
    const port = flaky.server.address().port;
    expect((await httpRequest(port, '/')).headers[PAGE_CACHE_HEADER]).toBe('miss');
    fails = false;
    const next = await httpRequest(port, '/');
    expect(next.headers[PAGE_CACHE_HEADER]).toBe('stale');
    expect(next.text).toBe('<p>for the client</p>');
    await cache.idle();
    const after = await httpRequest(port, '/');
    expect(after.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(after.text).toBe('<p>rendered</p>');
  } finally {
    await flaky.close();
  }
});

test('the headers name the cache lifetimes a shared cache keeps', () => {
  expect(pageCacheHeaders({ cacheable: true })['Cache-Control']).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
});
