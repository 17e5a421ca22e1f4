import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

import { REMOTE_LOAD_FAILED, type RemoteLoadFailure } from './remote-load-failure';

/**
 * The host's errorLoadRemote runtime plugin: a remote that cannot load costs only its own pages.
 * Only the `onLoad` lifecycle may answer with a fallback module; in the other lifecycles the
 * return value would be read as a manifest or a request, so there it lets the error through for
 * the registry to record (TOOLCHAIN.md).
 */
export default function errorLoadRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'klubb-error-load-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`[klubb] remote ${id} failed to load (${lifecycle}): ${reason}`);
      if (lifecycle !== 'onLoad') return undefined;
      const failure: RemoteLoadFailure = { [REMOTE_LOAD_FAILED]: true, id, reason };
      return failure;
    },
  };
}
