import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import type { BrandConfig } from '@klubb/contracts';
import { ERRORS_NAMESPACE, errorBundles, initI18n } from '@klubb/i18n';
import { addTranslations } from '@klubb/runtime';
import { testBrand, testProviders, testRuntime } from '@klubb/runtime/testing';

import { authBundles, AUTH_NAMESPACE } from '../i18n';

// The test page's session store, the one every `testRuntime()` of this file hands out.
const useSessionStore = testRuntime().session.store;

/** Swedish texts of the common, auth and errors namespaces, and a brand in the store. */
export async function setUpAuthTest(config: Partial<BrandConfig> = {}): Promise<void> {
  await initI18n(testRuntime().i18n, 'sv');
  // As `register` adds them (the test runtime's i18n is the page's instance).
  addTranslations(testRuntime(), AUTH_NAMESPACE, authBundles);
  addTranslations(testRuntime(), ERRORS_NAMESPACE, errorBundles);
  const brand = testBrand({ config: { remotes: ['mf_auth'], ...config } });
  useSessionStore.setState({ brand, appState: 'auth', session: null, user: null });
}

/**
 * Renders a page at a path, inside the route pattern that gives it its params, with a fresh query
 * client (the host provides the app's own). With `typeBeforeHydration`, the page is the server's
 * HTML first, typed into by that function, and then hydrated, as a server-rendered page is.
 */
export function renderAt(
  element: ReactElement,
  path = '/',
  pattern = '/',
  { typeBeforeHydration }: { typeBeforeHydration?: (page: HTMLElement) => void } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The runtime the host would hand the remote, with this test's query client (ADR 015).
  const { Providers } = testProviders({ queryClient: client });
  const page = (
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<p>{'elsewhere'}</p>} />
        </Routes>
      </MemoryRouter>
    </Providers>
  );
  if (!typeBeforeHydration) return render(page);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page);
  typeBeforeHydration(container);
  return render(page, { container, hydrate: true });
}
