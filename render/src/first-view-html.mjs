// The one place that turns (brand, route, registry document) into a page (ADR 028): the host's
// index.html with the first view's state and preloads put into its head (first-view.mjs), the
// tap capture, and the route rendered by the host's render build, streamed. The render service
// (server.mjs) calls it for every page; null means "serve the file as it is".
import { readdir, readFile, stat } from 'node:fs/promises';
import { resolve } from 'node:path';

import { appUrlOf, createFirstView, UPSTREAM_TIMEOUT_MS } from './first-view.mjs';
import { assemblePage, parsePageTemplate } from './page-template.mjs';
import { createRouteRender, renderEntryLoader, RENDER_TIMEOUT_MS } from './route-render.mjs';

/**
 * A page: `before` (the head, the shell), the route's `rest` as React streams it (null: none),
 * `after` (the route's queries, the end of the page). `rendered`: 'server' (the route is in it),
 * 'client' (the client renders it by design), 'failed' (the server's render failed or was late:
 * never cached).
 */
const pageOf = ({ before, after }, rendered, rest = null) => ({ before, rest, after, rendered });

/** A request header that asks for the plain index.html: `X-Klubb-First-View: off`. */
export const FIRST_VIEW_OFF_HEADER = 'x-klubb-first-view';
/**
 * A request header that lowers the render's time-out (ms), never raises it: `0` sends the page
 * for the client to render, as a slow remote would (the e2e proof of the fallback).
 */
export const RENDER_BUDGET_HEADER = 'x-klubb-render-budget';

function budgetOf(headers, timeoutMs) {
  const asked = Number.parseInt(String(headers[RENDER_BUDGET_HEADER] ?? ''), 10);
  return Number.isFinite(asked) && asked >= 0 ? Math.min(asked, timeoutMs) : timeoutMs;
}

const HASH = /\.([0-9a-f]{8,})\.js$/i;

/**
 * The host's own chunks to preload: the host has one async boundary (`import('./app/bootstrap')`)
 * and no other lazy code, so its chunks are fetched at boot — only after main.js has run, unless
 * preloaded. Not the scripts the HTML names, and not a shared module's second file: a build once
 * wrote a shared module's provided chunk and its fallback twice, under two names, and the page
 * preloaded one and ran the other (mf-config's index.cjs now merges them, and
 * scripts/check-budgets.mjs fails a build that has such a pair); without the manifest, no chunk
 * whose content another chunk has too. Low priority: main.js (High) comes first, and the page's
 * first paint does not wait for them.
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
 * `log`, each distinct line once (the last `max` lines remembered): a brand whose document names
 * a remote this host does not know is said once, not on every page of every visitor.
 */
export function logEachLineOnce(log = () => {}, max = 100) {
  const said = new Set();
  return (line) => {
    if (said.has(line)) return;
    if (said.size >= max) said.delete(said.values().next().value);
    said.add(line);
    log(line);
  };
}

/**
 * The view with its state checked by the host's render build (`check`: its
 * `checkFirstViewState`, the same schemas as the client that reads the page): the state parsed
 * and marked `checked`, so the client's boot does not parse it again; null when the state is
 * invalid (the plain page: the client asks the API, and fails as it would). Without the render
 * build, the view as it is (the client parses it).
 */
export function checkedView(view, check, log = () => {}) {
  if (!view || typeof check !== 'function') return view ?? null;
  const checked = check(view.state);
  if (!checked) {
    log(`first view of ${view.state?.appUrl}: the brand or its remotes document is invalid`);
    return null;
  }
  if (checked.skipped.length > 0) {
    log(
      `first view of ${view.state.appUrl}: remotes this host does not know: ${checked.skipped.join(', ')}`,
    );
  }
  return { ...view, state: checked.state };
}

/**
 * `checkedView` of the mapped view, its state checked once for the same brand, document and
 * manifests: `firstViewOf` hands out the very objects it keeps (KLUBB_FIRST_VIEW_TTL_MS, the
 * manifests' cache), and the check of them with the host's schemas was made again for every page
 * (about 2 ms of a cold render, issue 33). A new brand or document (a new object) is checked
 * anew; with nothing kept (TTL 0) every page is.
 */
export function checkedViewsOnce(checkOf, log = () => {}) {
  const byBrand = new WeakMap();
  // The view made of each answer: firstViewOf gives the same answer object again while nothing
  // it was made from changed, and the same view then lets the page's parts made of it be kept
  // (page-template.mjs).
  const made = new WeakMap();
  return (found, mapView) => {
    if (!found) return null;
    const check = checkOf();
    const known = made.get(found);
    if (known && known.check === check && known.mapView === mapView) return known.view;
    const view = checkedViewOf(found, mapView, check);
    made.set(found, { check, mapView, view });
    return view;
  };

  function checkedViewOf(found, mapView, check) {
    const { brand, remotes, manifests } = found.state;
    if (typeof check !== 'function' || !brand || typeof brand !== 'object') {
      return checkedView(mapView(found), check, log);
    }
    const parts = [check, remotes, ...Object.keys(manifests), ...Object.values(manifests)];
    const known = byBrand.get(brand) ?? [];
    let entry = known.find(
      (one) => one.parts.length === parts.length && one.parts.every((part, i) => part === parts[i]),
    );
    const view = mapView(found);
    if (!entry) {
      const checked = checkedView(view, check, log);
      entry = { parts, state: checked?.state ?? null };
      byBrand.set(brand, [entry, ...known].slice(0, 16));
    }
    return entry.state && view ? { ...view, state: entry.state } : null;
  }
}

/**
 * How often the host's index.html is looked at again: a deploy replaces it (its new parts and
 * preloads are read then), and a stat of it for every page was about 3 % of a cold page's CPU
 * (issue 33, docs/perf.md session 27).
 */
