import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createContext, useContext, type ComponentType } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { useShallow } from 'zustand/react/shallow';

import {
  REMOTE_EXPOSE,
  parseRemotesDocument,
  type RemoteModule,
  type RemoteName,
  type RemotesDocument,
} from '@klubb/contracts';
import type { KlubbRuntime } from '@klubb/runtime';

import { yieldToMain } from '../../lib/yield-to-main';

import type { PlannedRemote } from './canary';
import { withDeclaredRoutes } from './declared-routes';
import { createDeferredRemotes, type DeferredRemotes } from './deferred-remotes';
import { moduleOf } from './module-of';
import { remoteLoadFailed, remotePlanned } from './remote-health';
import { isRemoteLoadFailure } from './remote-load-failure';
import { sessionStorageOrNull } from './remotes-plan';

export type PageComponent = ComponentType;
export type AppRemoteModule = RemoteModule<PageComponent>;

export type RemoteStatus =
  | { status: 'loading' }
  | { status: 'loaded'; module: AppRemoteModule }
  | { status: 'failed'; reason: string };

export interface RegistryState {
  remotes: Partial<Record<RemoteName, RemoteStatus>>;
}

/** Which remote modules an app has loaded, is loading or failed to load. */
export type RemoteRegistryStore = StoreApi<RegistryState>;

/** A store of its own holding `remotes` from the start (its server snapshot too). */
export function createRemoteRegistry(remotes: RegistryState['remotes'] = {}): RemoteRegistryStore {
  return createStore<RegistryState>()(() => ({ remotes }));
}

/**
 * An app's remotes (ADR 027: the host's app owns them, as its runtime owns its instances): the
 * store of their modules and the loads that fill it, each remote's module registered with the
 * app's runtime. `createHostApp` makes one per app; a server render's holds the route's remote,
 * loaded, from the start. Two apps in one process never see each other's remotes.
 */
export interface RemoteLoader {
  store: RemoteRegistryStore;
  /** Registers the planned remotes (once per app, at the version first planned) and loads them. */
  load: (entries: ReadonlyArray<PlannedRemote>) => Promise<void[]>;
  /** Loads (or loads again, after a failure) one remote's module; a load under way is joined. */
  loadModule: (name: RemoteName) => Promise<void>;
  /** Loads every failed remote again; the retry button of the could-not-load view calls it. */
  retryFailed: () => Promise<void[]>;
  /** The loads put off until the route's page is up (route-first boot). */
  deferred: DeferredRemotes;
}

/** The app's remotes, provided by the host's `App` (the browser's app, or a server render's). */
export const RemoteRegistryContext = createContext<RemoteLoader | null>(null);

/** The app's remotes (its `RemoteRegistryContext`). */
export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteRegistryContext);
  if (!loader) throw new Error('useRemoteLoader is used outside the host’s App');
  return loader;
}

/** A selection of the app's store of remote modules (the context's), kept up to date. */
export function useRemoteStatuses<T>(select: (state: RegistryState) => T): T {
  return useStore(useRemoteLoader().store, select);
}

/**
 * The loaded modules that `wanted` keeps (all by default), in the registry's order. The answer
 * keeps its identity while that list is the same (zustand's shallow compare), so a remote that
 * starts loading or fails, or one the reader does not want, renders none of the components that
 * read only the loaded modules (the route table, the slots): each status change of the remotes
 * loaded at idle re-rendered the whole shell and page (issue 16).
 */
export function useLoadedModules(
  wanted: (module: AppRemoteModule) => boolean = () => true,
): ReadonlyArray<AppRemoteModule> {
  return useRemoteStatuses(
    useShallow((state) =>
      Object.values(state.remotes).flatMap((remote) =>
        remote?.status === 'loaded' && wanted(remote.module) ? [remote.module] : [],
      ),
    ),
  );
}

const REMOTES_FETCH_ATTEMPTS = 3;

