// The host's federation bundler runtime, provided to every remote on the page (ADR 014, decision
// 4, step 8). A remoteEntry built by this preset carries no bundler runtime of its own
// (bundler-runtime-external.js stands in for it): each copy was about 6.5 KB gzip of the 9 KB
// entry, five on every first view. The functions take the container's `__webpack_require__` as
// an argument and keep their state in it, so one copy serves every container. Two things are
// per container and made so here:
// - `initContainerEntry`: a host without exposes builds it away (FEDERATION_HAS_EXPOSES), so it is
//   taken from its own file;
// - the runtime's `init`: @module-federation/runtime keeps the first instance it creates in a
//   module variable that its `loadRemote` and `registerRemotes` use; a remote's init through the
//   host's copy would put the remote's instance there. `containerInit` finds or creates the
//   container's instance as that `init` does, without touching the variable.
import { CurrentGlobal } from '@module-federation/runtime-core';
import federation from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

/** The global a remote's bundler-runtime-external.js reads (federation-runtime.cjs names it too). */
export const BUNDLER_RUNTIME_GLOBAL = '_KLUBB_FEDERATION_BUNDLER_RUNTIME';

/** A container's instance: the one of its name (and version) on the page, else a new one. */
function containerInit(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    (instance) =>
      instance.options.name === options.name &&
      (options.version ? instance.options.version === options.version : !instance.options.version),
  );
  if (!existing) return federation.runtime.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

/** Publishes the bundler runtime once per page; `from` names who did (the host, a standalone page). */
export function provideBundlerRuntime(from) {
  if (globalThis[BUNDLER_RUNTIME_GLOBAL]) return globalThis[BUNDLER_RUNTIME_GLOBAL];
  const provided = {
    from,
    bundlerRuntime: { ...federation.bundlerRuntime, initContainerEntry },
    attachShareScopeMap: federation.attachShareScopeMap,
    runtime: { ...federation.runtime, init: containerInit },
  };
  globalThis[BUNDLER_RUNTIME_GLOBAL] = provided;
  return provided;
}

/** The host's runtime plugin: the federation entry imports it before any remote can load. */
export default function provideBundlerRuntimePlugin() {
  provideBundlerRuntime('host');
  return { name: 'klubb-provide-bundler-runtime' };
}
