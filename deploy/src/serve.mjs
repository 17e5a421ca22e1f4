// A small, dependency-free static file server for the host and every remote (local runs and e2e).
// Production serves the same folders from nginx with the same rules (deploy/README.md).
//
//   node deploy/src/serve.mjs --dir <folder> --port <n> [--spa] [--host localhost] [--log]
import { lookup } from 'node:dns/promises';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { basename, extname, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const TEXT = '; charset=utf-8';
export const CONTENT_TYPES = {
  '.js': `text/javascript${TEXT}`,
  '.mjs': `text/javascript${TEXT}`,
  '.css': `text/css${TEXT}`,
  '.html': `text/html${TEXT}`,
  '.json': `application/json${TEXT}`,
  '.map': `application/json${TEXT}`,
  '.webmanifest': `application/manifest+json${TEXT}`,
  '.txt': `text/plain${TEXT}`,
  '.svg': `image/svg+xml${TEXT}`,
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.svg', '.txt']);

// Entry points of a deployment: they must be revalidated on every load so a publish or a
// rollback takes effect at once. Everything they point to carries a content hash.
const NO_CACHE_FILES = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'mf-manifest-stats.json',
  'remoteEntry.js',
]);
const HASHED_NAME = /[.\-_][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

export function cacheControlFor(fileName) {
  if (NO_CACHE_FILES.has(fileName)) return 'no-cache';
  if (HASHED_NAME.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** Parses Accept-Encoding and returns the preferred of br, gzip that the client accepts. */
export function acceptedEncodings(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(token, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name) => {
    const q = accepted.get(name) ?? accepted.get('*');
    return q !== undefined && q > 0;
  };
  return ['br', 'gzip'].filter(ok);
}

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

async function fileStat(path) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

/**
 * Creates the request handler for one folder. `spa`: paths without a file extension that match
 * no file answer index.html, so deep links survive a reload.
 */
export async function createHandler({ dir, spa = false, log = null }) {
  const root = await realpath(resolve(dir));

  // Resolves a URL path to a file inside root, or null. Dotfiles (.build-hash, …) stay private.
  async function resolveFile(pathname) {
    const segments = pathname.split('/').filter(Boolean);
    if (segments.some((s) => s.startsWith('.') || s.includes('\0') || s.includes('\\'))) {
      return null;
    }
    let candidate = resolve(root, ...segments);
    if (candidate !== root && !candidate.startsWith(root + sep)) return null;
    let s = await stat(candidate).catch(() => null);
    if (s?.isDirectory()) {
      candidate = resolve(candidate, 'index.html');
      s = await fileStat(candidate);
    }
    if (!s?.isFile()) return null;
    // A symlink must not lead out of the served folder either.
    const real = await realpath(candidate).catch(() => null);
    if (!real || (real !== root && !real.startsWith(root + sep))) return null;
    return { path: candidate, stat: s };
  }

  function send(res, status, body, headers = {}) {
    res.writeHead(status, {
      ...CORS_HEADERS,
      'Content-Type': `text/plain${TEXT}`,
      'Content-Length': Buffer.byteLength(body),
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  }

  async function serveFile(req, res, file) {
    const ext = extname(file.path).toLowerCase();
    const headers = {
      ...CORS_HEADERS,
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(basename(file.path)),
      'X-Content-Type-Options': 'nosniff',
    };
    let { path, stat: s } = file;
    if (COMPRESSIBLE.has(ext)) {
      headers.Vary = 'Accept-Encoding';
      for (const encoding of acceptedEncodings(req.headers['accept-encoding'])) {
        const sibling = `${file.path}.${encoding === 'br' ? 'br' : 'gz'}`;
        const siblingStat = await fileStat(sibling);
        if (siblingStat) {
          path = sibling;
          s = siblingStat;
          headers['Content-Encoding'] = encoding;
          break;
        }
      }
    }
    const etag = `W/"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}${
      headers['Content-Encoding'] ? `-${headers['Content-Encoding']}` : ''
    }"`;
    headers.ETag = etag;
    headers['Last-Modified'] = s.mtime.toUTCString();

    const ifNoneMatch = req.headers['if-none-match'];
    const ifModifiedSince = req.headers['if-modified-since'];
    const notModified = ifNoneMatch
      ? ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')
      : ifModifiedSince
        ? Math.floor(s.mtimeMs / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000)
        : false;
    if (notModified) {
      res.writeHead(304, headers);
      res.end();
      return;
    }

    headers['Content-Length'] = s.size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(path);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  }

  return async function handle(req, res) {
    const started = Date.now();
    if (log)
      res.on('finish', () =>
        log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started}ms`),
      );
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          ...CORS_HEADERS,
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
          'Content-Length': 0,
        });
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        send(res, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD, OPTIONS' });
        return;
      }
      let pathname;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        send(res, 400, 'Bad Request\n');
        return;
      }
      let file = await resolveFile(pathname);
      const lastSegment = pathname.split('/').pop() ?? '';
      if (!file && spa && !extname(lastSegment)) {
        file = await resolveFile('/index.html');
      }
      if (!file) {
        send(res, 404, 'Not Found\n', { 'Cache-Control': 'no-cache' });
        return;
      }
      await serveFile(req, res, file);
    } catch (error) {
      if (!res.headersSent) send(res, 500, 'Internal Server Error\n');
      else res.destroy();
      if (log) log(`error ${req.url}: ${error?.message ?? error}`);
    }
  };
}

/**
 * Starts listening on every address `host` resolves to (for `localhost`: 127.0.0.1 and ::1, as
 * Fastify does), never on every interface. Resolves to { servers, close }.
 */
export async function startServer({ dir, port, spa = false, host = 'localhost', log = null }) {
  const handler = await createHandler({ dir, spa, log });
  const addresses = [...new Set((await lookup(host, { all: true })).map((a) => a.address))];
  const servers = [];
  try {
    for (const address of addresses) {
      const server = createServer(handler);
      server.keepAliveTimeout = 5000;
      try {
        await new Promise((ok, fail) => {
          server.once('error', fail);
          server.listen({ port, host: address, exclusive: true }, () => {
            server.off('error', fail);
            ok();
          });
        });
      } catch (error) {
        // `localhost` may resolve to ::1 on a machine without IPv6: one loopback is enough.
        const unavailable = error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT';
        if (unavailable && (servers.length || address !== addresses.at(-1))) continue;
        throw error;
      }
      // Port 0 (tests): every address listens on the port the first one got.
      if (port === 0) port = server.address().port;
      servers.push(server);
    }
    if (!servers.length) throw new Error(`no address of ${host} could be bound`);
  } catch (error) {
    for (const server of servers) server.close();
    throw error;
  }
  const close = () =>
    Promise.all(
      servers.map(
        (server) =>
          new Promise((ok) => {
            server.close(() => ok());
            server.closeIdleConnections();
            setTimeout(() => server.closeAllConnections(), 2000).unref();
          }),
      ),
    );
  return { servers, addresses: servers.map((srv) => srv.address().address), close };
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string', default: 'localhost' },
      spa: { type: 'boolean', default: false },
      log: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!values.dir || !Number.isInteger(port) || port <= 0 || port > 65535) {
    console.error('usage: serve.mjs --dir <folder> --port <n> [--spa] [--host localhost] [--log]');
    process.exit(2);
  }
  const dir = resolve(values.dir);
  if (!(await stat(dir).catch(() => null))?.isDirectory()) {
    console.error(`serve: folder ${dir} does not exist (build first)`);
    process.exit(1);
  }
  let server;
  try {
    server = await startServer({
      dir,
      port,
      spa: values.spa,
      host: values.host,
      log: values.log ? (line) => console.log(line) : null,
    });
  } catch (error) {
    const reason = error?.code === 'EADDRINUSE' ? `port ${port} is already in use` : error?.message;
    console.error(`serve: cannot listen on ${values.host}:${port}: ${reason}`);
    process.exit(1);
  }
  console.log(
    `serving ${dir} on http://${values.host}:${port}${values.spa ? ' (spa)' : ''} [${server.addresses.join(', ')}]`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
