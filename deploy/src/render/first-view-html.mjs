// The host's index.html per brand: the static file with the first view's state and preloads put
// into its head (first-view.mjs). The static server (serve-handler.mjs) calls it for the host's
// HTML; null means "serve the file as it is".
import { readdir, readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';

import { appUrlOf, createFirstView } from './first-view.mjs';
import { withFirstView } from './inline-json.mjs';

/** A request header that asks for the plain index.html: `X-Klubb-First-View: off`. */
export const FIRST_VIEW_OFF_HEADER = 'x-klubb-first-view';

const HASH = /\.([0-9a-f]{8,})\.js$/i;

/**
 * The host's own chunks to preload: the host has one async boundary (`import('./app/bootstrap')`)
 * and no other lazy code, so its chunks are fetched at boot — only after main.js has run, unless
 * preloaded. Not the scripts the HTML names, and not a shared module's second file (its fallback
 * copy, which the host never loads: the host's manifest lists the one loaded first); without the
 * manifest, no chunk whose content another chunk has too. Low priority: main.js (High) comes
 * first, and the page's first paint does not wait for them.
 */
export function hostChunkPreloads(fileNames, html, manifest = null) {
  const chunks = fileNames.filter((name) => HASH.test(name) && !html.includes(`/${name}`));
  const fallbacks = new Set(
    (manifest?.shared ?? []).flatMap((shared) => shared.assets?.js?.sync?.slice(1) ?? []),
  );
  const byHash = new Map();
  for (const name of chunks) {
    const hash = HASH.exec(name)[1];
    byHash.set(hash, [...(byHash.get(hash) ?? []), name]);
  }
  const preloaded = manifest
    ? chunks.filter((name) => !fallbacks.has(name))
    : chunks.filter((name) => byHash.get(HASH.exec(name)[1]).length === 1);
  return preloaded.map((name) => ({
    rel: 'preload',
    as: 'script',
    href: `/${name}`,
    fetchpriority: 'low',
  }));
}

/**
 * Creates `render(req, htmlPath)`: the page for the request's brand and URL with its first view
 * inlined, or null (no brand for this host, the API or registry down or slow: the plain file).
 * `scheme` is the app URL's scheme (https behind a TLS proxy). `mapView`: changes the first view
 * before it is inlined (one origin: ../one-origin.mjs `oneOriginView`); `sameOriginMedia`: see
 * first-view.mjs.
 */
export function createFirstViewHtml({
  apiUrl,
  dir,
  scheme = 'http',
  fetchImpl,
  ttlMs,
  mapView = (view) => view,
  sameOriginMedia = false,
}) {
  let template = { path: null, mtimeMs: -1, html: '', preloads: [] };

  async function templateOf(path) {
    const s = await stat(path);
    if (template.path !== path || template.mtimeMs !== s.mtimeMs) {
      const html = await readFile(path, 'utf8');
      const names = await readdir(resolve(dir)).catch(() => []);
      const manifest = await readFile(resolve(dir, 'mf-manifest.json'), 'utf8')
        .then(JSON.parse)
        .catch(() => null);
      template = {
        path,
        mtimeMs: s.mtimeMs,
        html,
        preloads: hostChunkPreloads(names, html, manifest),
      };
    }
    return template;
  }

  const firstViewOf = createFirstView({ apiUrl, fetchImpl, ttlMs, sameOriginMedia });

  return async function render(req, htmlPath) {
    // The page as when the API cannot be reached (e2e tests that answer the brand or the
    // document in the browser; a before/after on a running stack).
    if (String(req.headers[FIRST_VIEW_OFF_HEADER] ?? '').toLowerCase() === 'off') return null;
    const appUrl = appUrlOf(req.headers, scheme);
    if (!appUrl) return null;
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return null;
    }
    const [page, found] = await Promise.all([templateOf(htmlPath), firstViewOf(appUrl, pathname)]);
    const view = found && mapView(found);
    if (!view) return null;
    // Connections first, then the host's chunks (run first), then the route's remote.
    const preconnects = view.links.filter((link) => link.rel === 'preconnect');
    const others = view.links.filter((link) => link.rel !== 'preconnect');
    return withFirstView(page.html, {
      state: view.state,
      links: [...preconnects, ...page.preloads, ...others],
    });
  };
}
