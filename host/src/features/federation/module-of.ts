import type { KlubbRuntime } from '@klubb/runtime';

import type { AppRemoteModule } from './remote-registry';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The routes and slots of a loaded `./module`: contract 2 exports `register(runtime)`, which
 * receives the page's runtime (ADR 015). Contract 1's bare `remoteModule` is refused (ADR 021).
 */
export function moduleOf(exposed: unknown, runtime: KlubbRuntime): AppRemoteModule {
  if (isObject(exposed) && typeof exposed.register === 'function') {
    const register = exposed.register as (runtime: KlubbRuntime) => AppRemoteModule;
    return register(runtime);
  }
  throw new Error('the module does not export register(runtime)');
}
