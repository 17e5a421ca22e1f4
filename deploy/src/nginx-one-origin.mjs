// One origin in production (ADR 014 decision 3; one-origin.mjs, one-origin-proxy.mjs locally): the
// host's server block also answers
//   /api/…               → the API upstream, without the prefix, X-App-Url from the request's host
//                          (PUT and DELETE never retried on another instance, as nginx-api.mjs)
//   /media/…             → the API upstream, as it is
//   /remotes/<name>/…    → the remote's own server block (its files, with its rules)
//   the page (index.html, every deep link) → the render service (render/src/main.mjs
//                          --one-origin: the brand's first view), the static file when it is down.
// `^~` prefixes: no regex location (the static kinds' headers) takes these paths from them.
import { API_UPSTREAM } from './nginx-api.mjs';
import { BASE_HEADERS } from './serve-rules.mjs';

/** The render service's upstream in the generated configuration. */
export const RENDER_UPSTREAM = 'klubb_render';

const REMOTE_NAME = /^[a-z0-9][a-z0-9-]*$/;

/**
 * The http-level maps of one origin: which methods the server level lets through, and the scheme
 * of the app URL (the TLS front's X-Forwarded-Proto, as the Ingress terminates TLS, when it is
 * http or https, else the connection's).
 */
export function oneOriginMaps() {
  return [
    // What the server level does with a method: the API's paths take every one (the API answers
    // it), the static files GET and HEAD, and OPTIONS the static preflight.
    '  map $uri $klubb_api_path {',
    '    default 0;',
    '    "~^/(api|media)/" 1;',
    '  }',
    '  map "$klubb_api_path:$request_method" $klubb_static_method {',
    '    default refuse;',
    '    "~^1:" pass;',
    '    "0:GET" pass;',
    '    "0:HEAD" pass;',
    '    "0:OPTIONS" preflight;',
    '  }',
    '  map $http_x_forwarded_proto $klubb_app_scheme {',
    '    default $scheme;',
    '    "~^(?<proto>https?)$" $proto;',
    '  }',
  ];
}

/**
 * 1 for a request that is personal or a test's (render/src/page-cache.mjs' isPublicRequest): any
 * credentials (Cookie, Authorization) or a header that changes the page, whatever its value (nginx
 * reads a bare "0" as false, and `X-Klubb-Render-Budget: 0` is such a header). Such a request is
 * never answered from the cache nor stored in it; the render service marks its answer private too.
 */
const PERSONAL_REQUEST = '$klubb_personal_request';
const personalRequestMap = () => [
  `  map "$http_authorization$http_cookie$http_x_klubb_first_view$http_x_klubb_render_budget" ${PERSONAL_REQUEST} {`,
  '    "" 0;',
  '    default 1;',
  '  }',
];

/** The shared cache of visitors' pages in the generated configuration (ADR 028). */
export const PAGE_CACHE_ZONE = 'klubb_pages';

/**
 * The render service's upstream block and the map of personal requests (http level); `address`:
 * 'host:port'. The pages' cache (`proxy_cache_path`, zone PAGE_CACHE_ZONE) is declared by
 * nginx-config.mjs with the other folders under the prefix: it keeps no page past what the
 * page's own Cache-Control allows (`s-maxage`, `stale-while-revalidate`).
 */
export function renderHttpBlock(address) {
  return [
    `  upstream ${RENDER_UPSTREAM} {`,
    `    server ${address};`,
    '    keepalive 16;',
    '  }',
    ...personalRequestMap(),
  ];
}

/**
 * A visitor's page kept by nginx as its Cache-Control says (ADR 028): fresh for `s-maxage`, then
 * served stale for `stale-while-revalidate` while one request refreshes it behind the others, and
 * one request at a time renders a page nobody has yet. One copy per brand host and URL; the
 * page's Vary (Accept-Encoding, Authorization, Cookie) keeps its encodings apart.
 */
