// The request handler of the static server: maps a URL path to a file inside the served folder
// (never outside it), and answers with the rules of serve-rules.mjs. sirv sends the files; this
// keeps what sirv does not do, or does otherwise: methods and CORS preflight, 400 on a malformed
// path, the guards (dotfiles, source maps, symlinks out of the folder), the SPA fallback, the
// precompressed choice by q-value, 304s with their headers. The host's pages made per brand are
// the render service's (render/, ADR 028), which hands it every other request.
import { realpath, stat } from 'node:fs/promises';
import { basename, extname, relative, resolve, sep } from 'node:path';

import sirv from 'sirv';

import {
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

// The Range headers sirv reads right: one `bytes=start-[end]`. It reads a suffix (`bytes=-500`),
// a list or `bytes=0-0` as other bytes, so those are dropped and the whole file is sent (RFC 9110
// lets a server ignore Range), as before sirv; If-Range is not checked by sirv either.
function isRangeSirvReads({ range, 'if-range': ifRange }) {
  const match = /^bytes=(\d+)-(\d*)$/.exec(range ?? '');
  if (!match || ifRange) return false;
  return match[2] === '' || (Number(match[2]) >= Number(match[1]) && Number(match[2]) > 0);
}

/** The headers serve-rules.mjs gives a file answer at `path`, the HTML security headers on HTML. */
function ruleHeaders(path, htmlHeaders) {
  const fileName = basename(path);
  const isHtml = extname(fileName).toLowerCase() === '.html';
  return { ...fileHeaders(fileName, path), ...(isHtml ? htmlHeaders : {}) };
}

/**
 * Answers a conditional GET itself, or hands the file to sirv, which sends it (the precompressed
 * sibling, Content-Length, Range, streaming). The sibling is chosen here by serve-rules.mjs
 * (q-values, text kinds only), and sirv is told that one encoding only, so both pick the same
 * file; the validators are serve-rules.mjs' too, as sirv knows neither If-Modified-Since nor
 * If-None-Match lists, and its 304 carries no headers.
 */
async function serveFile(req, res, file, headers, serveStatic) {
  let s = file.stat;
  let encoding = null;
  for (const candidate of precompressedCandidates(file.path, req.headers['accept-encoding'])) {
    const siblingStat = await fileStat(candidate.path);
    if (siblingStat) {
      s = siblingStat;
      encoding = candidate.encoding;
      break;
    }
  }
  const etag = etagFor(s, encoding);
  const conditions = {
    ifNoneMatch: req.headers['if-none-match'],
    ifModifiedSince: req.headers['if-modified-since'],
  };
  if (isNotModified(conditions, etag, s.mtimeMs)) {
    res.writeHead(304, { ...headers, ETag: etag, 'Last-Modified': s.mtime.toUTCString() });
    res.end();
    return;
  }
  // sirv sends the headers set on the answer over its own (Content-Type, ETag), and setHeaders
  // (createHandler) adds the rules' others.
  res.setHeader('ETag', etag);
  req.headers['accept-encoding'] = encoding ?? '';
  delete req.headers['if-none-match'];
  if (!isRangeSirvReads(req.headers)) delete req.headers.range;
  req.url = encodeURI(`/${relative(file.root, file.path).split(sep).join('/')}`).replace(
    /[?#]/g,
    encodeURIComponent,
  );
  serveStatic(req, res);
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
  const htmlHeaders = htmlSecurityHeaders(security);
  // sirv sends only files resolveFile vetted (the URL is rewritten to the file's own path), so
  // the SPA fallback is resolved here, not by sirv's `single`: it must pass the same guards and
  // the first-view hook, and `single` needs extensions: ['html'], which would serve /x as x.html
  // past them. `dev`: every request looks at the folder, so a file written while serving
  // (remotes.json by write-remotes.mjs, a newly published version) is seen, not a startup list.
  const serveStatic = sirv(root, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    dotfiles: false,
    extensions: [],
    setHeaders(res, pathname) {
      res.removeHeader('Vary');
      for (const [name, value] of Object.entries(ruleHeaders(pathname, htmlHeaders))) {
        res.setHeader(name, value);
      }
    },
    onNoMatch: (req, res) => send(res, 404, 'Not Found\n', { 'Cache-Control': 'no-cache' }),
  });

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
    return { root, path: candidate, stat: s };
  }

  return async function handle(req, res) {
    const started = Date.now();
    // The URL asked for: serveFile points req.url at the file it hands to sirv.
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
      await serveFile(req, res, file, ruleHeaders(file.path, htmlHeaders), serveStatic);
    } catch (error) {
      if (!res.headersSent) send(res, 500, 'Internal Server Error\n');
      else res.destroy();
      if (log) log(`error ${url}: ${error?.message ?? error}`);
    }
  };
}
