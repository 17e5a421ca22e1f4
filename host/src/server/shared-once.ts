// The render entry's shared modules (React, react-dom, …), kept once resolved. The server build
// provides every shared singleton eagerly (mf-config's server-build.cjs), and the federation
// bundler runtime's eager consumes (installInitialConsumes) drop themselves from webpack's module
// cache each time they are required; the host's modules require React again at every hook call
// (webpack writes `index_js_eager_namespaceFn()` for them), so every hook resolved React's share
// by semver anew: about 9 ms of a page's 60 ms of CPU (docs/perf.md, issue 33). Once resolved, a
// shared singleton is the one the entry provided for the process's life (the client build
// resolves its shares once too, before its bootstrap), so it is kept in the module cache.

interface WebpackRequire {
  /** The module factories by id. */
  m: Record<string, (module: { exports: unknown }, ...rest: unknown[]) => void>;
  /** The module cache by id. */
  c: Record<string, unknown>;
}
declare const __webpack_require__: WebpackRequire | undefined;

const CONSUME_PREFIX = 'webpack/sharing/consume/';

/**
 * Wraps each consume of a shared module in `webpackRequire` (the render entry's own, by default)
 * so that, once resolved, it stays in the module cache; returns how many it wrapped. Nothing
 * outside a webpack build (the unit tests).
 */
export function keepSharedModules(
  webpackRequire: WebpackRequire | undefined = typeof __webpack_require__ === 'undefined'
    ? undefined
    : __webpack_require__,
): number {
  if (!webpackRequire?.m || !webpackRequire.c) return 0;
  const { m: factories, c: cache } = webpackRequire;
  let wrapped = 0;
  for (const id of Object.keys(factories)) {
    const resolveShare = factories[id];
    if (!id.startsWith(CONSUME_PREFIX) || !resolveShare) continue;
    factories[id] = (module, ...rest) => {
      resolveShare(module, ...rest);
      cache[id] = module;
    };
    wrapped += 1;
  }
  return wrapped;
}
