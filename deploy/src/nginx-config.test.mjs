// nginx on the generated configuration and serve.mjs on the same folders answer the same status,
// headers and body for every kind of request the composed app makes (and some it must not).
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { headerGroups, nginxConfig } from './nginx-config.mjs';
import { ensureNginx, nginxUser, startNginx } from './nginx.mjs';
import { startServer } from './serve.mjs';
import { httpRequest } from './testing/http.mjs';

// Issue 17's port range (18500–18599).
const NGINX_HOST_PORT = 18_520;
const NGINX_REMOTE_PORT = 18_521;
const HASHED = 'main.1a2b3c4d5e.js';

let work;
let nginx;
const local = {};

// Set by each server its own way, or with values that differ by design (validators).
const OWN_HEADERS = new Set(['date', 'server', 'connection', 'keep-alive', 'accept-ranges']);
const VALIDATORS = ['etag', 'last-modified'];

function comparable({ status, headers, body }) {
  const kept = Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !OWN_HEADERS.has(name) && !VALIDATORS.includes(name),
    ),
  );
  // A 204 has no body; node sends Content-Length: 0, nginx none.
  if (status === 204) delete kept['content-length'];
  // A 304 need not repeat the representation's metadata (RFC 9110 §15.4.5); nginx does not.
  if (status === 304) for (const name of ['content-type', 'content-encoding']) delete kept[name];
  return { status, headers: kept, validators: VALIDATORS.filter((n) => n in headers), body };
}

function writeSite(dir) {
  mkdirSync(join(dir, '0.1.0'), { recursive: true });
  const js = 'console.log("hello");'.repeat(100);
  const files = {
    'index.html': '<!doctype html><title>host</title>',
    'remotes.json': '{"remotes":[]}',
    '.build-hash': 'abc',
    [`0.1.0/${HASHED}`]: js,
    [`0.1.0/${HASHED}.LICENSE.txt`]: 'MIT',
    [`0.1.0/${HASHED}.map`]: '{"version":3}',
    '0.1.0/remoteEntry.js': 'var mf_feeds;',
    '0.1.0/mf-manifest.json': '{"id":"mf_feeds"}',
    '0.1.0/style.0badc0ffee.css': 'body{}',
    'logo.svg': '<svg/>',
    'picture.png': 'png',
    'site.webmanifest': '{}',
    'data.bin': 'raw',
    LICENSE: 'MIT',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, '0.1.0', `${HASHED}.gz`), gzipSync(js));
  writeFileSync(join(dir, '0.1.0', `${HASHED}.br`), brotliCompressSync(js));
  symlinkSync(join(work, 'secret.txt'), join(dir, 'link.txt'));
}

beforeAll(async () => {
  if (!ensureNginx()) throw new Error('nginx is missing and could not be installed');
  work = mkdtempSync(join(tmpdir(), 'klubb-nginx-'));
  writeFileSync(join(work, 'secret.txt'), 'secret');
  const host = join(work, 'host');
  const remote = join(work, 'remote');
  writeSite(host);
  writeSite(remote);
  const config = nginxConfig({
    prefix: join(work, 'nginx'),
    user: nginxUser(),
    sites: [
      { listen: [`127.0.0.1:${NGINX_HOST_PORT}`], root: host, spa: true },
      { listen: [`127.0.0.1:${NGINX_REMOTE_PORT}`], root: remote },
    ],
  });
  nginx = await startNginx({ config, prefix: join(work, 'nginx') });
  local.host = await startServer({ dir: host, port: 0, spa: true, host: '127.0.0.1' });
  local.remote = await startServer({ dir: remote, port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all([local.host?.close(), local.remote?.close()]);
  if (work) rmSync(work, { recursive: true, force: true });
});

const localPort = (server) => server.servers[0].address().port;

const PATHS = [
  '/',
  '/index.html',
  '/remotes.json',
  `/0.1.0/${HASHED}`,
  `/0.1.0/${HASHED}.LICENSE.txt`,
  `/0.1.0/${HASHED}.map`,
  '/0.1.0/remoteEntry.js',
  '/0.1.0/mf-manifest.json',
  '/0.1.0/style.0badc0ffee.css',
  '/logo.svg',
  '/picture.png',
  '/site.webmanifest',
  '/data.bin',
  '/LICENSE',
  '/missing.js',
  '/offer/42',
  '/0.1.0/',
  '/.build-hash',
  '/link.txt',
];
const ENCODINGS = [undefined, 'gzip', 'gzip, deflate'];

describe.each([
  ['the host (deep links answer index.html)', 'host', NGINX_HOST_PORT],
  ['a remote', 'remote', NGINX_REMOTE_PORT],
])('nginx and serve.mjs on %s', (_name, site, nginxPort) => {
  const cases = PATHS.flatMap((path) =>
    ENCODINGS.flatMap((encoding) => ['GET', 'HEAD'].map((method) => [method, path, encoding])),
  );

  it.each(cases)('%s %s (Accept-Encoding: %s) answers alike', async (method, path, encoding) => {
    const options = { method, headers: encoding ? { 'accept-encoding': encoding } : {} };
    const fromNginx = comparable(await httpRequest(nginxPort, path, options));
    const fromNode = comparable(await httpRequest(localPort(local[site]), path, options));
    expect(fromNginx).toEqual(fromNode);
  });

  it.each(['/index.html', `/0.1.0/${HASHED}`, '/logo.svg'])(
    'answers 304 to its own validator for %s, with the same headers',
    async (path) => {
      const revalidate = async (port) => {
        const first = await httpRequest(port, path, { headers: { 'accept-encoding': 'gzip' } });
        const etag = first.headers.etag;
        return comparable(
          await httpRequest(port, path, {
            headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
          }),
        );
      };
      const fromNginx = await revalidate(nginxPort);
      expect(fromNginx.status).toBe(304);
      expect(fromNginx).toEqual(await revalidate(localPort(local[site])));
    },
  );

  it.each([
    ['OPTIONS', { 'access-control-request-headers': 'x-app-url' }],
    ['OPTIONS', {}],
    ['POST', {}],
    ['DELETE', {}],
  ])('answers %s alike', async (method, headers) => {
    const fromNginx = comparable(await httpRequest(nginxPort, '/index.html', { method, headers }));
    expect(fromNginx).toEqual(
      comparable(await httpRequest(localPort(local[site]), '/index.html', { method, headers })),
    );
  });
});

describe('the generated configuration', () => {
  it('carries every header of the rules: a file kind gets exactly its headers', () => {
    const js = headerGroups().find((group) => group.exts?.includes('js'));
    expect(js.headers).toMatchObject({
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    });
    const other = headerGroups().find((group) => !group.exts);
    expect(other.headers).not.toHaveProperty('Vary');
  });
});
