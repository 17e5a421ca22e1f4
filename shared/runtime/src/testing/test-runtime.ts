import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';

import { createI18n } from '@klubb/i18n';
import { createPageStorage, createSdk, type Sdk } from '@klubb/sdk';
import { testSdkConfig } from '@klubb/sdk/testing';
import {
  createAuthSession,
  createQueryClient,
  createSessionStore,
  type AuthSessionActions,
  type SessionStore,
} from '@klubb/session';

import { RUNTIME_CONTRACT_VERSION, type KlubbRuntime } from '../runtime';
import { sdkStateMembers, type RuntimeSdkState } from '../sdk-state';

/** The test file's page: one store, session and i18n instance, as one page has (test code only). */
interface TestPage {
  store: SessionStore;
  auth: AuthSessionActions;
  i18n: I18n;
  queryClient: QueryClient;
  sdk: () => Sdk;
  members: RuntimeSdkState;
}

let page: TestPage | null = null;

function testPage(): TestPage {
  if (page) return page;
  // The SDK as `setUpTestApi` (of @klubb/sdk/testing) configured it, read when first used, so a
  // test without the API can still render.
  const withoutApi = {
    apiUrl: '',
    appUrl: globalThis.location.origin,
    getIdToken: () => auth.getIdToken(),
  };
  let sdk: Sdk | null = null;
  const sdkOf = () => {
    const config = testSdkConfig() ?? withoutApi;
    if (sdk?.config !== config) sdk = createSdk(config);
    return sdk;
  };
  const store = createSessionStore();
  const queryClient = createQueryClient((error) => auth.onQueryError(error));
  const storage = createPageStorage();
  const members = sdkStateMembers(
    {
      get bankId() {
        return sdkOf().bankId;
      },
    },
    storage,
  );
  const auth = createAuthSession({
    store,
    api: () => sdkOf().api,
    queryClient,
    feedCache: members.feedCache,
    storage,
  });
  page = { store, auth, i18n: createI18n(), queryClient, sdk: sdkOf, members };
  return page;
}

/**
 * A runtime for a component or module test, made of the real instances a host would hand over:
 * the SDK client over `setUpTestApi`'s API, a session store and its auth actions, the test's
 * query client (else the page's), an i18next instance and the SDK's page-wide members (a test
 * sets the identity client up with `configureIdentity`, as the host does). Every call in one test
 * file hands out the same store and i18n instance, as one page's remotes get one runtime's; a test
 * of two runtimes side by side uses `createRuntime`. Navigation records the paths it was asked for.
 */
export function testRuntime(
  options: { queryClient?: QueryClient } = {},
): KlubbRuntime & { navigations: string[] } {
  const { store, auth, i18n, queryClient, sdk, members } = testPage();
  const navigations: string[] = [];
  const { signIn, signOut, establishSession, restoreSession, getIdToken } = auth;
  return {
    contractVersion: RUNTIME_CONTRACT_VERSION,
    get api() {
      return sdk().api;
    },
    get http() {
      return sdk().http;
    },
    session: { store, signIn, signOut, establishSession, restoreSession, getIdToken },
    queryClient: options.queryClient ?? queryClient,
    i18n,
    config: {
      get appUrl() {
        return testSdkConfig()?.appUrl ?? globalThis.location.origin;
      },
      get apiUrl() {
        return testSdkConfig()?.apiUrl ?? '';
      },
      brand: () => store.getState().brand,
    },
    navigation: { navigate: (to) => void navigations.push(to) },
    ...members,
    navigations,
  };
}
