import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

import type { SessionState } from '@klubb/session';

import type { KlubbRuntime } from './runtime';

// The one context object of the page: @klubb/runtime is a singleton, so the host's provider and
// every remote's hooks meet here whichever copies of the other packages each one bundles.
const RuntimeContext = createContext<KlubbRuntime | null>(null);

export function RuntimeProvider({
  runtime,
  children,
}: {
  runtime: KlubbRuntime;
  children: ReactNode;
}) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The page's runtime; throws outside the host's (or a standalone shell's) provider. */
export function useRuntime(): KlubbRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('useRuntime() is used outside <RuntimeProvider>');
  return runtime;
}

/** A slice of the host's session store; re-renders when the slice changes. */
export function useRuntimeSession<T>(selector: (state: SessionState) => T): T {
  const { store } = useRuntime().session;
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}
