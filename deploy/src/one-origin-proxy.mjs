// The static server's part of one origin (ADR 014 decision 3, one-origin.mjs): /api and /media are
// passed to the API, /remotes/<name>/ to the remote's folder (served with the same rules and
// guards) or its own server. Only the configured upstreams are ever asked — the path picks one of
// them and is never a URL — so this is no open proxy. Production's nginx does the same
// (nginx-one-origin.mjs).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

import { API_PREFIX, MEDIA_PREFIX, REMOTES_PREFIX } from './one-origin.mjs';
import { BASE_HEADERS } from './serve-rules.mjs';

/** The app URL of a request: its scheme and its Host header, when that header is a host name. */
export function appUrlOf(headers, scheme = 'http') {
  const host = String(headers.host ?? '').toLowerCase();
  return /^[a-z0-9.-]+(:\d{1,5})?$/.test(host) ? `${scheme}://${host}` : null;
}

/** The header the API takes the brand from before Origin (@klubb/contracts APP_URL_HEADER). */
export const APP_URL_HEADER = 'x-app-url';

// Hop-by-hop headers (RFC 9110 §7.6.1) are the connection's, not the message's.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
]);

/** How long an upstream may take to start its answer before the client gets a 504. */
export const UPSTREAM_TIMEOUT_MS = 30_000;

function errorRecord(res, status, code, message) {
  const body = JSON.stringify({ status, code, message });
  res.writeHead(status, {
    ...BASE_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * The path after `prefix` when every segment is a plain name: no `.` or `..` (raw or
 * percent-encoded), no encoded slash or backslash, no NUL. Else null (refused with a 400): an
 * upstream that decodes its path must not be walked out of what it was asked for.
 */
export function forwardedPath(rawUrl, prefix) {
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rawUrl.slice(queryAt);
  if (path !== prefix && !path.startsWith(`${prefix}/`)) return null;
  const rest = path.slice(prefix.length) || '/';
  for (const segment of rest.split('/').slice(1)) {
    let decoded;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || /[/\\\0]/.test(decoded)) return null;
  }
  return `${rest}${query}`;
}

/**
 * Passes `req` to `upstream` (an http(s) base URL) at `path`, streaming both bodies. The
 * upstream hears X-App-Url as the request's own scheme and host — what a browser on this origin
 * is on; a same-origin GET carries no Origin — and the X-Forwarded-* of the client. An upstream
 * that cannot be reached, or is late, answers a 502 (504) error record as the API's own.
 */
export function proxyTo(req, res, { upstream, path, scheme = 'http', log = null }) {
  const appUrl = appUrlOf(req.headers, scheme);
  if (!appUrl) {
    errorRecord(res, 400, 'bad_request', 'The request has no valid Host.');
    return;
  }
  const target = new URL(upstream);
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name) && name !== 'host') headers[name] = value;
  }
  headers[APP_URL_HEADER] = appUrl;
  headers['x-forwarded-host'] = req.headers.host;
  headers['x-forwarded-proto'] = scheme;
  const client = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for']
    ? `${req.headers['x-forwarded-for']}, ${client}`
    : client;
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const basePath = target.pathname.replace(/\/+$/, '');
  const outgoing = send(
    {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: `${basePath}${path}`,
      headers,
      timeout: UPSTREAM_TIMEOUT_MS,
    },
    (answer) => {
      const answerHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (!HOP_BY_HOP.has(name)) answerHeaders[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  outgoing.on('timeout', () =>
    outgoing.destroy(Object.assign(new Error('timeout'), { late: true })),
  );
  outgoing.on('error', (error) => {
    if (log) log(`proxy ${req.method} ${req.url} → ${upstream}: ${error.message}`);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error.late) errorRecord(res, 504, 'timeout', 'The server did not answer in time.');
    else errorRecord(res, 502, 'bad_gateway', 'The server could not be reached.');
  });
  // A client that goes away takes the upstream request with it.
  res.on('close', () => {
    if (!res.writableFinished) outgoing.destroy();
  });
  req.pipe(outgoing);
}

/**
 * Creates `route(req, res)` for one origin, or null when nothing is configured: true when the
 * request was one of its paths (answered), false for everything else (the static folder's).
 * `api`: the API's base URL. `remotes`: { <name>: handler(req, res) } — a remote's folder handler
 * (serve-handler.mjs) or a proxy to its server. `scheme`: the app's (https behind TLS).
 */
export function createOneOriginRoute({ api = null, remotes = {}, scheme = 'http', log = null }) {
  return function route(req, res) {
    const url = req.url ?? '/';
    if (
      api &&
      (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`))
    ) {
      const path = forwardedPath(url, API_PREFIX);
      if (path === null) errorRecord(res, 400, 'bad_request', 'Not a path the API is asked for.');
      else proxyTo(req, res, { upstream: api, path, scheme, log });
      return true;
    }
    if (api && url.startsWith(`${MEDIA_PREFIX}/`)) {
      const path = forwardedPath(url, MEDIA_PREFIX);
      if (path === null) errorRecord(res, 400, 'bad_request', 'Not a path the API is asked for.');
      else proxyTo(req, res, { upstream: api, path: `${MEDIA_PREFIX}${path}`, scheme, log });
      return true;
    }
    if (url.startsWith(`${REMOTES_PREFIX}/`)) {
      const [, name = ''] = /^\/remotes\/([^/?#]*)/.exec(url) ?? [];
      const handler = Object.hasOwn(remotes, name) ? remotes[name] : null;
      const path = handler ? forwardedPath(url, `${REMOTES_PREFIX}/${name}`) : null;
      if (!handler || path === null) {
        errorRecord(res, 404, 'not_found', 'No such remote.');
        return true;
      }
      req.url = path;
      handler(req, res);
      return true;
    }
    return false;
  };
}
