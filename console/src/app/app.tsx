import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';

import { queryClient } from '../lib/query-client';

import { ConsoleRoutes } from './routes';

/** The console's providers: the query client and the router (real URLs: deep links work). */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <ConsoleRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
