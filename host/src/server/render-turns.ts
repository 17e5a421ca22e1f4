// THE SEAM TO REMOVE once createRuntime makes its own instances (issue 33, helper 33a): renders
// still share the process's module singletons (the SDK's configuration and stores, the session
// store, the query client, i18next), so one render — from its first reset of those globals to the
// last byte React streams — holds the turn and the next waits. Everything that serialises renders
// is in this file; render.tsx asks for a turn in one place (`renderRoute`).
//
// Removing it (after 33a): render.tsx builds one runtime per request (createHostRuntime with its
// own query client, session store and i18n) instead of `runtimeFor` + the global resets, and
// `takeTurn` is replaced by `async () => () => {}` or its call dropped; then delete this file and
// run e2e/tests/server-render-concurrent.spec.ts, which must pass unchanged.

/** Gives the turn back; calling it more than once is harmless. */
export type Release = () => void;

let queue: Promise<unknown> = Promise.resolve();

/**
 * Resolves when the previous render has released its turn (or held it past `maxHoldMs`, so a
 * render that never ends cannot hold every other page for good) with the release of this one.
 */
export function takeTurn(maxHoldMs: number): Promise<Release> {
  let release!: Release;
  const released = new Promise<void>((resolve) => {
    release = () => resolve();
  });
  const held = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, maxHoldMs);
    void released.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
  const mine = queue.then(() => release);
  queue = queue.then(() => held);
  return mine;
}