export const TEMPLATE_CHECK_MS = 1_000;

/**
 * Creates `prepare(req, htmlPath)`: the inputs of the page for the request's brand and URL, and
 * `make(nonce)`, which makes it (`pageOf`) with the first view inlined and the route rendered.
 * `scheme` is the app URL's scheme (https behind a TLS proxy). `mapView`: changes the first view
 * before it is inlined (one origin: @klubb/deploy's one-origin.mjs `oneOriginView`); `sameOriginMedia`: see
 * first-view.mjs. `renderTimeoutMs` and `upstreamTimeoutMs` (the API's answers for the first
 * view) are the budgets past which the page goes out plain, for the client to render.
 * `renderDataTtlMs`: how long a page's data is kept for its next render (0: asked every time).
 * `now`: the clock of the template's checks (TEMPLATE_CHECK_MS).
 */
export function createFirstViewHtml({
  apiUrl,
  dir,
  scheme = 'http',
  fetchImpl,
  ttlMs,
  renderEntry = resolve(dir, '..', 'dist-server', 'render.cjs'),
  renderTimeoutMs = RENDER_TIMEOUT_MS,
  upstreamTimeoutMs = UPSTREAM_TIMEOUT_MS,
  renderDataTtlMs = 0,
  log,
  mapView = (view) => view,
  sameOriginMedia = false,
  now = Date.now,
}) {
  let template = { path: null, mtimeMs: -1, preloads: [], parsed: null };
  // The file's stat, shared by the pages asked within TEMPLATE_CHECK_MS of it.
  let looked = { path: null, at: -Infinity, stat: null };

  async function templateOf(path) {
    const at = now();
    if (looked.path !== path || at - looked.at >= TEMPLATE_CHECK_MS) {
      const look = { path, at, stat: stat(path) };
      // A file missing for a moment (a deploy swapping it) is looked for again at the next page.
      look.stat.catch(() => {
        if (looked === look) looked = { path: null, at: -Infinity, stat: null };
      });
      looked = look;
    }
    const s = await looked.stat;
    if (template.path !== path || template.mtimeMs !== s.mtimeMs) {
      const html = await readFile(path, 'utf8');
      const names = await readdir(resolve(dir)).catch(() => []);
      const manifest = await readFile(resolve(dir, 'mf-manifest.json'), 'utf8')
        .then(JSON.parse)
        .catch(() => null);
      template = {
        path,
        mtimeMs: s.mtimeMs,
        preloads: hostChunkPreloads(names, html, manifest),
        // Parsed here, once per file: a page is then its segments and the request's values.
        parsed: parsePageTemplate(html),
      };
    }
    return template;
  }

  // One loader of the host's render build: the route's render and the first view's check.
  const entryOf = renderEntry ? renderEntryLoader(renderEntry) : () => null;
  const renderRoute = renderEntry
    ? createRouteRender({
        entryPath: renderEntry,
        entryOf,
        apiUrl,
        dataTtlMs: renderDataTtlMs,
        log,
      })
    : null;
  const logOnce = logEachLineOnce(log);
  const checkedViewOf = checkedViewsOnce(() => entryOf()?.checkFirstViewState, logOnce);
  const firstViewOf = createFirstView({
    apiUrl,
    fetchImpl,
    ttlMs,
    sameOriginMedia,
    timeoutMs: upstreamTimeoutMs,
  });

  /**
   * The page's inputs for the request, or null (no brand for this host, the API or registry down
   * or slow: the plain file): `key` names what the page depends on (page-cache.mjs `pageKey`),
   * `make(nonce)` makes it.
   */
  return async function prepare(req, htmlPath) {
    // The page as when the API cannot be reached (e2e tests that answer the brand or the
    // document in the browser; a before/after on a running stack).
    if (String(req.headers[FIRST_VIEW_OFF_HEADER] ?? '').toLowerCase() === 'off') return null;
    const appUrl = appUrlOf(req.headers, scheme);
    if (!appUrl) return null;
    let pathname;
    let search;
    try {
      const url = new URL(req.url ?? '/', 'http://x');
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      return null;
    }
    const [page, found] = await Promise.all([templateOf(htmlPath), firstViewOf(appUrl, pathname)]);
    const view = checkedViewOf(found, mapView);
    if (!view) return null;
    const { brand, remotes } = view.state;
    const key = {
      appUrl,
      url: `${pathname}${search}`,
      hostBuild: `${page.path} ${page.mtimeMs}`,
      brand,
      document: remotes,
    };
    return { key, make: (nonce) => make(req, page, view, key, nonce) };
  };

  async function make(req, page, view, { appUrl, url }, nonce) {
    // Connections first, then the host's chunks (run first), then the route's remote.
    const preconnects = view.links.filter((link) => link.rel === 'preconnect');
    const others = view.links.filter((link) => link.rel !== 'preconnect');
    const first = { state: view.state, links: [...preconnects, ...page.preloads, ...others] };
    // The visitor's content pages only: the signed-out app's links are rendered by the client;
    // a page without an empty root has nowhere to put the route.
    if (!renderRoute || view.remote?.section !== 'content' || !page.parsed.hasRoot) {
      return pageOf(assemblePage(page.parsed, first), 'client');
    }
    const { brand } = view.state;
    const rendered = await renderRoute({
      appUrl,
      url,
      brand,
      remote: view.remote,
      timeoutMs: budgetOf(req.headers, renderTimeoutMs),
      nonce,
    });
    if (!rendered) return pageOf(assemblePage(page.parsed, first), 'failed');
    const made = assemblePage(page.parsed, { ...first, rendered, brand, nonce });
    return pageOf(made, 'server', rendered.rest);
  }
}
