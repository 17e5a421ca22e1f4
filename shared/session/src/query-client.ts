import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Creates a TanStack Query client for server state, owned by a runtime (ADR 027). Deliberate
 * defaults: data stays fresh for 30 s, one retry (the SDK already maps network failures), no
 * refetch on focus — a member app in a webview gains nothing from refetching each time it is
 * foregrounded. `onError` hears every failed query and mutation: the runtime's session signs the
 * member out when the API says the session is over, whichever remote asked.
 */
export function createQueryClient(onError: (error: unknown) => void = () => undefined) {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
