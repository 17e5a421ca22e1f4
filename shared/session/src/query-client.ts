import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

type ErrorListener = (error: unknown) => void;
const errorListeners = new Set<ErrorListener>();

/**
 * Hears every failed query and mutation of the page: the session signs the member out when the
 * API says the session is over (revoked, disabled), whichever remote asked.
 */
export function onServerError(listener: ErrorListener): () => void {
  errorListeners.add(listener);
  return () => errorListeners.delete(listener);
}
const notify = (error: unknown) => errorListeners.forEach((listener) => listener(error));

/**
 * The single TanStack Query client of the page, for server state. Deliberate defaults: data stays
 * fresh for 30 s, one retry (the SDK already maps network failures), no refetch on focus — a
 * member app in a webview gains nothing from refetching each time it is foregrounded.
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: notify }),
  mutationCache: new MutationCache({ onError: notify }),
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
