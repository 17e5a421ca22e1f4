import { API } from './auth';
import { REMOTE_ORIGINS } from './brands';

// Where a page's calls go, in either topology (ADR 014 decision 3): on one origin the page asks
// `<app origin>/api/…` and `<app origin>/remotes/<name>/…`; in the split topology (a page without
// the first view, a remote's standalone page) the API's and the remotes' own origins. Tests that
// watch or answer a page's requests match both, so they say what they mean in either.

type RemoteName = keyof typeof REMOTE_ORIGINS;

const APP_ORIGIN = /^https?:\/\/(?:[a-z0-9-]+\.)*localhost:3000$/;
const folderOf = (name: RemoteName) => name.replace('_', '-');

/** The API path (with its query) a page's request asks for, or null when it is no API call. */
export function apiPathOf(url: string): string | null {
  const parsed = new URL(url);
  const path = `${parsed.pathname}${parsed.search}`;
  if (parsed.origin === API) return path;
  if (APP_ORIGIN.test(parsed.origin) && parsed.pathname.startsWith('/api/')) return path.slice(4);
  return null;
}

/** Whether a page's request asks the API for `path` (a prefix: the query may follow). */
export const isApiCall = (url: string, path: string): boolean =>
  apiPathOf(url)?.startsWith(path) ?? false;

/** The path inside a remote's folder a request asks for (`/0.1.0/remoteEntry.js`), or null. */
export function remotePathOf(url: string, name: RemoteName): string | null {
  const parsed = new URL(url);
  if (parsed.origin === REMOTE_ORIGINS[name]) return parsed.pathname;
  const prefix = `/remotes/${folderOf(name)}/`;
  if (APP_ORIGIN.test(parsed.origin) && parsed.pathname.startsWith(prefix)) {
    return parsed.pathname.slice(prefix.length - 1);
  }
  return null;
}

/** Whether a page's request is for one of a remote's files. */
export const isRemoteFile = (url: string | URL, name: RemoteName): boolean =>
  remotePathOf(String(url), name) !== null;
