import { useRemoteRegistry } from '../features/federation/remote-registry';

/**
 * zustand's hooks read a store's `getInitialState()` where React asks for the server snapshot
 * (useSyncExternalStore): on the server, and on the client while it hydrates. That object is the
 * state the store was created with — no remote loaded — and only a closure in zustand holds it,
 * so it is brought up to the state as it is now: the server renders a booted app, and the client
 * hydrates it after its own boot. Called right before each of those renders. (The runtime's
 * session is read through `useRuntimeSession`, whose server snapshot is the store's state now.)
 */
export function alignServerSnapshots(): void {
  Object.assign(useRemoteRegistry.getInitialState(), useRemoteRegistry.getState());
}
