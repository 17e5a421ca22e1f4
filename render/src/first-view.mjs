// What the first view of a page needs before any of the host's JavaScript runs: the brand (from
// the request's host, as the app URL the brand directory knows), the brand's remotes document
// from the registry, and the manifest of the remote that owns the URL. Asked of the API and the
// remote's origin, cached briefly; anything missing or late and the page is served as it is (the
// host then fetches them itself, as it always did). ADR 014 step 1's inlined state; the render
// service of step 6 grows from here.
import { appUrlOf } from '@klubb/deploy/src/one-origin-proxy.mjs';

import { routePageFiles } from './page-chunks.mjs';
import { owningRemote, sectionOf } from './route-match.mjs';
import { serverEntryOf } from './route-render.mjs';

/**
 * The brand and the registry's document are not kept past the requests that asked at the same
 * time: an operator's change is live at the next page load (the registry e2e journeys load at
 * once after a change), and the API answers the brand from memory. Production may keep them up
 * to the document's own max-age (5 s, ADR 011) with `ttlMs`.
 */
export const FIRST_VIEW_TTL_MS = 0;
/** A remote version's manifest never changes (an immutable version folder): kept longer. */
export const MANIFEST_TTL_MS = 60_000;
/** One upstream call's deadline: past it the page goes out without the state (no worse than today). */
export const UPSTREAM_TIMEOUT_MS = 600;
const MAX_ENTRIES = 200;

/**
 * A small time-limited cache of promises, bounded so unknown hosts cannot grow it without end. A
 * load still under way is always joined (with `ttlMs` 0, that is all it keeps).
 */
/**
 * `fetchImpl(url, init)` read by `read(response)`, settled within `ms` on a timer of its own: past
 * it the request is aborted and the promise rejects, whether or not the fetch heeds its signal.
 * An `AbortSignal.timeout` alone was not enough: in a CI run (2026-11-27) one brand's lookup
 * stayed pending for 15 minutes behind its cache entry, and every page of that brand with it.
 */
export function fetchWithin(fetchImpl, url, init, ms, read) {
  const controller = new AbortController();
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`${url} did not answer within ${ms} ms`);
      error.name = 'TimeoutError';
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const work = Promise.resolve()
    .then(() => fetchImpl(url, { ...init, signal: controller.signal }))
    .then(read);
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function ttlCache(ttlMs, now) {
  const entries = new Map();
  return (key, load) => {
    const hit = entries.get(key);
    if (hit && (hit.pending || now() - hit.at < ttlMs)) return hit.value;
    const value = load();
    const entry = { at: now(), value, pending: true };
    const settle = () => {
      entry.pending = false;
      entry.at = now();
    };
    value.then(settle, settle);
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value);
    return value;
  };
}

/**
 * The remote a session of this document loads for `entry`: the stable version, or the canary's
 * when every session of the brand gets it. A share canary (< 100 %) is decided in the browser
 * (by the session's id): then both sides' manifests are inlined and neither is preloaded.
 */
function sidesOf(entry) {
  if (!entry.canary) return { chosen: entry, manifests: [entry.manifestUrl] };
  if (entry.canary.percent >= 100) {
    return { chosen: entry.canary, manifests: [entry.canary.manifestUrl] };
  }
  return { chosen: null, manifests: [entry.manifestUrl, entry.canary.manifestUrl] };
}

const isHttpUrl = (url) => /^https?:\/\//i.test(url);

const EXPOSE = './module';

/** The folder a remote's files are served from: the manifest's publicPath, or its own folder. */
function filesBase(manifest, manifestUrl) {
  const publicPath = manifest.metaData?.publicPath;
  return new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl);
}

const moduleOf = (manifest) =>
  (manifest.exposes ?? []).find((e) => e.path === EXPOSE || `./${e.name}` === EXPOSE);

/**
 * The preloads of a remote's first view from its manifest: its entry, its module's files and the
 * route's page files (`pageFiles`, names inside the remote's folder). Classic scripts without
 * `crossorigin`, as the federation runtime and webpack's chunk loading ask for them (else the
 * preload would not be used). `fetchpriority="low"`: fetched at once, but after main.js and never
 * counted as render-blocking (a High script preload is, in Chrome and in Lighthouse's model).
 */
