import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createContext, useContext, type ComponentType } from 'react';
import { create, createStore, useStore, type StoreApi } from 'zustand';
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

/**
 * The page's store of its remote modules (host-local client state): the loaders below fill it.
 * The browser has one app and so one store; a server render gives its app a store of its own
 * (`createRemoteRegistry`, through `RemoteRegistryContext`), so renders side by side never see
 * each other's remotes.
 */
export const useRemoteRegistry = create<RegistryState>()(() => ({ remotes: {} }));

/** A store of its own holding `remotes` from the start (its server snapshot too): a server render's. */
export function createRemoteRegistry(remotes: RegistryState['remotes'] = {}): RemoteRegistryStore {
  return createStore<RegistryState>()(() => ({ remotes }));
}

/** The app's store of remote modules: the page's unless a server render provides its own. */
export const RemoteRegistryContext = createContext<RemoteRegistryStore>(useRemoteRegistry);

/** A selection of the app's store of remote modules (the context's), kept up to date. */
export function useRemoteStatuses<T>(select: (state: RegistryState) => T): T {
  return useStore(useContext(RemoteRegistryContext), select);
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

function setStatus(name: RemoteName, status: RemoteStatus) {
  if (status.status === 'failed') remoteLoadFailed(name);
  useRemoteRegistry.setState((state) => ({ remotes: { ...state.remotes, [name]: status } }));
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

/** The page's runtime, handed to every remote's `register` (boot sets it before any load). */
let runtime: KlubbRuntime | null = null;

export function setRemotesRuntime(pageRuntime: KlubbRuntime): void {
  runtime = pageRuntime;
}

/** Each registered remote as planned: its version, and the routes and slots it declares. */
const planned = new Map<RemoteName, PlannedRemote>();

/**
 * Registers the remotes a brand has switched on (remotes-plan.ts `remotesToLoad`) with the
 * federation runtime and loads each one's `./module` in parallel. A remote that is off is never
 * registered, so never fetched. A remote is registered once per page, at the version first
 * planned: a page never mixes two versions of one remote.
 */
export function loadRemotes(entries: ReadonlyArray<PlannedRemote>) {
  const fresh = entries.filter((remote) => !planned.has(remote.name));
  registerRemotes(fresh.map((remote) => ({ name: remote.name, entry: remote.manifestUrl })));
  const storage = sessionStorageOrNull();
  for (const remote of fresh) {
    planned.set(remote.name, remote);
    remotePlanned(remote, storage);
  }
  return Promise.all(entries.map((remote) => loadRemoteModule(remote.name)));
}

const inFlight = new Map<RemoteName, Promise<void>>();

/**
 * Loads (or loads again, after a failure) one remote's module. A load already under way is
 * joined, not skipped: boot must not go on before every enabled remote's routes are known.
 */
export function loadRemoteModule(name: RemoteName): Promise<void> {
  if (useRemoteRegistry.getState().remotes[name]?.status === 'loaded') return Promise.resolve();
  const running = inFlight.get(name);
  if (running) return running;
  const loading = importRemoteModule(name).finally(() => inFlight.delete(name));
  inFlight.set(name, loading);
  return loading;
}

async function importRemoteModule(name: RemoteName): Promise<void> {
  setStatus(name, { status: 'loading' });
  try {
    if (!runtime) throw new Error('a remote is loaded before the runtime is set');
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

/** Loads every failed remote again; the retry button of the could-not-load view calls it. */
export function retryFailedRemotes(): Promise<void[]> {
  const { remotes } = useRemoteRegistry.getState();
  const failed = (Object.keys(remotes) as RemoteName[]).filter(
    (name) => remotes[name]?.status === 'failed',
  );
  return Promise.all(failed.map(loadRemoteModule));
}
