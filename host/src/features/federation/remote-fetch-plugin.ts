import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

import { inlinedManifestResponse } from './inlined-manifests';

/**
 * A manifest fetch, its retry included, gives up after this long. Boot waits for every enabled
 * remote's module (their routes), so without a deadline one hanging server would hold the whole
 * app on its skeleton: the runtime's own fetch has none.
 */
export const MANIFEST_TIMEOUT_MS = 5_000;

/** A remote entry script not loaded after this long counts as failed (the runtime's is 20 s). Tried
 * twice, so a hanging entry holds boot for about 10 s at most. */
export const REMOTE_ENTRY_TIMEOUT_MS = 5_000;

// One more try for a manifest (after the plugin's fixed 1 s) and for a remote entry: a passing
// network error costs a moment, not the remote's pages. The plugin's loadEntryError already loads
// the entry once more at retryTimes 0 (each further time would add another deadline to boot).
const retry = RetryPlugin({
  fetch: { retryTimes: 1 },
  script: { retryTimes: 0 },
});

/**
 * The host's retry and time-out runtime plugin, @module-federation/retry-plugin with deadlines.
 * Only this plugin answers the `fetch` hook: the runtime calls every plugin's hook, so a second
 * one would fetch each manifest twice. A remote that still fails is left to the registry and
 * the errorLoadRemote plugin (its pages show the could-not-load view; the rest of the app works).
 */
export default function remoteFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'klubb-remote-fetch',
    // A manifest the page's HTML brought is not asked for again (inlined-manifests.ts).
    fetch: (url, init) => {
      const inlined = inlinedManifestResponse(url);
      if (inlined) return Promise.resolve(inlined);
      return retry.fetch!(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
    createScript: () => ({ timeout: REMOTE_ENTRY_TIMEOUT_MS }),
    loadEntryError: retry.loadEntryError,
    getModuleFactory: retry.getModuleFactory,
  };
}