/**
 * Fetches remotes.json from the host's own origin: the fallback when the remote registry cannot
 * answer and no document of an earlier visit is kept (remotes-plan.ts). It is served no-cache, so
 * the browser revalidates it. A failed attempt is tried again, twice.
 */
export async function fetchRemotesDocument(
  url = '/remotes.json',
  attempt = 1,
): Promise<RemotesDocument> {
  try {
    // The host's own static file, not the product API: the SDK's client does not apply here.
    // eslint-disable-next-line no-restricted-globals -- remotes.json is served by the host origin
    const response = await fetch(url);
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const { document, skipped } = parseRemotesDocument(await response.json());
    if (skipped.length > 0) {
      console.warn(
        `[klubb] remotes.json names remotes this host does not know: ${skipped.join(', ')}`,
      );
    }
    return document;
  } catch (error) {
    if (attempt >= REMOTES_FETCH_ATTEMPTS) throw error;
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    return fetchRemotesDocument(url, attempt + 1);
  }
}

/**
 * The remotes of an app whose runtime is `runtime`: every module loaded is registered with it
 * (ADR 015). `remotes`: the statuses it starts with (a server render's loaded route remote).
 * Registering with the federation runtime is the page's (one share scope per page): a remote is
 * registered there once, at the version first planned, so a page never mixes two versions.
 */
export function createRemoteLoader(
  runtime: KlubbRuntime,
  remotes: RegistryState['remotes'] = {},
): RemoteLoader {
  const store = createRemoteRegistry(remotes);
  /** Each registered remote as planned: its version, and the routes and slots it declares. */
  const planned = new Map<RemoteName, PlannedRemote>();
  const inFlight = new Map<RemoteName, Promise<void>>();

  function setStatus(name: RemoteName, status: RemoteStatus) {
    if (status.status === 'failed') remoteLoadFailed(name);
    store.setState((state) => ({ remotes: { ...state.remotes, [name]: status } }));
  }

  async function importRemoteModule(name: RemoteName): Promise<void> {
    setStatus(name, { status: 'loading' });
    try {
      const loaded = await loadRemote<unknown>(`${name}/${REMOTE_EXPOSE.slice(2)}`);
      if (isRemoteLoadFailure(loaded)) {
        setStatus(name, { status: 'failed', reason: loaded.reason });
        return;
      }
      if (!loaded) {
        setStatus(name, { status: 'failed', reason: 'empty module' });
        return;
      }
      // The module ran in this task; what renders of it, in the next (each under 50 ms on a phone).
      await yieldToMain();
      // The document's routes are the ones mounted; the module supplies each one's lazy page.
      setStatus(name, {
        status: 'loaded',
        module: withDeclaredRoutes(moduleOf(loaded, runtime), planned.get(name)),
      });
    } catch (error) {
      setStatus(name, {
        status: 'failed',
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }

  function loadModule(name: RemoteName): Promise<void> {
    if (store.getState().remotes[name]?.status === 'loaded') return Promise.resolve();
    const running = inFlight.get(name);
    if (running) return running;
    const loading = importRemoteModule(name).finally(() => inFlight.delete(name));
    inFlight.set(name, loading);
    return loading;
  }

  const loader: RemoteLoader = {
    store,
    loadModule,
    load(entries) {
      const fresh = entries.filter((remote) => !planned.has(remote.name));
      registerRemotes(fresh.map((remote) => ({ name: remote.name, entry: remote.manifestUrl })));
      const storage = sessionStorageOrNull();
      for (const remote of fresh) {
        planned.set(remote.name, remote);
        remotePlanned(remote, storage);
      }
      return Promise.all(entries.map((remote) => loadModule(remote.name)));
    },
    retryFailed() {
      const { remotes: statuses } = store.getState();
      const failed = (Object.keys(statuses) as RemoteName[]).filter(
        (name) => statuses[name]?.status === 'failed',
      );
      return Promise.all(failed.map(loadModule));
    },
    get deferred() {
      return deferred;
    },
  };
  const deferred = createDeferredRemotes(loader);
  return loader;
}
