// What a remote's federation entry imports in place of @module-federation/webpack-bundler-runtime
// (ADR 014, decision 4, step 8): the page's one bundler runtime, which the host provides
// (bundler-runtime-provider.js), or a remote's standalone page with its federation-runtime
// script. Without it the remote cannot start: its load fails, and the host's failure isolation
// shows that remote's pages as not loaded.
const provided = globalThis._KLUBB_FEDERATION_BUNDLER_RUNTIME;
if (!provided) {
  throw new Error(
    '[klubb] no federation bundler runtime on the page: this remote runs in a host that provides it',
  );
}

export default {
  runtime: provided.runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: provided.bundlerRuntime,
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