export function remotePreloads(manifest, manifestUrl, pageFiles = []) {
  const base = filesBase(manifest, manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const module = moduleOf(manifest);
  const scripts = [
    ...(entry?.name ? [`${entry.path ? `${entry.path}/` : ''}${entry.name}`] : []),
    ...(module?.assets?.js?.sync ?? []),
    ...pageFiles,
  ];
  return [
    ...scripts.map((file) => ({
      rel: 'preload',
      as: 'script',
      href: new URL(file, base).href,
      fetchpriority: 'low',
    })),
    ...(module?.assets?.css?.sync ?? []).map((file) => ({
      rel: 'preload',
      as: 'style',
      href: new URL(file, base).href,
    })),
  ];
}

/** The text of the module's first file, where the route's page files are read from. */
const MAX_MODULE_BYTES = 2_000_000;

/**
 * The owning remote as the server renders it (host/src/server/server-remote.ts `ServerRemote`):
 * the version this document gives every session, and its server build beside the client's.
 */
function serverRemoteOf(entry, chosen, manifest, section) {
  return {
    name: entry.name,
    version: chosen.version,
    manifestUrl: chosen.manifestUrl,
    routes: chosen.routes ?? null,
    slots: chosen.slots ?? null,
    canary: chosen !== entry,
    section,
    serverEntry: serverEntryOf(filesBase(manifest, chosen.manifestUrl)),
  };
}

/**
 * Creates `firstViewOf(appUrl, pathname)`, which resolves to { state, links, remote } or null
 * (no brand, no document, the API down or late). `state` is what the host's boot reads instead of
 * asking (brand, remotes document, manifests by URL); `links` are the head's preconnect and
 * preloads; `remote` the owning remote for the server's render (null: none, or a share canary,
 * which only the browser can decide).
 * `sameOriginMedia`: the page's origin passes /media to the API (one origin).
 */
export function createFirstView({
  apiUrl,
  fetchImpl = globalThis.fetch,
  now = Date.now,
  timeoutMs = UPSTREAM_TIMEOUT_MS,
  ttlMs = FIRST_VIEW_TTL_MS,
  sameOriginMedia = false,
}) {
  const apiOrigin = new URL(apiUrl).origin;
  const brandCache = ttlCache(ttlMs, now);
  const manifestCache = ttlCache(MANIFEST_TTL_MS, now);

  const getJson = (url, headers = {}) =>
    fetchWithin(
      fetchImpl,
      url,
      { headers: { accept: 'application/json', ...headers } },
      timeoutMs,
      (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.json();
      },
    );

  // The brand and its document, both by the app URL (the document by Origin, as a browser asks).
  const brandAndDocument = (appUrl) =>
    brandCache(appUrl, () => {
      const query = new URLSearchParams({ appUrl, authTenantIdSelect: 'true' });
      const loading = Promise.all([
        // One origin (../one-origin.mjs): asked as through the app's origin, the brand's pictures
        // are named on it.
        getJson(`${apiUrl}/v1/get/brand?${query}`, sameOriginMedia ? { 'x-app-url': appUrl } : {}),
        getJson(`${apiUrl}/v1/get/remotes`, { origin: appUrl }),
      ]);
      loading.catch(() => undefined);
      return loading;
    });

  const textCache = ttlCache(MANIFEST_TTL_MS, now);
  const moduleSourceOf = (url) =>
    textCache(url, () => {
      const loading = fetchWithin(fetchImpl, url, {}, timeoutMs, async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        const text = await response.text();
        if (text.length > MAX_MODULE_BYTES) throw new Error(`${url} is too large`);
        return text;
      });
      loading.catch(() => undefined);
      return loading;
    });

  // Each route's page files by the module's URL and the route, with the source they were read
  // from: read again only when the source is new (reading them is two searches of the module).
  const pageFilesRead = new Map();

  /** The route's page files from the module's source; [] when they cannot be told. */
  async function pageFilesOf(manifest, manifestUrl, route) {
    const module = moduleOf(manifest);
    const first = module?.assets?.js?.sync?.[0];
    if (!first) return [];
    try {
      const url = new URL(first, filesBase(manifest, manifestUrl)).href;
      const source = await moduleSourceOf(url);
      const asyncFiles = module.assets.js.async ?? [];
      const key = `${url}\u0000${route.path}\u0000${route.section}`;
      const known = pageFilesRead.get(key);
      if (known && known.source === source && known.asyncFiles === asyncFiles) return known.files;
      const files = routePageFiles(source, asyncFiles, route);
      remember(pageFilesRead, key, { source, asyncFiles, files });
      return files;
    } catch {
      return [];
    }
  }

  const manifestOf = (url) =>
    manifestCache(url, () => {
      const loading = isHttpUrl(url) ? getJson(url) : Promise.reject(new Error('not http(s)'));
      loading.catch(() => undefined);
      return loading;
    });

  // The owning remote and section of each path, by the brand and document objects they were
  // matched in (react-router's matchRoutes over the document's routes, at every page before).
  const routed = new WeakMap();
  function routeOf(brand, remotes, pathname) {
    let byPath = routed.get(remotes);
    if (!byPath || byPath.brand !== brand) {
      byPath = { brand, paths: new Map() };
      routed.set(remotes, byPath);
    }
    let route = byPath.paths.get(pathname);
    if (!route) {
      const section = sectionOf(remotes, pathname);
      route = {
        section,
        owner: owningRemote(remotes, pathname, { config: brand.config, section }),
      };
      remember(byPath.paths, pathname, route);
    }
    return route;
  }

  // The last answer for each (app URL, path), with what it was made from: the same object is
  // given again while those are the same objects (the brand and document kept for `ttlMs`, the
  // manifests and the module's source for MANIFEST_TTL_MS), so what the service makes of an
  // answer can be kept by it (first-view-html.mjs, page-template.mjs; issue 33).
  const answers = new Map();

  return async function firstViewOf(appUrl, pathname) {
    let brand;
    let remotes;
    try {
      [brand, remotes] = await brandAndDocument(appUrl);
    } catch {
      return null;
    }
    if (!brand?.config || !Array.isArray(remotes?.remotes)) return null;
    const { section, owner } = routeOf(brand, remotes, pathname);
    const manifests = {};
    let chosen = null;
    let pageFiles = null;
    if (owner) {
      const sides = sidesOf(owner.remote);
      chosen = sides.chosen;
      const settled = await Promise.allSettled(sides.manifests.map(manifestOf));
      settled.forEach((result, i) => {
        if (result.status === 'fulfilled') manifests[sides.manifests[i]] = result.value;
      });
      const manifest = chosen && manifests[chosen.manifestUrl];
      if (manifest) pageFiles = await pageFilesOf(manifest, chosen.manifestUrl, owner.route);
    }
    const inputs = [
      brand,
      remotes,
      ...Object.keys(manifests),
      ...Object.values(manifests),
      pageFiles,
    ];
    const key = `${appUrl}\u0000${pathname}`;
    const known = answers.get(key);
    if (
      known &&
      known.inputs.length === inputs.length &&
      known.inputs.every((input, i) => input === inputs[i])
    ) {
      return known.answer;
    }
    const links = [{ rel: 'preconnect', href: apiOrigin, crossorigin: 'anonymous' }];
    let serverRemote = null;
    const manifest = chosen && manifests[chosen.manifestUrl];
    if (manifest) {
      links.push(...remotePreloads(manifest, chosen.manifestUrl, pageFiles));
      serverRemote = serverRemoteOf(owner.remote, chosen, manifest, section);
    }
    const answer = {
      state: { version: 1, appUrl, brand, remotes, manifests },
      links,
      remote: serverRemote,
    };
    remember(answers, key, { inputs, answer });
    return answer;
  };
}

/** `map.set(key, value)`, the oldest entry dropped past MAX_ENTRIES (unknown paths cannot grow it). */
function remember(map, key, value) {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value);
}

export { appUrlOf };
