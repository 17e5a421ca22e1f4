import { createRuntimeHolder } from '@klubb/runtime';

/**
 * The page's runtime as the host handed it to `register` (ADR 015), for this remote's code outside
 * React's tree (query options, mutations); components use `useRuntime()` of @klubb/runtime.
 */
export const { setRuntime, runtime } = createRuntimeHolder();
