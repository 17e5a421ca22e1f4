import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import type { KlubbRuntime } from '../runtime';
import { RuntimeProvider } from '../runtime-context';

import { testRuntime } from './test-runtime';

/**
 * What a host puts around a remote's pages, for a component test's wrapper: a test runtime with
 * the test's query client under `RuntimeProvider` and `QueryClientProvider`. `keep`, where a
 * remote still keeps the runtime `register` received, is handed the same runtime.
 */
export function testProviders(options: {
  queryClient: QueryClient;
  keep?: (runtime: KlubbRuntime) => void;
}) {
  const runtime = testRuntime({ queryClient: options.queryClient });
  options.keep?.(runtime);
  function Providers({ children }: { children: ReactNode }) {
    return (
      <RuntimeProvider runtime={runtime}>
        <QueryClientProvider client={options.queryClient}>{children}</QueryClientProvider>
      </RuntimeProvider>
    );
  }
  return { runtime, Providers };
}
