// The request handler of the static server: maps a URL path to a file inside the served folder
// (never outside it), and answers with the rules of serve-rules.mjs.
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { basename, extname, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

import {
  acceptedEncodings,
  BASE_HEADERS,
  CORS_HEADERS,
  PLAIN_TEXT,
  etagFor,
  fileHeaders,
  htmlSecurityHeaders,
  isNotModified,
  isServable,
  precompressedCandidates,
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

async function serveFile(req, res, file, extraHeaders = {}) {
  const headers = { ...fileHeaders(basename(file.path)), ...extraHeaders };
  let { path, stat: s } = file;
  for (const candidate of precompressedCandidates(file.path, req.headers['accept-encoding'])) {
    const siblingStat = await fileStat(candidate.path);
    if (siblingStat) {
      path = candidate.path;
      s = siblingStat;
      headers['Content-Encoding'] = candidate.encoding;
      break;
    }
  }
  const etag = etagFor(s, headers['Content-Encoding']);
  headers.ETag = etag;
  headers['Last-Modified'] = s.mtime.toUTCString();

  const conditions = {
    ifNoneMatch: req.headers['if-none-match'],
    ifModifiedSince: req.headers['if-modified-since'],
  };
  if (isNotModified(conditions, etag, s.mtimeMs)) {
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

const compress = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};
const COMPRESS_OPTIONS = {
  // A fast level: the page is made per request, and it is small.
  br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  gzip: { level: 6 },
};

/** Sends a page made for this request (never cached: it names the brand's current versions). */
async function sendMadeHtml(req, res, html, headers) {
  const [encoding] = acceptedEncodings(req.headers['accept-encoding']);
  const body = encoding
    ? await compress[encoding](Buffer.from(html), COMPRESS_OPTIONS[encoding])
    : Buffer.from(html);
  res.writeHead(200, {
    ...fileHeaders('index.html'),
    ...headers,
    'Cache-Control': 'no-cache',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Creates the request handler for one folder. `spa`: paths without a file extension that match
 * no file answer index.html, so deep links survive a reload. `security`: the settings of the HTML
 * answers' CSP (serve-rules.mjs `securitySettingsFromEnv`), the remotes' origins included: the
 * platform's KLUBB_REMOTE_ORIGINS, which the registry holds every published version to.
 * `firstViewHtml`: makes the folder's index.html per request (render/first-view-html.mjs: the
 * brand's first view inlined); when it answers null or fails, the file is served as it is.
 */
export async function createHandler({
  dir,
  spa = false,
  log = null,
  security = securitySettingsFromEnv(process.env),
  firstViewHtml = null,
}) {
  const root = await realpath(resolve(dir));
  const htmlHeaders = htmlSecurityHeaders(security);

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
    return { path: candidate, stat: s };
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
      const isHtml = extname(file.path).toLowerCase() === '.html';
      if (isHtml && firstViewHtml && file.path === resolve(root, 'index.html')) {
        const made = await firstViewHtml(req, file.path).catch((error) => {
          if (log) log(`first view ${req.url}: ${error?.message ?? error}`);
          return null;
        });
        if (made !== null) {
          await sendMadeHtml(req, res, made, htmlHeaders);
          return;
        }
      }
      await serveFile(req, res, file, isHtml ? htmlHeaders : {});
    } catch (error) {
      if (!res.headersSent) send(res, 500, 'Internal Server Error\n');
      else res.destroy();
      if (log) log(`error ${req.url}: ${error?.message ?? error}`);
    }
  };
}
