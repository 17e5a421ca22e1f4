// The public page cache (ADR 028): a visitor's page for (brand, URL, host build, brand and
// registry document) is the same for everyone, so it is kept briefly and served stale while one
// render refreshes it. The key holds a digest of the brand and the document as the API answers
// them for this request, so a changed brand or document (a new version, a canary, a flag) is a
// new key: the old pages are never served for it. This is the fallback of `npm start`; in
// production nginx's proxy_cache and any CDN cache the same pages from the response's headers.
import { createHash } from 'node:crypto';

/**
 * A page is fresh this long, and may be served stale (while refreshed) this much longer. Together
 * well under the feed's lifetime (FEED_CACHE_LIFETIME_MS, 10 s): the page carries the feed it was
 * rendered with, and a client that finds that feed older than its lifetime renders the feed anew
 * instead of hydrating it (React #418, a text mismatch; session 20's CI met it with 5 s + 10 s).
 */
export const PAGE_FRESH_S = 2;
export const PAGE_STALE_S = 3;
const MAX_PAGES = 500;

/** The response headers of a page: shared caches may keep a public one, never a personal one. */
export function pageCacheHeaders({ cacheable }) {
  return {
    'Cache-Control': cacheable
      ? `public, max-age=0, s-maxage=${PAGE_FRESH_S}, stale-while-revalidate=${PAGE_STALE_S}`
      : 'private, no-store',
    // The page differs by encoding, and a request with credentials gets a personal answer.
    Vary: 'Accept-Encoding, Authorization, Cookie',
  };
}

/**
 * Whether a request may get, or fill, the public cache: no credentials of any kind (a session
 * cookie or any cookie, an Authorization header) and none of the headers that change the page
 * for tests (`X-Klubb-First-View`, `X-Klubb-Render-Budget`).
 */
export function isPublicRequest(headers, { varyingHeaders = [] } = {}) {
  if (headers.authorization || headers.cookie) return false;
  return !varyingHeaders.some((name) => headers[name] !== undefined);
}

/** The cache key of a page: the brand's URL and page, the host build, the brand and its document. */
export function pageKey({ appUrl, url, hostBuild, brand, document }) {
  const digest = createHash('sha256')
    .update(JSON.stringify([hostBuild, brand, document]))
    .digest('base64url');
  return `${appUrl} ${url} ${digest}`;
}

/**
 * An in-process cache of made pages ({ html, nonce }). `lookup(key)` → { page, stale } or null;
 * `store(key, page)`; `refreshing(key, work)` runs `work` once per key at a time (the
 * stale-while-revalidate refresh), `idle()` waits for those under way. `now` for tests.
 */
export function createPageCache({
  freshMs = PAGE_FRESH_S * 1000,
  staleMs = PAGE_STALE_S * 1000,
  max = MAX_PAGES,
  now = Date.now,
} = {}) {
  const pages = new Map();
  const underway = new Map();
  return {
    lookup(key) {
      const hit = pages.get(key);
      if (!hit) return null;
      const age = now() - hit.at;
      if (age >= freshMs + staleMs) {
        pages.delete(key);
        return null;
      }
      return { page: hit.page, stale: age >= freshMs };
    },
    /** `stale`: kept as already stale (a failed render: served while a render is tried again). */
    store(key, page, { stale = false } = {}) {
      pages.delete(key);
      pages.set(key, { page, at: stale ? now() - freshMs : now() });
      if (pages.size > max) pages.delete(pages.keys().next().value);
    },
    refreshing(key, work) {
      if (underway.has(key)) return underway.get(key);
      const running = Promise.resolve()
        .then(work)
        .catch(() => undefined)
        .finally(() => underway.delete(key));
      underway.set(key, running);
      return running;
    },
    /** Resolves once every refresh under way has ended. */
    idle: () => Promise.all([...underway.values()]),
  };
}

/** The cached page for a new response: the same HTML with this response's nonce. */
export const restamped = (page, nonce) => page.html.split(page.nonce).join(nonce);
