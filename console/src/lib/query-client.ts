import { QueryClient } from '@tanstack/react-query';

/**
 * The console's TanStack Query client. Operators act on what they see, so data goes stale at
 * once and is asked again on focus; one retry, none for changes (a change is never repeated
 * behind the operator's back).
 */
export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 0, retry: 1, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createConsoleQueryClient();
