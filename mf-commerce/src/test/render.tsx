import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { initI18n } from '@klubb/i18n';
import { addTranslations } from '@klubb/runtime';
import { testProviders, testRuntime } from '@klubb/runtime/testing';

import { commerceBundles, COMMERCE_NAMESPACE } from '../i18n';

/** Swedish texts of the common and commerce namespaces, for component tests. */
export async function setUpI18n(): Promise<void> {
  await initI18n(testRuntime().i18n, 'sv');
  // As `register` adds them (the test runtime's i18n is the page's instance).
  addTranslations(testRuntime(), COMMERCE_NAMESPACE, commerceBundles);
}

/**
 * Renders inside a router and a fresh query client with the shared client's defaults that matter
 * here (a query's own retry rule still applies, as it does in the app).
 */
export function renderWithProviders(element: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false } },
  });
  // The runtime the host would hand the remote, with this test's query client (ADR 015).
  const { Providers } = testProviders({ queryClient: client });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers>
      <MemoryRouter>{children}</MemoryRouter>
    </Providers>
  );
  return { client, ...render(element, { wrapper }) };
}
