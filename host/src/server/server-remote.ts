import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

import { REMOTE_EXPOSE } from '@klubb/contracts';
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

/**
 * The name a remote's version is registered under with the federation runtime: one per (name,
 * version), as the runtime expects a name to stand for one container (a name registered again
 * replaces the first, and only with `force`, which warns "already registered"). It is the
 * container's global name too, so two versions' containers never take each other's place.
 */
export const serverRemoteId = (remote: Pick<ServerRemote, 'name' | 'version'>): string =>
  `${remote.name}@${remote.version}`;

/**
 * Each version's exposed `./module` by its id: loaded code, the same for every render, kept as
 * long as the process (the federation runtime keeps the container it registered as long, too).
 * Process-wide on purpose (ADR 027): it holds no request's state, only what a version exposes.
 */
const exposedById = new Map<string, Promise<unknown>>();

/**
 * The exposed `./module` of the remote's server build, loaded once per version over HTTP by the
 * federation runtime's Node loader (fetch, then run as CommonJS) into this process's share scope,
 * so it renders with the render entry's React, router, query client and i18n. A version is
 * registered once, under its own name (`serverRemoteId`): a stable version and a canary load and
 * render side by side, neither replacing the other. A failed load is tried again by the next
 * request (the runtime forgets a failed entry; the registration stays and is not made again).
 */
function exposedOf(remote: ServerRemote): Promise<unknown> {
  const id = serverRemoteId(remote);
  const known = exposedById.get(id);
  if (known) return known;
  registerRemotes([
    { name: id, entry: remote.serverEntry, entryGlobalName: id, type: 'commonjs-module' },
  ]);
  const exposed = loadRemote<unknown>(`${id}/${REMOTE_EXPOSE.slice(2)}`);
  exposedById.set(id, exposed);
  exposed.catch(() => {
    if (exposedById.get(id) === exposed) exposedById.delete(id);
  });
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
