import type { RemoteName } from '@klubb/contracts';
import type { RuntimeSessionStore } from '@klubb/runtime';

import type { PlannedRemote } from './canary';
import { loadRemotes, useRemoteRegistry } from './remote-registry';

/** The remotes other than the route's load when the page is idle, or at the latest after this. */
export const IDLE_LOAD_TIMEOUT_MS = 2_000;

const deferred = new Map<RemoteName, PlannedRemote>();
let scheduled = false;

/** Loads every deferred remote now (a path none of the loaded remotes owns, another section). */
export function loadDeferredRemotesNow(): void {
  const remotes = [...deferred.values()];
  deferred.clear();
  if (remotes.length > 0) void loadRemotes(remotes);
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: IDLE_LOAD_TIMEOUT_MS });
  } else {
    // Safari and iOS webviews have no requestIdleCallback: after the first frames.
    window.setTimeout(run, 200);
  }
}

/**
 * Loads `remotes` once the route's page is up (ADR 014 step 2). Until then they count as loading,
 * so a path they own shows the could-not-load view's loading state (FallbackPage loads them at
 * once), never "not found"; leaving the content section (sign-in, set-up) loads them at once too.
 */
export function loadRemotesAtIdle(
  remotes: ReadonlyArray<PlannedRemote>,
  session: RuntimeSessionStore,
): void {
  const { remotes: statuses } = useRemoteRegistry.getState();
  const fresh = remotes.filter((remote) => !statuses[remote.name] && !deferred.has(remote.name));
  if (fresh.length === 0) return;
  for (const remote of fresh) deferred.set(remote.name, remote);
  useRemoteRegistry.setState((state) => ({
    remotes: {
      ...state.remotes,
      ...Object.fromEntries(fresh.map((remote) => [remote.name, { status: 'loading' }])),
    },
  }));
  if (scheduled) return;
  scheduled = true;
  const unsubscribe = session.subscribe((state) => {
    if (state.appState === 'auth' || state.appState === 'setUp') loadDeferredRemotesNow();
  });
  whenIdle(() => {
    scheduled = false;
    unsubscribe();
    loadDeferredRemotesNow();
  });
}
