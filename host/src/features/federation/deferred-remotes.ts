import type { RemoteName } from '@klubb/contracts';
import type { RuntimeSessionStore } from '@klubb/runtime';

import type { PlannedRemote } from './canary';
import type { RemoteLoader } from './remote-registry';

/** The remotes other than the route's load when the page is idle, or at the latest after this. */
export const IDLE_LOAD_TIMEOUT_MS = 2_000;

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout: IDLE_LOAD_TIMEOUT_MS });
  } else {
    // Safari and iOS webviews have no requestIdleCallback: after the first frames.
    window.setTimeout(run, 200);
  }
}

/** The loads an app puts off until its route's page is up (ADR 014 step 2). */
export interface DeferredRemotes {
  /**
   * Loads `remotes` once the route's page is up (ADR 014 step 2). Until then they count as loading,
   * so a path they own shows the could-not-load view's loading state (FallbackPage loads them at
   * once), never "not found"; leaving the content section (sign-in, set-up) loads them at once too.
   */
  loadAtIdle: (remotes: ReadonlyArray<PlannedRemote>, session: RuntimeSessionStore) => void;
  /** Loads every deferred remote now (a path none of the loaded remotes owns, another section). */
  loadNow: () => void;
}

/** The deferred loads of an app's remotes (`loader`): the app's own, as its remotes are. */
export function createDeferredRemotes(loader: RemoteLoader): DeferredRemotes {
  const deferred = new Map<RemoteName, PlannedRemote>();
  let scheduled = false;

  function loadNow(): void {
    const remotes = [...deferred.values()];
    deferred.clear();
    if (remotes.length > 0) void loader.load(remotes);
  }

  function loadAtIdle(remotes: ReadonlyArray<PlannedRemote>, session: RuntimeSessionStore): void {
    const { remotes: statuses } = loader.store.getState();
    const fresh = remotes.filter((remote) => !statuses[remote.name] && !deferred.has(remote.name));
    if (fresh.length === 0) return;
    for (const remote of fresh) deferred.set(remote.name, remote);
    loader.store.setState((state) => ({
      remotes: {
        ...state.remotes,
        ...Object.fromEntries(fresh.map((remote) => [remote.name, { status: 'loading' }])),
      },
    }));
    if (scheduled) return;
    scheduled = true;
    const unsubscribe = session.subscribe((state) => {
      if (state.appState === 'auth' || state.appState === 'setUp') loadNow();
    });
    whenIdle(() => {
      scheduled = false;
      unsubscribe();
      loadNow();
    });
  }

  return { loadAtIdle, loadNow };
}
