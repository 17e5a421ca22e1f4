// nginx's configuration, generated from the static server's rules (serve-rules.mjs): one source of
// truth for content types, caching, CORS and security headers, so a header added to the rules
// reaches production too. nginx-config.test.mjs proves both servers answer the same headers.
// The API part (upstream of several instances, retries) is in nginx-api.mjs.
import { apiHttpBlock, apiServer } from './nginx-api.mjs';
import {
  oneOriginLocations,
  oneOriginMaps,
  PAGE_CACHE_ZONE,
  renderHttpBlock,
} from './nginx-one-origin.mjs';
import {
  BASE_HEADERS,
  CONTENT_TYPES,
  CORS_HEADERS,
  HASHED_NAME,
  IMMUTABLE,
  NO_CACHE_FILES,
  VERSIONED_ENTRY,
  VERSIONED_ENTRY_CACHE,
  NOT_SERVED_EXTENSIONS,
  PLAIN_TEXT,
  fileHeaders,
  htmlSecurityHeaders,
  securitySettingsFromEnv,
} from './serve-rules.mjs';

/** A string as one nginx token: quoted, with quotes and backslashes escaped. */
export const quote = (value) =>
  `"${String(value)
    .replace(/[\\"]/g, (c) => `\\${c}`)
    .replace(/\n/g, '\\n')}"`;

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `types` block: every content type of the rules, charset included, with its extensions. */
function typesBlock() {
  const byType = new Map();
  for (const [ext, type] of Object.entries(CONTENT_TYPES)) {
    byType.set(type, [...(byType.get(type) ?? []), ext.slice(1)]);
  }
  const lines = [...byType].map(([type, exts]) => `    ${quote(type)} ${exts.join(' ')};`);
  return ['  types {', ...lines, '  }', '  default_type application/octet-stream;'];
}

/** Cache-Control by URI, as cacheControlFor() decides it by file name and version folder. */
function cacheControlMap() {
  const names = [...NO_CACHE_FILES].map(escapeRegex).join('|');
  const hashed = HASHED_NAME.source;
  const flags = HASHED_NAME.flags.includes('i') ? '~*' : '~';
  return [
    '  map $uri $klubb_cache_control {',
    '    default "no-cache";',
    // The first regex that matches wins: a version folder's entry files before the names.
    `    ${quote(`~*${VERSIONED_ENTRY.source}`)} ${quote(VERSIONED_ENTRY_CACHE)};`,
    `    ${quote(`~(^|/)(${names})$`)} "no-cache";`,
    `    ${quote(`${flags}${hashed}`)} ${quote(IMMUTABLE)};`,
    '  }',
  ];
}

/** Headers a file of this name gets, except those nginx sets itself (type) or maps (caching). */
function staticHeadersOf(fileName) {
  const headers = { ...fileHeaders(fileName) };
  delete headers['Content-Type'];
  delete headers['Cache-Control'];
  return headers;
}

/**
 * File kinds grouped by the headers the rules give them: [{ exts, headers }]; `exts: null` is the
 * group of every other extension (and of names without one).
 */
export function headerGroups() {
  const groups = new Map();
  const add = (ext, fileName) => {
    const headers = staticHeadersOf(fileName);
    // HTML gets the security headers on top (per site): a group of its own.
    const key = JSON.stringify([ext === 'html', ...Object.entries(headers).sort()]);
    const group = groups.get(key) ?? { exts: [], headers };
    group.exts.push(ext);
    groups.set(key, group);
  };
  for (const ext of Object.keys(CONTENT_TYPES))
    add(ext.slice(1), ext === '.html' ? 'index.html' : `f${ext}`);
  add(null, 'f.klubb-unknown-kind');
  return [...groups.values()].map((group) =>
    group.exts.includes(null) ? { exts: null, headers: group.headers } : group,
  );
}

/**
 * add_header lines: the headers every answer carries (BASE_HEADERS) with `always`, so errors and
 * 304s carry them; the others on successful answers only, as the static server does.
 */
function addHeaders(headers, indent) {
  const lines = Object.entries(headers).map(([name, value]) => {
    const always = BASE_HEADERS[name] === value ? ' always' : '';
    return `${indent}add_header ${name} ${quote(value)}${always};`;
  });
  return [...lines, `${indent}add_header Cache-Control $klubb_cache_control;`];
}

