import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { RuntimeProvider } from '../runtime-context';

import { testRuntime } from './test-runtime';

/**
 * What a host puts around a remote's pages, for a component test's wrapper: a test runtime with
 * the test's query client under `RuntimeProvider` and `QueryClientProvider`.
 */
export function testProviders(options: { queryClient: QueryClient }) {
  const runtime = testRuntime({ queryClient: options.queryClient });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <RuntimeProvider runtime={runtime}>
        <QueryClientProvider client={options.queryClient}>{children}</QueryClientProvider>
      </RuntimeProvider>
    );
  }
  return { runtime, Providers };
}
