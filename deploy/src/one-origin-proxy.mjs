// The static server's part of one origin (ADR 014 decision 3, one-origin.mjs): /api and /media are
// passed to the API, /remotes/<name>/ to the remote's folder (served with the same rules and
// guards) or its own server. Only the configured upstreams are ever asked — the path picks one of
// them and is never a URL — so this is no open proxy. Production's nginx does the same
// (nginx-one-origin.mjs). The proxying itself is @fastify/http-proxy's (streaming both bodies,
// the connection's own headers, an upstream pool); this file keeps what the house adds: the path
// guard, X-App-Url and X-Forwarded-* from the request, and its errors as `{status, code, message}`.
import httpProxy from '@fastify/http-proxy';
import Fastify from 'fastify';

import { API_PREFIX, MEDIA_PREFIX, REMOTES_PREFIX } from './one-origin.mjs';
import { BASE_HEADERS } from './serve-rules.mjs';

/** The app URL of a request: its scheme and its Host header, when that header is a host name. */
export function appUrlOf(headers, scheme = 'http') {
  const host = String(headers.host ?? '').toLowerCase();
  return /^[a-z0-9.-]+(:\d{1,5})?$/.test(host) ? `${scheme}://${host}` : null;
}

/** The header the API takes the brand from before Origin (@klubb/contracts APP_URL_HEADER). */
export const APP_URL_HEADER = 'x-app-url';

// Hop-by-hop headers (RFC 9110 §7.6.1) are the connection's, not the message's. The library drops
// Connection, Transfer-Encoding and what Connection names; these go too, both ways.
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-authorization',
  'proxy-authenticate',
];

const withoutHopByHop = (headers) => {
  const kept = { ...headers };
  for (const name of HOP_BY_HOP) delete kept[name];
  return kept;
};

/** How long an upstream may take to start its answer (or pause in it) before a 504. */
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
 * The API's proxy: a Fastify instance (never listening: `routing(req, res)` is handed each
 * request) with @fastify/http-proxy on /api (the prefix taken off) and /media (kept). The upstream
 * hears X-App-Url as the request's own scheme and host — what a browser on this origin is on; a
 * same-origin GET carries no Origin — and the X-Forwarded-* of the client. An upstream that cannot
 * be reached answers a 502 error record as the API's own, one that is late a 504.
 */
async function createApiProxy({ api, scheme, log, timeoutMs }) {
  const target = new URL(api);
  const basePath = target.pathname.replace(/\/+$/, '');
  const app = Fastify({ logger: false });
  const replyOptions = {
    rewriteRequestHeaders(request, headers) {
      const req = request.raw;
      const client = req.socket.remoteAddress ?? '';
      return {
        ...withoutHopByHop(headers),
        [APP_URL_HEADER]: appUrlOf(req.headers, scheme),
        'x-forwarded-host': req.headers.host,
        'x-forwarded-proto': scheme,
        'x-forwarded-for': req.headers['x-forwarded-for']
          ? `${req.headers['x-forwarded-for']}, ${client}`
          : client,
      };
    },
    rewriteHeaders: (headers) => withoutHopByHop(headers),
    onError(reply, { error }) {
      const { raw: req } = reply.request;
      const cause = error.cause ?? error;
      if (log) log(`proxy ${req.method} ${req.url} → ${api}: ${cause.message ?? cause}`);
      reply.hijack();
      if (reply.raw.headersSent) reply.raw.destroy();
      else if (error.statusCode === 504) {
        errorRecord(reply.raw, 504, 'timeout', 'The server did not answer in time.');
      } else errorRecord(reply.raw, 502, 'bad_gateway', 'The server could not be reached.');
    },
  };
  const common = {
    upstream: target.origin,
    // A Location is passed as the API sent it, as nginx's `proxy_redirect off`.
    internalRewriteLocationHeader: false,
    disableRequestLogging: true,
    // Never asked again: a POST must not reach the API twice.
    retryMethods: [],
    undici: { headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
    replyOptions,
  };
  await app.register(httpProxy, { ...common, prefix: API_PREFIX, rewritePrefix: basePath || '/' });
  await app.register(httpProxy, {
    ...common,
    prefix: MEDIA_PREFIX,
    rewritePrefix: `${basePath}${MEDIA_PREFIX}`,
  });
  // What Fastify refuses itself (a malformed URL, a body it cannot take) as the house's records.
  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 502;
    reply.hijack();
    errorRecord(
      reply.raw,
      status,
      status === 502 ? 'bad_gateway' : 'bad_request',
      status === 502 ? 'The server could not be reached.' : 'The request was not understood.',
    );
  });
  await app.ready();
  return app;
}

/**
 * Creates `route(req, res)` for one origin: true when the request was one of its paths
 * (answered), false for everything else (the static folder's); `route.close()` lets the API's
 * connections go. `api`: the API's base URL. `remotes`: { <name>: handler(req, res) } — a remote's
 * folder handler (serve-handler.mjs) or a proxy to its server. `scheme`: the app's (https behind
 * TLS). `timeoutMs`: how long the API may be silent (UPSTREAM_TIMEOUT_MS).
 */
export async function createOneOriginRoute({
  api = null,
  remotes = {},
  scheme = 'http',
  log = null,
  timeoutMs = UPSTREAM_TIMEOUT_MS,
}) {
  const proxy = api ? await createApiProxy({ api, scheme, log, timeoutMs }) : null;
  function toApi(req, res, prefix) {
    if (forwardedPath(req.url, prefix) === null) {
      errorRecord(res, 400, 'bad_request', 'Not a path the API is asked for.');
    } else if (!appUrlOf(req.headers, scheme)) {
      errorRecord(res, 400, 'bad_request', 'The request has no valid Host.');
    } else proxy.routing(req, res);
    return true;
  }
  function route(req, res) {
    const url = req.url ?? '/';
    if (
      proxy &&
      (url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`))
    ) {
      return toApi(req, res, API_PREFIX);
    }
    if (proxy && url.startsWith(`${MEDIA_PREFIX}/`)) return toApi(req, res, MEDIA_PREFIX);
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
  }
  route.close = async () => {
    await proxy?.close();
  };
  return route;
}
