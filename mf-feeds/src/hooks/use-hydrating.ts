import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True on the server and while the client hydrates the server's HTML; false once hydrated (React
 * renders again at once when the client's answer differs from the server's), and false in a
 * render of the client's own (a navigation). What a server render leaves to the client (issue 33:
 * the server renders the route's first screen, the rest follows) is rendered where this is false,
 * so the client's first render matches the server's HTML and hydration finds no mismatch.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
