// The request handler of the static server: maps a URL path to a file inside the served folder
// (never outside it), and answers with the rules of serve-rules.mjs. @fastify/static (on
// @fastify/send) sends the files: the precompressed sibling the client prefers, Content-Length,
// ranges, ETag and Last-Modified, 304s. This keeps what it does not do, or does otherwise:
// methods and CORS preflight, 400 on a malformed path, the guards (dotfiles, source maps,
// symlinks out of the folder: send follows them), the SPA fallback, the rules' headers over the
// library's (its MIME table names JavaScript application/javascript), and errors as plain text.
// The host's pages made per brand are the render service's (render/, ADR 028), which hands it
// every other request.
import { realpath, stat } from 'node:fs/promises';
import { basename, extname, relative, resolve, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

import {
  BASE_HEADERS,
  CORS_HEADERS,
  PLAIN_TEXT,
  fileHeaders,
  htmlSecurityHeaders,
  isCompressible,
  isServable,
  securitySettingsFromEnv,
} from './serve-rules.mjs';

async function fileStat(path) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : null;
  } catch {
    return null;
  }
}

function send(res, status, body, headers = {}) {
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Content-Type': PLAIN_TEXT,
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/** The headers serve-rules.mjs gives a file answer at `path`, the HTML security headers on HTML. */
function ruleHeaders(path, htmlHeaders) {
  const fileName = basename(path);
  const isHtml = extname(fileName).toLowerCase() === '.html';
  return { ...fileHeaders(fileName, path), ...(isHtml ? htmlHeaders : {}) };
}

// The file a request was resolved to (set on the raw request before the library sends it).
const FILE = Symbol('klubb.file');

/**
 * The library's part: a Fastify instance (never listening; `routing(req, res)` is handed each
 * request already pointed at a vetted file) with @fastify/static on `root`. `wildcard`: every
 * request looks at the folder, so a file written while serving (remotes.json by
 * write-remotes.mjs, a newly published version) is seen, not a startup list.
 */
async function createSender(root, htmlHeaders) {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    preCompressed: true,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    acceptRanges: true,
  });
  // The rules' headers over the library's (Content-Type, Cache-Control, Vary), on 200, 206 and
  // 304 alike; Vary only on the kinds that have precompressed siblings.
  app.addHook('onSend', async (request, reply, payload) => {
    const file = request.raw[FILE];
    if (!file || reply.statusCode >= 400) return payload;
    if (!isCompressible(file)) reply.removeHeader('vary');
    reply.headers(ruleHeaders(file, htmlHeaders));
    if (reply.statusCode === 304) reply.removeHeader('content-type');
    return payload;
  });
  const notFound = (request, reply) => {
    reply.hijack();
    send(reply.raw, 404, 'Not Found\n', { 'Cache-Control': 'no-cache' });
  };
  app.setNotFoundHandler(notFound);
  app.setErrorHandler((error, request, reply) => {
    if (error.statusCode === 404 || error.statusCode === 403) return notFound(request, reply);
    reply.hijack();
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    send(reply.raw, status, status === 500 ? 'Internal Server Error\n' : 'Bad Request\n');
  });
  await app.ready();
  return app;
}

/**
 * Creates the request handler for one folder. `spa`: paths without a file extension that match
 * no file answer index.html, so deep links survive a reload. `security`: the settings of the HTML
 * answers' CSP (serve-rules.mjs `securitySettingsFromEnv`), the remotes' origins included: the
 * platform's KLUBB_REMOTE_ORIGINS, which the registry holds every published version to.
 * `oneOrigin`: the route of the paths behind the app's origin (/api, /media, /remotes:
 * one-origin-proxy.mjs), asked first; it answers true for a request it took.
 */
export async function createHandler({
  dir,
  spa = false,
  log = null,
  security = securitySettingsFromEnv(process.env),
  oneOrigin = null,
}) {
  const root = await realpath(resolve(dir));
  const sender = await createSender(root, htmlSecurityHeaders(security));

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
    if (!s?.isFile() || !isServable(candidate)) return null;
    // A symlink must not lead out of the served folder either.
    const real = await realpath(candidate).catch(() => null);
    if (!real || (real !== root && !real.startsWith(root + sep))) return null;
    return candidate;
  }

  return async function handle(req, res) {
    const started = Date.now();
    // The URL asked for: the library is handed the file's own path.
    const { url } = req;
    if (log)
      res.on('finish', () =>
        log(`${req.method} ${url} ${res.statusCode} ${Date.now() - started}ms`),
      );
    try {
      if (oneOrigin?.(req, res)) return;
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
      req[FILE] = file;
      // Only the text kinds have siblings the build wrote (a picture's would be someone else's).
      if (!isCompressible(file)) delete req.headers['accept-encoding'];
      req.url = encodeURI(`/${relative(root, file).split(sep).join('/')}`).replace(
        /[?#]/g,
        encodeURIComponent,
      );
      sender.routing(req, res);
    } catch (error) {
      if (!res.headersSent) send(res, 500, 'Internal Server Error\n');
      else res.destroy();
      if (log) log(`error ${url}: ${error?.message ?? error}`);
    }
  };
}
