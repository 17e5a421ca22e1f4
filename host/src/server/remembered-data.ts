import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * The data a page's last render had, kept for `ttlMs` (issue 33): the render's query client as it
 * ended (dehydrated, as JSON text) by page — the brand's app URL, the owning remote's version and
 * the page's path and query. A render of the same page within that time starts from it instead
 * of a pre-pass that only finds the queries and their fetch from the API: one React render instead
 * of two, and no API call. Only a visitor's page is rendered on the server, so the data is the
 * brand's public data, the same for every visitor. Each render parses its own copy (nothing is
 * shared between renders, ADR 027). The render still runs each query's hook: one that asks for
 * something the kept data lacks (a new flag, a new query) is fetched as before (prefetch.ts).
 * `ttlMs` 0 keeps nothing: the default, so that an edit shows at once locally and in the tests,
 * like the first view's brand and document (KLUBB_FIRST_VIEW_TTL_MS).
 */
export interface RememberedData {
  /**
   * The data kept for `key` put into `client` (true), or none kept younger than `ttlMs` (false).
   */
  restore: (key: string, client: QueryClient, ttlMs: number) => boolean;
  /** Keeps a render's data (its dehydrated queries) for `key` when `ttlMs` is more than 0. */
  keep: (key: string, state: DehydratedState, ttlMs: number) => void;
}

/** How many pages' data are kept: the oldest goes first (unknown paths cannot grow it). */
const MAX_PAGES = 200;

export function createRememberedData(now: () => number = Date.now): RememberedData {
  const pages = new Map<string, { json: string; at: number }>();
  return {
    restore(key, client, ttlMs) {
      const kept = ttlMs > 0 ? pages.get(key) : undefined;
      if (!kept) return false;
      if (now() - kept.at >= ttlMs) {
        pages.delete(key);
        return false;
      }
      hydrate(client, JSON.parse(kept.json) as DehydratedState);
      return true;
    },
    keep(key, state, ttlMs) {
      if (ttlMs <= 0) return;
      pages.delete(key);
      pages.set(key, { json: JSON.stringify(state), at: now() });
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
    },
  };
}
