import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

import { REMOTE_EXPOSE, type RemoteName } from '@klubb/contracts';
import type { KlubbRuntime } from '@klubb/runtime';

import type { PlannedRemote } from '../features/federation/canary';
import { withDeclaredRoutes } from '../features/federation/declared-routes';
import { moduleOf } from '../features/federation/module-of';
import type { AppRemoteModule } from '../features/federation/remote-registry';

/** A remote's server build as the render service found it in the remotes document. */
export interface ServerRemote extends PlannedRemote {
  /** `<version folder>/server/remoteEntry.js`, a CommonJS container (ADR 014 decision 1). */
  serverEntry: string;
}

/** Per remote, each version's exposed `./module` by its server entry, oldest first. */
const exposedByEntry = new Map<RemoteName, Map<string, Promise<unknown>>>();
/** The last load of each remote: the next version's starts after it (one registration at a time). */
const lastLoad = new Map<RemoteName, Promise<unknown>>();
/** Versions kept per remote: a stable one, a canary, and one being replaced. */
const KEPT_VERSIONS = 3;

/**
 * The exposed `./module` of the remote's server build, loaded once per version over HTTP by the
 * federation runtime's Node loader (fetch, then run as CommonJS) into this process's share scope,
 * so it renders with the render entry's React, router, query client and i18n. A version is a
 * container of its own (its own global name), registered under the remote's name when it is
 * first asked for; what it exposed is kept, so a stable version and a canary render side by side
 * without loading either again. Loads of one remote take turns (the registration names one
 * entry at a time); a failed load is tried again by the next request.
 */
function exposedOf(remote: ServerRemote): Promise<unknown> {
  const versions = exposedByEntry.get(remote.name) ?? new Map<string, Promise<unknown>>();
  exposedByEntry.set(remote.name, versions);
  const known = versions.get(remote.serverEntry);
  if (known) return known;
  const before = lastLoad.get(remote.name);
  const exposed = (before ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => {
      registerRemotes(
        [
          {
            name: remote.name,
            entry: remote.serverEntry,
            entryGlobalName: `${remote.name}@${remote.version}`,
            type: 'commonjs-module',
          },
        ],
        { force: Boolean(before) },
      );
      return loadRemote<unknown>(`${remote.name}/${REMOTE_EXPOSE.slice(2)}`);
    });
  versions.set(remote.serverEntry, exposed);
  lastLoad.set(remote.name, exposed);
  exposed.catch(() => {
    if (versions.get(remote.serverEntry) === exposed) versions.delete(remote.serverEntry);
  });
  // The oldest go (a Map keeps its insertion order): a long-running service sees many versions.
  for (const old of [...versions.keys()].slice(0, -KEPT_VERSIONS)) versions.delete(old);
  return exposed;
}

/**
 * The remote's module for one render: its server build's `register` given the request's runtime
 * (its texts join that runtime's i18n instance), with the routes the document declares. The
 * module's pages read the runtime from React (`useRuntime`), so one loaded build serves any
 * number of runtimes at once (ADR 027).
 */
export async function serverModuleOf(
  remote: ServerRemote,
  runtime: KlubbRuntime,
): Promise<AppRemoteModule> {
  const exposed = await exposedOf(remote);
  return withDeclaredRoutes(moduleOf(exposed, runtime), remote);
}
