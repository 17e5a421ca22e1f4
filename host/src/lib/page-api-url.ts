import { FIRST_VIEW_ELEMENT_ID } from './first-view-element';

/**
 * The API's URL for this page: the one the page's server wrote into the first-view state
 * (`apiUrl`, ADR 014 decision 3: `<app origin>/api` when the API is behind the app's own origin),
 * else the one the host was built with (the split topology: the API on its own origin, with CORS).
 * Only a URL on the page's own origin is taken from the page.
 */
export function readPageApiUrl(doc: Document, appUrl: string, builtIn: string): string {
  const text = doc.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent;
  if (!text) return builtIn;
  try {
    const { apiUrl } = JSON.parse(text) as { apiUrl?: unknown };
    if (typeof apiUrl !== 'string') return builtIn;
    const url = new URL(apiUrl);
    return url.origin === new URL(appUrl).origin ? url.href.replace(/\/+$/, '') : builtIn;
  } catch {
    return builtIn;
  }
}

let pageApiUrl: string | null = null;

/** The page's API URL (readPageApiUrl), read once: the runtime and analytics use the same one. */
export function apiUrlOfPage(): string {
  pageApiUrl ??= readPageApiUrl(document, window.location.origin, __KLUBB_API_URL__);
  return pageApiUrl;
}
