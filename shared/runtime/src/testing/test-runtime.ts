import type { QueryClient } from '@tanstack/react-query';

import { i18n } from '@klubb/i18n';
import { api, httpRequest, sdkConfig } from '@klubb/sdk';
import { establishSession, queryClient, signIn, signOut, useSessionStore } from '@klubb/session';

import { RUNTIME_CONTRACT_VERSION, type KlubbRuntime } from '../runtime';
import { sdkStateMembers } from '../sdk-state';

/**
 * A runtime for a component or module test, made of the real instances a host would hand over:
 * the SDK as `setUpTestApi` (of @klubb/sdk/testing) configured it (read when first used, so a test
 * without the API can still render), the session store, the test's query client (else the
 * page's), the i18n instance and the SDK's module state (a test sets the identity client up with
 * `configureIdentity`, as the host does). Navigation records the paths it was asked for.
 */
export function testRuntime(
  options: { queryClient?: QueryClient } = {},
): KlubbRuntime & { navigations: string[] } {
  const navigations: string[] = [];
  return {
    contractVersion: RUNTIME_CONTRACT_VERSION,
    get api() {
      return api();
    },
    get http() {
      return httpRequest();
    },
    session: { store: useSessionStore, signIn, signOut, establishSession },
    queryClient: options.queryClient ?? queryClient,
    i18n,
    config: {
      get appUrl() {
        return sdkConfig()?.appUrl ?? globalThis.location.origin;
      },
      get apiUrl() {
        return sdkConfig()?.apiUrl ?? '';
      },
      brand: () => useSessionStore.getState().brand,
    },
    navigation: { navigate: (to) => void navigations.push(to) },
    ...sdkStateMembers(),
    navigations,
  };
}
