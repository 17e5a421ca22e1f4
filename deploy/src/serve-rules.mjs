// The static serving rules, as pure functions: content types, caching per kind of file, the
// headers every answer carries, which kinds have precompressed siblings. serve-handler.mjs
// applies them over HTTP (@fastify/static sends the files); production's nginx applies the same
// rules (deploy/README.md).
import { extname } from 'node:path';

import { remoteOriginsFromEnv } from './remote-origins.mjs';

const TEXT = '; charset=utf-8';
export const PLAIN_TEXT = `text/plain${TEXT}`;

export const CONTENT_TYPES = {
  '.js': `text/javascript${TEXT}`,
  '.mjs': `text/javascript${TEXT}`,
  '.css': `text/css${TEXT}`,
  '.html': `text/html${TEXT}`,
  '.json': `application/json${TEXT}`,
  '.map': `application/json${TEXT}`,
  '.webmanifest': `application/manifest+json${TEXT}`,
  '.txt': PLAIN_TEXT,
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

/** The Content-Type of a file by its extension (any case); unknown kinds are octet streams. */
export function contentTypeFor(fileName) {
  return CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.svg', '.txt']);

/** Text kinds the build precompresses (`x.js.br`, `x.js.gz`); they answer with Vary. */
export function isCompressible(fileName) {
  return COMPRESSIBLE.has(extname(fileName).toLowerCase());
}

// Entry points of a deployment: they must be revalidated on every load so a publish or a
// rollback takes effect at once. Everything they point to carries a content hash.
export const NO_CACHE_FILES = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'mf-manifest-stats.json',
  'remoteEntry.js',
]);
export const HASHED_NAME = /[.\-_][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A remote's entry files inside a version folder (`…/0.2.0/remoteEntry.js`): the registry refuses
 * a version published twice (ADR 011), so a repeat visit takes them from the cache, and the HTML
 * is the only request before the first view (issue 16). Ten minutes, not a year: a local rebuild
 * of the same version (the build empties the folder) must not strand a browser on an old entry
 * whose chunks are gone. Which version a brand loads is the document's choice, never cached here.
 */
export const VERSIONED_ENTRY =
  /\/\d+\.\d+\.\d+(-[0-9a-z.-]+)?\/(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|mf-manifest-stats\.json)$/i;
export const VERSIONED_ENTRY_CACHE = 'public, max-age=600';

/**
 * Cache-Control by file name (and, for a remote's version folder, its path): content-hashed files
 * forever, a version's entry files ten minutes, everything else revalidated.
 */
export function cacheControlFor(fileName, path = fileName) {
  if (VERSIONED_ENTRY.test(path)) return VERSIONED_ENTRY_CACHE;
  if (NO_CACHE_FILES.has(fileName)) return 'no-cache';
  if (HASHED_NAME.test(fileName)) return IMMUTABLE;
  return 'no-cache';
}

// Remote origins are fetched cross-origin by the host (the manifest with fetch()).
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

/** Headers on every answer, files and errors alike: CORS and no MIME sniffing. */
export const BASE_HEADERS = { ...CORS_HEADERS, 'X-Content-Type-Options': 'nosniff' };

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

/** The headers of a file answer before validators and length (`path`: where it lies). */
export function fileHeaders(fileName, path = fileName) {
  return {
    ...CORS_HEADERS,
    'Content-Type': contentTypeFor(fileName),
    'Cache-Control': cacheControlFor(fileName, path),
    'X-Content-Type-Options': 'nosniff',
    ...(isCompressible(fileName) ? { Vary: 'Accept-Encoding' } : {}),
  };
}

// ---- Security headers of HTML answers (issue 14) ----------------------------------------------
// The same rules for nginx: deploy/README.md. Each list is data, so a generated nginx config and
// this server send byte-identical headers.

/** Referrer-Policy of every HTML answer. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Google Identity Platform's hosts, allowed when the app talks to it (a web API key is built in). */
export const GOOGLE_IDENTITY_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

/** The players mf-offer embeds in content blocks (only after a click: embed-facade.tsx). */
export const EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://open.spotify.com'];

/**
 * Google Maps JavaScript API (the restaurant map, mf-more), by Google's CSP guide: its script,
 * tiles, fonts and calls come from these hosts, and it starts workers from blobs.
 */
export const MAPS_ORIGINS = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    '*.googleusercontent.com',
  ],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
};

