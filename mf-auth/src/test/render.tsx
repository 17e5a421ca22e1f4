import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import type { Brand, BrandConfig } from '@klubb/contracts';
import { ERRORS_NAMESPACE, errorBundles, initI18n, registerTranslations } from '@klubb/i18n';
import { RuntimeProvider } from '@klubb/runtime';
import { testRuntime } from '@klubb/runtime/testing';
import { useSessionStore } from '@klubb/session';

import { authBundles, AUTH_NAMESPACE } from '../i18n';
import { setRuntime } from '../utils/runtime';

const color = '#123456';
/** A brand as GET /v1/get/brand answers it, brand A's config unless told otherwise. */
export function brand(config: Partial<BrandConfig> = {}): Brand {
  return {
    id: 'klubb',
    name: 'Klubb',
    authTenantId: 'klubb-a1b2c',
    language: 'sv',
    currency: 'SEK',
    logoUrl: 'http://localhost:4000/media/logo-klubb.svg',
    contact: { email: 'medlem@klubb.example' },
    storeLinks: { ios: 'https://apps.example/ios', android: 'https://apps.example/android' },
    minimumContainerVersion: '1.0.0',
    theme: {
      light: {
        colors: {
          primary: color,
          onPrimary: color,
          background: color,
          surface: color,
          text: color,
          textMuted: color,
          accent: color,
          error: color,
          navigationBar: color,
          onNavigationBar: color,
        },
        fontFamily: { body: 'x', heading: 'x', image: 'x', preamble: 'x', tag: 'x' },
        offerTheme: { breakpoints: { xs: 2, sm: 3, lg: 4 }, gap: 16 },
        billboardTheme: { radius: 8, overlay: color },
        buttonRadius: 8,
        textFieldRadius: 8,
      },
    },
    config: {
      referralCodeInputType: 'options',
      referralCodeInputFieldLength: 6,
      referralCodeInputHint: 'Välj kortet du betalar med.',
      verifyWithSsn: true,
      ssnInfo: 'Vi verifierar ditt medlemskap med BankID.',
      terms: { url: 'https://klubb.example/villkor' },
      gdpr: { url: 'https://klubb.example/integritet' },
      navigationBar: [],
      showEditorial: true,
      showBenefit: true,
      showLive: true,
      showRestaurants: true,
      showBrandRoleName: false,
      remotes: ['mf_auth'],
      ...config,
    },
  };
}

/** Swedish texts of the common, auth and errors namespaces, and a brand in the store. */
export async function setUpAuthTest(config: Partial<BrandConfig> = {}): Promise<void> {
  await initI18n('sv');
  registerTranslations(AUTH_NAMESPACE, authBundles);
  registerTranslations(ERRORS_NAMESPACE, errorBundles);
  useSessionStore.setState({ brand: brand(config), appState: 'auth', session: null, user: null });
}

/**
 * Renders a page at a path, inside the route pattern that gives it its params, with a fresh query
 * client (the host provides the app's own).
 */
export function renderAt(element: ReactElement, path = '/', pattern = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The runtime the host would hand the remote, with this test's query client (ADR 015).
  const runtime = testRuntime({ queryClient: client });
  setRuntime(runtime);
  return render(
    <RuntimeProvider runtime={runtime}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<p>{'elsewhere'}</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </RuntimeProvider>,
  );
}
