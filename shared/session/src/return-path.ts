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

/** Moves the page to an app path (the session store's `navigate`, ADR 021). */
export type SessionNavigate = (to: string, options?: { replace?: boolean }) => void;

/** A plain history entry, which the router reads when it mounts (before a runtime sets the router's). */
export const historyNavigate: SessionNavigate = (to, options) =>
  window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
