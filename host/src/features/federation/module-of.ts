import type { KlubbRuntime } from '@klubb/runtime';

import type { AppRemoteModule } from './remote-registry';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The routes and slots of a loaded `./module`. Contract 2 exports `register(runtime)`, which
 * receives the page's runtime; contract 1 exported a bare `remoteModule` and reads the SDK and
 * store as the host's shared singletons, which this host still provides (ADR 015).
 */
export function moduleOf(exposed: unknown, runtime: KlubbRuntime): AppRemoteModule {
  if (isObject(exposed) && typeof exposed.register === 'function') {
    const register = exposed.register as (runtime: KlubbRuntime) => AppRemoteModule;
    return register(runtime);
  }
  if (isObject(exposed) && isObject(exposed.remoteModule)) {
    return exposed.remoteModule as unknown as AppRemoteModule;
  }
  throw new Error('the module exports neither register(runtime) nor remoteModule');
}
