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

/** Each remote's registered version and its registered module (register(runtime) ran once). */
const loaded = new Map<RemoteName, { entry: string; module: Promise<AppRemoteModule> }>();

/**
 * The remote's module from its server build, loaded once per version over HTTP by the federation
 * runtime's Node loader (fetch, then run as CommonJS) into this process's share scope, so it
 * renders with the render entry's React, router, query client and i18n. A new version is a new
 * container (its own global name); the old one's modules are dropped from the runtime's cache.
 */
export function serverModuleOf(
  remote: ServerRemote,
  runtime: KlubbRuntime,
): Promise<AppRemoteModule> {
  const known = loaded.get(remote.name);
  if (known?.entry === remote.serverEntry) return known.module;
  registerRemotes(
    [
      {
        name: remote.name,
        entry: remote.serverEntry,
        entryGlobalName: `${remote.name}@${remote.version}`,
        type: 'commonjs-module',
      },
    ],
    { force: Boolean(known) },
  );
  const module = loadRemote<unknown>(`${remote.name}/${REMOTE_EXPOSE.slice(2)}`).then((exposed) =>
    withDeclaredRoutes(moduleOf(exposed, runtime), remote),
  );
  loaded.set(remote.name, { entry: remote.serverEntry, module });
  // A failed load is tried again by the next request, not remembered.
  module.catch(() => {
    if (loaded.get(remote.name)?.module === module) loaded.delete(remote.name);
  });
  return module;
}
