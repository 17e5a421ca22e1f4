import '@klubb/ui/base.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

import { initI18n } from '@klubb/i18n';
import { RuntimeProvider, type RegisterRemote } from '@klubb/runtime';
import { createRuntime } from '@klubb/runtime/create';
import { configureIdentity } from '@klubb/sdk';
import { applyTheme, Spinner } from '@klubb/ui';

export interface StandaloneOptions {
  apiUrl: string;
  /** Which brand to show: one of the brands' app URLs (brand A by default). */
  appUrl: string;
}

/**
 * Renders a remote on its own origin for its team: the real API, brand, theme, language and
 * providers, the remote's content routes at their own paths. No host, no other remote.
 */
export async function renderStandalone(
  register: RegisterRemote,
  options: StandaloneOptions,
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  root.render(<Spinner />);
  // The runtime a host would hand the remote (ADR 015), made by the host's own builder.
  const runtime = createRuntime({ ...options, getIdToken: async () => null });
  const { store } = runtime.session;
  const module = register(runtime);
  const brand = await runtime.api.getBrand(options.appUrl);
  // The identity client for the brand's tenant, as the host's boot sets it up (runtime.identity).
  configureIdentity({
    apiUrl: options.apiUrl,
    tenantId: brand.authTenantId,
    locale: brand.language,
  });
  applyTheme(brand.theme.light);
  await initI18n(runtime.i18n, brand.language);
  // The page speaks the brand's language (brand B: Norwegian), as the host's boot sets it.
  document.documentElement.lang = brand.language;
  store.getState().setBrand(brand);
  store.getState().dispatch({ type: 'booted', member: null, mustUpdate: false });
  const routes = module.routes.map((route) => ({
    path: route.path,
    Page: lazy(() => route.load().then(({ Page }) => ({ default: Page }))),
  }));
  root.render(
    <RuntimeProvider runtime={runtime}>
      <I18nextProvider i18n={runtime.i18n}>
        <QueryClientProvider client={runtime.queryClient}>
          <BrowserRouter>
            <main id="content">
              <Suspense fallback={<Spinner />}>
                <Routes>
                  {routes.map(({ path, Page }) => (
                    <Route key={path} path={path} element={<Page />} />
                  ))}
                </Routes>
              </Suspense>
            </main>
          </BrowserRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </RuntimeProvider>,
  );
}
