// The API behind nginx: an upstream of several instances with keep-alive and passive health
// checks, and a retry on another instance only where repeating a request cannot do harm.

/** The upstream's name in the generated configuration. */
export const API_UPSTREAM = 'klubb_api';

/**
 * Settings of the API front, with the defaults the failover test and deploy/README.md describe.
 * - maxFails / failTimeout: one failed connection takes an instance out for `failTimeout`
 *   (nginx's open-source passive health check; the readiness probe is for Kubernetes).
 * - keepalive: idle connections kept per worker; closed after `keepaliveTimeout`, below Node's
 *   keep-alive timeout (Fastify: 72 s) so nginx never reuses a connection the API is closing.
 * - clientKeepaliveTimeout: how long a client's idle connection to the API front stays open.
 *   Well above what clients keep one (Node's fetch 4 s, browsers up to a minute or so), so the
 *   client closes first: with nginx's 5 s of the static sites, a client that reused a connection
 *   at the moment nginx closed it saw a failed GET (the failover test, on a loaded machine).
 */
export function apiDefaults(api) {
  return {
    maxFails: 1,
    failTimeout: '5s',
    keepalive: 32,
    keepaliveTimeout: '30s',
    connectTimeout: '1s',
    readTimeout: '15s',
    retryTimeout: '10s',
    tries: 3,
    clientKeepaliveTimeout: '65s',
    ...api,
  };
}

/** The `upstream` block (http level). `api.upstreams`: ['127.0.0.1:18501', …]. */
export function apiHttpBlock(settings) {
  const api = apiDefaults(settings);
  return [
    `  upstream ${API_UPSTREAM} {`,
    ...api.upstreams.map(
      (address) =>
        `    server ${address} max_fails=${api.maxFails} fail_timeout=${api.failTimeout};`,
    ),
    `    keepalive ${api.keepalive};`,
    `    keepalive_timeout ${api.keepaliveTimeout};`,
    '    keepalive_requests 10000;',
    '  }',
  ];
}

function proxyLines(api, indent, nextUpstream) {
  return [
    `proxy_pass http://${API_UPSTREAM};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    `proxy_connect_timeout ${api.connectTimeout};`,
    `proxy_read_timeout ${api.readTimeout};`,
    `proxy_next_upstream ${nextUpstream};`,
    `proxy_next_upstream_tries ${api.tries};`,
    `proxy_next_upstream_timeout ${api.retryTimeout};`,
  ].map((line) => `${indent}${line}`);
}

/**
 * The API's server block. GET, HEAD, OPTIONS and POST go to the next instance when one cannot be
 * reached or fails before answering; nginx itself never resends a POST (or PATCH) once it was
 * passed to an instance, so a claim or checkout is never made twice by the proxy. PUT and DELETE
 * are idempotent in HTTP but not in this API (a cart update adds to the cart), so they are
 * never retried by nginx: the client sees the failure and reads the cart again.
 */
export function apiServer(settings) {
  const api = apiDefaults(settings);
  const names = api.serverNames?.length ? [`    server_name ${api.serverNames.join(' ')};`] : [];
  return [
    '  server {',
    ...api.listen.map((address) => `    listen ${address};`),
    ...names,
    // The API answers an oversized body with its own error record (64 KiB limit in app.ts).
    '    client_max_body_size 1m;',
    `    keepalive_timeout ${api.clientKeepaliveTimeout};`,
    '    location / {',
    '      error_page 418 = @klubb_api_no_retry;',
    '      if ($request_method ~ ^(PUT|DELETE)$) { return 418; }',
    ...proxyLines(api, '      ', 'error timeout'),
    '    }',
    '    location @klubb_api_no_retry {',
    ...proxyLines(api, '      ', 'off'),
    '    }',
    '  }',
  ];
}