/** Per-request maps for the server level: the preflight's headers, and no nosniff on it. */
function methodMaps() {
  const lines = [
    '  map $http_access_control_request_headers $klubb_preflight_allow {',
    '    "" "*";',
    '    default $http_access_control_request_headers;',
    '  }',
    '  map $request_method $klubb_allow_headers { OPTIONS $klubb_preflight_allow; default ""; }',
  ];
  for (const [name, value] of Object.entries(BASE_HEADERS)) {
    if (name in CORS_HEADERS) continue;
    lines.push(
      `  map $request_method $klubb_base_${varName(name)} { OPTIONS ""; default ${quote(value)}; }`,
    );
  }
  return lines;
}

const varName = (header) => header.toLowerCase().replace(/[^a-z0-9]/g, '_');

/**
 * The security headers of a site's HTML answers (CSP, Referrer-Policy, X-Frame-Options), as the
 * static server sends them: the CSP names the platform's remote origins (KLUBB_REMOTE_ORIGINS,
 * the registry's `origin` rule), so publishing a version changes nothing here; a new origin is a
 * change of the setting, and the config is generated again.
 */
function htmlHeadersOf(security) {
  return htmlSecurityHeaders(security);
}

/** One server block for a static folder (the host with `spa`, or a remote). */
function staticServer(site, groups, security) {
  const listen = site.listen.map((address) => `    listen ${address};`);
  const names = site.serverNames?.length ? [`    server_name ${site.serverNames.join(' ')};`] : [];
  const baseAtServer = Object.entries(BASE_HEADERS).map(([name, value]) =>
    name in CORS_HEADERS
      ? `    add_header ${name} ${quote(value)} always;`
      : `    add_header ${name} $klubb_base_${varName(name)} always;`,
  );
  const lines = [
    '  server {',
    ...listen,
    ...names,
    `    root ${quote(site.root)};`,
    '    index index.html;',
    // The preflight and other methods are answered before any file is looked at (server level).
    ...baseAtServer,
    '    add_header Access-Control-Allow-Headers $klubb_allow_headers always;',
    // One origin: the API's paths take every method (nginx-one-origin.mjs' map).
    ...(site.oneOrigin
      ? [
          '    if ($klubb_static_method = preflight) { return 204; }',
          '    if ($klubb_static_method = refuse) { return 405; }',
        ]
      : [
          '    if ($request_method = OPTIONS) { return 204; }',
          '    if ($request_method !~ ^(GET|HEAD)$) { return 405; }',
        ]),
    '    error_page 404 = @klubb_not_found;',
    '    error_page 405 = @klubb_method_not_allowed;',
    // A symlink (disable_symlinks) or a folder without index.html is "not found", as locally.
    '    error_page 403 = @klubb_not_found;',
    // Dotfiles (.build-hash) stay private; on the host a path whose last segment has no
    // extension (Node's extname) is a deep link all the same.
    ...(site.spa
      ? [
          '    location ~ "/\\." {',
          '      location ~ "[^/]\\.[^/]*$" { return 404; }',
          '      rewrite ^ /index.html last;',
          '    }',
        ]
      : ['    location ~ "/\\." { return 404; }']),
    // Files never served (source maps), as the static server refuses them.
    `    location ~* ${quote(`\\.(${[...NOT_SERVED_EXTENSIONS].map((e) => escapeRegex(e.slice(1))).join('|')})$`)} { return 404; }`,
  ];
  const known = groups.filter((g) => g.exts);
  const other = groups.find((g) => !g.exts);
  if (site.oneOrigin) {
    const html = known.find((g) => g.exts.includes('html'));
    const indexFileLines = [
      ...addHeaders(html.headers, ''),
      ...Object.entries(htmlHeadersOf(security)).map(([n, v]) => `add_header ${n} ${quote(v)};`),
      'try_files /index.html =404;',
    ];
    lines.push(...oneOriginLocations({ ...site.oneOrigin, indexFileLines }));
  }
  for (const group of known) {
    lines.push(`    location ~* ${quote(`\\.(${group.exts.map(escapeRegex).join('|')})$`)} {`);
    lines.push(...addHeaders(group.headers, '      '));
    if (group.exts.includes('html')) {
      const html = htmlHeadersOf(security);
      lines.push(...Object.entries(html).map(([n, v]) => `      add_header ${n} ${quote(v)};`));
    }
    lines.push('    }');
  }
  lines.push('    location ~ "\\.[^/]*$" {', ...addHeaders(other.headers, '      '), '    }');
  lines.push('    location / {', ...addHeaders(other.headers, '      '));
  // The host: a deep link without an extension that matches no file answers index.html.
  // (The host has no folder with an index.html of its own: a folder path is a deep link too.)
  if (site.spa) lines.push('      try_files $uri /index.html;');
  lines.push('    }');
  const errorHeaders = Object.entries(BASE_HEADERS).map(
    ([name, value]) => `      add_header ${name} ${quote(value)} always;`,
  );
  for (const [location, status, text, extra] of [
    ['@klubb_not_found', 404, 'Not Found', '      add_header Cache-Control "no-cache" always;'],
    [
      '@klubb_method_not_allowed',
      405,
      'Method Not Allowed',
      '      add_header Allow "GET, HEAD, OPTIONS" always;',
    ],
  ]) {
    lines.push(
      `    location ${location} {`,
      // An empty types block: the answer is text whatever the extension asked for.
      '      types { }',
      `      default_type ${quote(PLAIN_TEXT)};`,
      ...errorHeaders,
      extra,
      `      return ${status} ${quote(`${text}\n`)};`,
      '    }',
    );
  }
  lines.push('  }');
  return lines;
}

