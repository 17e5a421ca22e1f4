import type { KlubbRuntime } from '@klubb/runtime';

/**
 * The page's runtime as the host handed it to `register` (ADR 015), for this remote's code outside
 * React's tree (query options, mutations); components use `useRuntime()` of @klubb/runtime.
 */
let current: KlubbRuntime | null = null;

export function setRuntime(runtime: KlubbRuntime): void {
  current = runtime;
}

export function runtime(): KlubbRuntime {
  if (!current) throw new Error('The runtime is used before the host called register()');
  return current;
}
