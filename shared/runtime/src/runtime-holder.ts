import type { KlubbRuntime } from './runtime';

/** Where a remote keeps the runtime its `register` received, for its code outside React. */
export interface RuntimeHolder {
  setRuntime: (runtime: KlubbRuntime) => void;
  /** The kept runtime; throws before the host (or a test) called `register`/`setRuntime`. */
  runtime: () => KlubbRuntime;
}

/**
 * One holder per remote (its `src/lib/runtime.ts`): the remote's bundle keeps its own, so two
 * remotes never share one by accident, and components read the same object with `useRuntime()`.
 */
export function createRuntimeHolder(): RuntimeHolder {
  let current: KlubbRuntime | null = null;
  return {
    setRuntime: (runtime) => {
      current = runtime;
    },
    runtime: () => {
      if (!current) throw new Error('The runtime is used before the host called register()');
      return current;
    },
  };
}