/**
 * The whole nginx.conf. `prefix`: a writable folder for the pid file, logs and temp files.
 * `sites`: [{ listen: ['127.0.0.1:3000'], serverNames?, root, spa?, oneOrigin? }] (`oneOrigin`:
 * nginx-one-origin.mjs' `{ api, remotes, render }`); `api`: the API front (nginx-api.mjs), or
 * null; `render`: the render service's 'host:port' (a site's page made per brand), or null. `brotli`: serve `.br` siblings too (needs Debian's
 * libnginx-mod-http-brotli-static); without it gzip siblings are served to every client.
 */
export function nginxConfig({
  prefix,
  sites,
  api = null,
  workers = 1,
  brotli = false,
  user = null,
  security = securitySettingsFromEnv(process.env),
  render = null,
}) {
  const groups = headerGroups();
  return [
    '# Generated by deploy/src/nginx-config.mjs from deploy/src/serve-rules.mjs: do not edit.',
    ...(brotli ? ['load_module modules/ngx_http_brotli_static_module.so;'] : []),
    ...(user ? [`user ${user};`] : []),
    `worker_processes ${workers};`,
    'daemon off;',
    `pid ${quote(`${prefix}/nginx.pid`)};`,
    `error_log ${quote(`${prefix}/error.log`)} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    ...typesBlock(),
    '  charset off;',
    '  server_tokens off;',
    '  sendfile on;',
    '  keepalive_timeout 5s;',
    '  access_log off;',
    '  disable_symlinks on from=$document_root;',
    '  gzip off;',
    '  gzip_static on;',
    ...(brotli ? ['  brotli_static on;'] : []),
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `  ${kind}_temp_path ${quote(`${prefix}/${kind}_temp`)};`,
    ),
    ...cacheControlMap(),
    ...methodMaps(),
    ...(api ? apiHttpBlock(api) : []),
    ...(sites.some((site) => site.oneOrigin) ? oneOriginMaps() : []),
    ...(render
      ? [
          ...renderHttpBlock(render),
          // Visitors' pages (nginx-one-origin.mjs), forgotten after a minute nobody asked.
          `  proxy_cache_path ${quote(`${prefix}/pages`)} levels=1:2 keys_zone=${PAGE_CACHE_ZONE}:4m max_size=256m inactive=1m use_temp_path=off;`,
        ]
      : []),
    ...sites.flatMap((site) => staticServer(site, groups, security)),
    ...(api ? apiServer(api) : []),
    '}',
    '',
  ].join('\n');
}
