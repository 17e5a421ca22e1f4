import { useRemoteRegistry } from '../features/federation/remote-registry';

/**
 * zustand's hooks read a store's `getInitialState()` where React asks for the server snapshot
 * (useSyncExternalStore): on the server, and on the client while it hydrates. That object is the
 * state the store was created with — no remote loaded — and only a closure in zustand holds it,
 * so it is brought up to the state as it is now: the client hydrates the server's booted app
 * after its own boot, and is called right before it does. (A server render's store is its own,
 * created with the route's remote loaded: `createRemoteRegistry`. The runtime's session is read
 * through `useRuntimeSession`, whose server snapshot is the store's state now.)
 */
export function alignServerSnapshots(): void {
  Object.assign(useRemoteRegistry.getInitialState(), useRemoteRegistry.getState());
}
