// One origin (ADR 014 decision 3): the host's page, every remote's immutable version folders, the
// API and its media behind the app's own origin —
//
//   /remotes/<name>/<version>/…  a remote's files (<name>: its folder, mf-feeds)
//   /api/…                       the API (the prefix is taken off: /api/v1/get/brand → /v1/get/brand)
//   /media/…                     the API's pictures (kept as they are)
//
// The registry keeps storing each version's manifest URL on the remote's own origin (the publish
// flow and its `origin` rule do not change, and the split topology keeps working). What a page of
// the app origin is given instead is mapped here: a URL under a remote's base URL (the topology's
// KLUBB_REMOTE_<NAME>_URL, default http://localhost:<port>) becomes the same path under
// `<app origin>/remotes/<name>/`. A URL on any other origin (a version on an origin the platform
// allows but this server does not front) is left as it is: the page loads it cross-origin, with
// CORS, as before.
import { REMOTES } from './topology.mjs';
import { baseUrlFor } from './write-remotes.mjs';

export const API_PREFIX = '/api';
export const MEDIA_PREFIX = '/media';
export const REMOTES_PREFIX = '/remotes';

/** A remote's folder name as a path segment: lower-case letters, digits and dashes. */
const REMOTE_NAME = /^[a-z0-9][a-z0-9-]*$/;

const withSlash = (url) => (url.endsWith('/') ? url : `${url}/`);

/**
 * The remotes this origin fronts: [{ name, base }] with `base` the remote's base URL on its own
 * origin (ending in '/'). From the topology and the environment unless given.
 */
export function frontedRemotes(env = process.env) {
  return REMOTES.map((remote) => ({ name: remote.dir, base: withSlash(baseUrlFor(remote, env)) }));
}

/**
 * Creates `map(url, appUrl)`: the URL the page on `appUrl` loads for a remote's `url` — the same
 * path under `<appUrl>/remotes/<name>/` when `url` is under a fronted remote's base, else `url`
 * unchanged. Never maps a URL that leaves the base by `..` (new URL() has resolved those).
 */
export function createRemoteUrlMap(remotes) {
  const bases = remotes.map(({ name, base }) => {
    if (!REMOTE_NAME.test(name)) throw new Error(`not a remote folder name: ${name}`);
    return { name, base: new URL(withSlash(base)).href };
  });
  return function map(url, appUrl) {
    let href;
    try {
      href = new URL(url).href;
    } catch {
      return url;
    }
    const match = bases.find(({ base }) => href.startsWith(base));
    if (!match) return url;
    return `${new URL(appUrl).origin}${REMOTES_PREFIX}/${match.name}/${href.slice(match.base.length)}`;
  };
}

/** A remotes-document entry (or its canary) with its manifest URL mapped. */
function mapEntry(entry, map, appUrl) {
  if (!entry || typeof entry !== 'object' || typeof entry.manifestUrl !== 'string') return entry;
  const mapped = { ...entry, manifestUrl: map(entry.manifestUrl, appUrl) };
  if (entry.canary) mapped.canary = mapEntry(entry.canary, map, appUrl);
  return mapped;
}

/**
 * The first view's state for a page on `appUrl`: the remotes document with every fronted
 * manifest URL mapped, the manifests keyed by the mapped URLs, and the API's URL on the page's
 * origin (`apiUrl`, which the host takes instead of the one it was built with).
 */
export function oneOriginState(state, map) {
  const { appUrl } = state;
  const remotes = Array.isArray(state.remotes?.remotes)
    ? {
        ...state.remotes,
        remotes: state.remotes.remotes.map((entry) => mapEntry(entry, map, appUrl)),
      }
    : state.remotes;
  const manifests = Object.fromEntries(
    Object.entries(state.manifests ?? {}).map(([url, manifest]) => [map(url, appUrl), manifest]),
  );
  return { ...state, remotes, manifests, apiUrl: `${new URL(appUrl).origin}${API_PREFIX}` };
}

/**
 * The first view (render/first-view.mjs: { state, links }) for a page on one origin: the state
 * mapped (oneOriginState), the remote files' preloads on the page's origin, and no preconnect
 * (there is no other origin to connect to).
 */
export function oneOriginView(view, map) {
  if (!view) return view;
  const { appUrl } = view.state;
  return {
    // The owning remote for the server's render (route-render.mjs) is the server's to fetch.
    remote: view.remote ?? null,
    state: oneOriginState(view.state, map),
    links: view.links
      .filter((link) => link.rel !== 'preconnect')
      .map((link) => (link.href ? { ...link, href: map(link.href, appUrl) } : link)),
  };
}
