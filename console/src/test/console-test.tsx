import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { IDENTITY_HOSTS, IDENTITY_PATHS, OPERATORS_TENANT_ID } from '@klubb/contracts';
import { configureIdentity } from '@klubb/sdk';
import { TEST_API_URL, setUpTestApi, testSdkConfig } from '@klubb/sdk/testing';
import { installDialogMethods } from '@klubb/ui/testing';

import { initConsoleI18n } from '../app/language';
import { ConsoleRoutes } from '../app/routes';
import { clearAnnouncement } from '../lib/announcer';
import { configureConsoleSdk } from '../lib/console-sdk';
import { getIdToken, signOut } from '../lib/session/operator-session';
import { useSessionStore } from '../lib/session/session-store';

/** The identity stand-in's sign-in and refresh, at the API's URL (PROTOCOLS.md §1.7). */
export const SIGN_IN_PATH = `/${IDENTITY_HOSTS.identityToolkit}${IDENTITY_PATHS.signInWithPassword}`;
export const REFRESH_PATH = `/${IDENTITY_HOSTS.secureToken}${IDENTITY_PATHS.token}`;

/**
 * The console's collaborators at the HTTP layer (MSW): the registry API and the identity
 * provider's stand-in; the SDK's real client runs, with the token the console's session hands out.
 */
export function setUpConsoleTest() {
  const api = setUpTestApi({ getIdToken: () => getIdToken() });
  beforeAll(async () => {
    installDialogMethods();
    const config = testSdkConfig();
    if (config) configureConsoleSdk(config);
    configureIdentity({ apiUrl: TEST_API_URL, tenantId: OPERATORS_TENANT_ID });
    await initConsoleI18n('en');
  });
  afterEach(() => {
    signOut();
    clearAnnouncement();
    sessionStorage.clear();
  });
  return api;
}

/** The identity provider's answer to a password sign-in. */
export const signInAnswer = (email: string, idToken = 'operator-token-1') => ({
  kind: 'identitytoolkit#VerifyPasswordResponse',
  localId: 'op-klubb',
  email,
  displayName: '',
  idToken,
  registered: true,
  refreshToken: `refresh-${idToken}`,
  expiresIn: '3600',
});

/** An operator already signed in (the tab's session), with a token that is not expiring. */
export function signedIn(email = 'ops.klubb@klubb.example', idToken = 'operator-token-1'): void {
  useSessionStore.setState({
    session: {
      uid: 'op-klubb',
      email,
      idToken,
      refreshToken: `refresh-${idToken}`,
      expiresAt: Date.now() + 3_600_000,
    },
  });
}

/** The console's routes at a path, with a query client of their own (no retries in tests). */
export function renderConsole(path = '/') {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ConsoleRoutes />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
