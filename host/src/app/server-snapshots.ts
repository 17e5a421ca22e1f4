import type { RemoteRegistryStore } from '../features/federation/remote-registry';

/**
 * zustand's hooks read a store's `getInitialState()` where React asks for the server snapshot
 * (useSyncExternalStore): on the server, and on the client while it hydrates. That object is the
 * state the store was created with — no remote loaded — and only a closure in zustand holds it,
 * so it is brought up to the state as it is now: the client hydrates the server's booted app
 * after its own boot, and is called right before it does, with its app's store of remotes. (A
 * server render's app is created with the route's remote loaded: `hostAppOf`. The runtime's session is read
 * through `useRuntimeSession`, whose server snapshot is the store's state now.)
 */
export function alignServerSnapshots(remotes: RemoteRegistryStore): void {
  Object.assign(remotes.getInitialState(), remotes.getState());
}
