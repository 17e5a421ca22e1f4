import { paths } from '@klubb/contracts';

import type { AppEvent, AppState } from './app-state-machine';

// Pages of the signed-out app itself: nothing to come back to after signing in.
const SIGNED_OUT_SEGMENTS = new Set(
  [paths.forgotPassword, paths.passwordReset, paths.createAccount].map(
    (path) => path.pattern.split('/')[1],
  ),
);

const isSignedOutPage = (path: string) =>
  SIGNED_OUT_SEGMENTS.has(path.replace(/^\//, '').split(/[/?#]/)[0] ?? '');

/**
 * Where the member goes back to after the signed-out app (spec §1, §4 session): the content page
 * they were on when they asked to sign in or their session expired. A sign-out starts over at `/`,
 * and the pages of the signed-out app are not kept. Pure: `current` is the page's path.
 */
export function nextReturnPath(
  kept: string | null,
  from: AppState,
  to: AppState,
  event: AppEvent,
  current: string,
): string | null {
  if (from === 'content' && to === 'auth') {
    const keep = event.type === 'signInRequested' || event.type === 'sessionExpired';
    return keep && current !== '/' && !isSignedOutPage(current) ? current : null;
  }
  if (event.type === 'signedOut') return null;
  return kept;
}

/** Puts the page at `path` in a way the router hears (history change plus popstate). */
export function restoreUrl(path: string): void {
  if (`${window.location.pathname}${window.location.search}` === path) return;
  window.history.replaceState({ usr: null, key: 'default', idx: 0 }, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
