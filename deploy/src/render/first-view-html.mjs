// The host's index.html per brand: the static file with the first view's state and preloads put
// into its head (first-view.mjs). The static server (serve-handler.mjs) calls it for the host's
// HTML; null means "serve the file as it is".
import { readdir, readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';

import { appUrlOf, createFirstView } from './first-view.mjs';
import { withFirstView } from './inline-json.mjs';

const HASH = /\.([0-9a-f]{8,})\.js$/i;

/**
 * The host's own chunks to preload: the host has one async boundary (`import('./app/bootstrap')`)
 * and no other lazy code, so every chunk of its folder is fetched at boot — only after main.js has
 * run, unless preloaded. Chunks of identical content under two names (a shared module and its
 * fallback, of which one is used) are left to the runtime; so are the scripts the HTML names.
 * Low priority: main.js (High) comes first, and the page's first paint does not wait for them.
 */
export function hostChunkPreloads(fileNames, html) {
  const chunks = fileNames.filter((name) => HASH.test(name) && !html.includes(`/${name}`));
  const byHash = new Map();
  for (const name of chunks) {
    const hash = HASH.exec(name)[1];
    byHash.set(hash, [...(byHash.get(hash) ?? []), name]);
  }
  return [...byHash.values()]
    .filter((names) => names.length === 1)
    .map(([name]) => ({ rel: 'preload', as: 'script', href: `/${name}`, fetchpriority: 'low' }));
}

/**
 * Creates `render(req, htmlPath)`: the page for the request's brand and URL with its first view
 * inlined, or null (no brand for this host, the API or registry down or slow: the plain file).
 * `scheme` is the app URL's scheme (https behind a TLS proxy).
 */
export function createFirstViewHtml({ apiUrl, dir, scheme = 'http', fetchImpl }) {
  let template = { path: null, mtimeMs: -1, html: '', preloads: [] };

  async function templateOf(path) {
    const s = await stat(path);
    if (template.path !== path || template.mtimeMs !== s.mtimeMs) {
      const html = await readFile(path, 'utf8');
      const names = await readdir(resolve(dir)).catch(() => []);
      template = { path, mtimeMs: s.mtimeMs, html, preloads: hostChunkPreloads(names, html) };
    }
    return template;
  }

  const firstViewOf = createFirstView({ apiUrl, fetchImpl });

  return async function render(req, htmlPath) {
    const appUrl = appUrlOf(req.headers, scheme);
    if (!appUrl) return null;
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return null;
    }
    const [page, view] = await Promise.all([templateOf(htmlPath), firstViewOf(appUrl, pathname)]);
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