const pageCacheLines = (indent) =>
  [
    `proxy_cache ${PAGE_CACHE_ZONE};`,
    'proxy_cache_key $klubb_app_scheme://$http_host$request_uri;',
    `proxy_cache_bypass ${PERSONAL_REQUEST};`,
    `proxy_no_cache ${PERSONAL_REQUEST};`,
    'proxy_cache_use_stale updating;',
    'proxy_cache_background_update on;',
    'proxy_cache_lock on;',
    'proxy_cache_lock_timeout 5s;',
  ].map((line) => `${indent}${line}`);

/**
 * The headers the server level adds to every answer (CORS, nosniff): a proxied answer's own are
 * hidden, so each is sent once.
 */
const hideServerHeaders = (indent) =>
  Object.keys(BASE_HEADERS).map((name) => `${indent}proxy_hide_header ${name};`);

function proxyCommon(indent) {
  return [
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $http_host;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $klubb_app_scheme;',
  ].map((line) => `${indent}${line}`);
}

/**
 * The host's locations for one origin. `api`: whether the API upstream (nginx-api.mjs) is in the
 * configuration; `remotes`: [{ name, port }] of the remotes' server blocks in this nginx;
 * `render`: whether the render service's upstream is (the page then comes from it);
 * `indexFileLines`: the lines that serve index.html itself with its headers (the fallback).
 */
export function oneOriginLocations({ api = true, remotes = [], render = false, indexFileLines }) {
  const lines = [];
  const i = '      ';
  if (api) {
    // As the API front does (nginx-api.mjs): PUT and DELETE are never sent to another instance
    // (a cart update adds to the cart), the rest on a failed connection or a time-out.
    const toApi = (rewrite, nextUpstream) => [
      ...(rewrite ? [`${i}rewrite ^/api(/.*)$ $1 break;`] : []),
      `${i}proxy_pass http://${API_UPSTREAM};`,
      ...proxyCommon(i),
      // A same-origin GET carries no Origin: the brand comes from the page's own host.
      `${i}proxy_set_header X-App-Url $klubb_app_scheme://$http_host;`,
      `${i}proxy_next_upstream ${nextUpstream};`,
      ...hideServerHeaders(i),
    ];
    lines.push(
      '    location ^~ /api/ {',
      `${i}error_page 418 = @klubb_origin_api_no_retry;`,
      `${i}if ($request_method ~ ^(PUT|DELETE)$) { return 418; }`,
      ...toApi(true, 'error timeout'),
      '    }',
      '    location @klubb_origin_api_no_retry {',
      ...toApi(true, 'off'),
      '    }',
      '    location ^~ /media/ {',
      ...toApi(false, 'error timeout'),
      '    }',
    );
  }
  for (const { name, port } of remotes) {
    if (!REMOTE_NAME.test(name)) throw new Error(`not a remote folder name: ${name}`);
    lines.push(
      `    location ^~ /remotes/${name}/ {`,
      `${i}proxy_pass http://127.0.0.1:${port}/;`,
      ...proxyCommon(i),
      ...hideServerHeaders(i),
      '    }',
    );
  }
  if (render) {
    // Every page (/, a deep link: try_files lands on /index.html) is made by the render service
    // for the URL asked for ($request_uri), a visitor's kept briefly; down or failing, the
    // static file is sent.
    lines.push(
      '    location = /index.html {',
      `${i}proxy_pass http://${RENDER_UPSTREAM}$request_uri;`,
      ...proxyCommon(i),
      ...pageCacheLines(i),
      `${i}proxy_connect_timeout 1s;`,
      `${i}proxy_read_timeout 5s;`,
      ...hideServerHeaders(i),
      `${i}error_page 502 503 504 = @klubb_index_file;`,
      '    }',
      '    location @klubb_index_file {',
      ...indexFileLines.map((line) => `${i}${line}`),
      '    }',
    );
  }
  return lines;
}
