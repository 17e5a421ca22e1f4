import { QueryClient } from '@tanstack/react-query';

/**
 * The single TanStack Query client of the page, for server state. Deliberate defaults: data stays
 * fresh for 30 s, one retry (the SDK already maps network failures), no refetch on focus — a
 * member app in a webview gains nothing from refetching each time it is foregrounded.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
  },
});