/** Stripe.js and Embedded Checkout (the checkout with a real Stripe key, mf-commerce). */
export const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://checkout.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** Files never served, though the build may leave them: source maps (upload-only). */
export const NOT_SERVED_EXTENSIONS = new Set(['.map']);

/** Whether a file may be served at all. */
export function isServable(fileName) {
  return !NOT_SERVED_EXTENSIONS.has(extname(fileName).toLowerCase());
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * The Content-Security-Policy of the app's HTML: scripts only from the page's own origin and the
 * remotes' (no inline script but the one carrying this answer's `nonce`, when it has one: a page
 * made per request, render/tap-capture.mjs), calls to the API, the remotes and the identity provider,
 * the embedded players as frames, and framing by nobody (`frameAncestors` [] — the web; a brand's
 * native container that frames the page would be listed). Styles allow 'unsafe-inline': the
 * build's style-loader injects <style> elements and React sets style attributes.
 */
export function contentSecurityPolicy({
  apiUrl,
  remoteOrigins = [],
  identityOrigins = [],
  frameAncestors = [],
  containerServiceUrl = '',
  sessionSyncUrl = '',
  nonce = null,
}) {
  const api = originOf(apiUrl);
  const list = (...sources) => [...new Set(sources.flat().filter(Boolean))].join(' ');
  const directives = [
    ['default-src', "'self'"],
    [
      'script-src',
      list(
        "'self'",
        remoteOrigins,
        MAPS_ORIGINS.script,
        STRIPE_ORIGINS.script,
        nonce ? `'nonce-${nonce}'` : null,
      ),
    ],
    ['style-src', list("'self'", "'unsafe-inline'", remoteOrigins, MAPS_ORIGINS.style)],
    ['img-src', list("'self'", 'data:', 'blob:', api, remoteOrigins, MAPS_ORIGINS.img)],
    ['font-src', list("'self'", 'data:', remoteOrigins, MAPS_ORIGINS.font)],
    [
      'connect-src',
      list(
        "'self'",
        api,
        remoteOrigins,
        identityOrigins,
        // The native containers' service (docs/native-bridge.md), asked only inside a container.
        containerServiceUrl ? originOf(containerServiceUrl) : null,
        sessionSyncUrl ? originOf(sessionSyncUrl) : null,
        MAPS_ORIGINS.connect,
        STRIPE_ORIGINS.connect,
      ),
    ],
    // A restaurant's booking widget (restaurantWidgetUrl) is any partner's https page; the API's
    // origin is where the payment stand-in's 3-D Secure page is (outside production).
    ['frame-src', list(EMBED_ORIGINS, STRIPE_ORIGINS.frame, 'https:', api)],
    ['worker-src', list("'self'", 'blob:')],
    ['frame-ancestors', frameAncestors.length ? list(frameAncestors) : "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['object-src', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/**
 * The headers of an HTML answer: CSP, Referrer-Policy, and X-Frame-Options for browsers that
 * predate frame-ancestors (only when nobody may frame the page).
 */
export function htmlSecurityHeaders(options) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': REFERRER_POLICY,
    ...((options.frameAncestors ?? []).length ? {} : { 'X-Frame-Options': 'DENY' }),
  };
}

/**
 * The security settings of the static server from the environment, as the build reads them:
 * KLUBB_API_URL (default http://localhost:4000), KLUBB_REMOTE_ORIGINS (the platform's remote
 * origins, which the registry allows too: remote-origins.mjs), KLUBB_IDENTITY_API_KEY (set:
 * Google's identity hosts are called), KLUBB_CONTAINER_SERVICE_URL and KLUBB_SESSION_SYNC_URL
 * (their origins may be called), KLUBB_FRAME_ANCESTORS (space-separated origins allowed to frame
 * the app).
 */
export function securitySettingsFromEnv(env) {
  return {
    apiUrl: env.KLUBB_API_URL || 'http://localhost:4000',
    remoteOrigins: remoteOriginsFromEnv(env),
    identityOrigins: env.KLUBB_IDENTITY_API_KEY ? GOOGLE_IDENTITY_ORIGINS : [],
    frameAncestors: (env.KLUBB_FRAME_ANCESTORS ?? '').split(/\s+/).filter(Boolean),
    // Unset, the local default is the API's own origin, which is allowed already.
    containerServiceUrl: env.KLUBB_CONTAINER_SERVICE_URL ?? '',
    sessionSyncUrl: env.KLUBB_SESSION_SYNC_URL ?? '',
  };
}
