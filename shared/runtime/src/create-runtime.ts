import type { i18n as I18n } from 'i18next';

import { createI18n } from '@klubb/i18n';
import {
  createPageStorage,
  createSdk,
  pageRequestTimeoutMs,
  type ServerFailure,
  type StoredValues,
} from '@klubb/sdk';
import {
  createAuthSession,
  createQueryClient,
  createSessionStore,
  historyNavigate,
} from '@klubb/session';

import { RUNTIME_CONTRACT_VERSION, type KlubbRuntime, type RuntimeNavigation } from './runtime';
import { sdkStateMembers } from './sdk-state';

export interface CreateRuntimeOptions {
  appUrl: string;
  apiUrl: string;
  /**
   * The ID token for the API's calls; by default the runtime's own session's (a member's,
   * refreshed when due; null for a visitor). A server render or a standalone page passes none.
   */
  getIdToken?: () => Promise<string | null>;
  /** Defaults to a plain history entry (the router reads it when it mounts or re-renders). */
  navigate?: RuntimeNavigation['navigate'];
  /** Told of each API answer of 500 or more, with the calling code's stack (ADR 024). */
  onServerError?: (failure: ServerFailure) => void;
  /**
   * Where `storage` and `feedCache` keep their values: by default the page's localStorage (or
   * memory of this runtime's own where it is blocked, as in Node); a server render gives each request its own
   * (`createMemoryStorage`), so no page reads another's feed or categories.
   */
  storage?: StoredValues;
  /**
   * The runtime's i18next instance; by default a new one of its own. A server render passes the
   * instance its language and remote version share, initialised once and never changed by a
   * render (host/src/server/server-i18n.ts).
   */
  i18n?: I18n;
}

/** A plain history entry, which the router reads when it mounts (the session's, one for both). */
export { historyNavigate };

/**
 * Creates a runtime and the instances it owns (ADR 015, ADR 027): its SDK client for this app URL
 * and API (`createSdk`), its session store and auth actions (`createSessionStore`), its query
 * client and its i18next instance (`createI18n`), with the configuration, the navigation and the
 * SDK's page-wide members (identity client, analytics, native bridge and container, storage, feed
 * cache: `sdkStateMembers`). Nothing is a module global: two runtimes in one process — a page and
 * a test, two server renders of two brands — share no state.
 */
export function createRuntime(options: CreateRuntimeOptions): KlubbRuntime {
  const { appUrl, apiUrl, navigate = historyNavigate, onServerError } = options;
  const storage = options.storage ?? createPageStorage();
  const store = createSessionStore();
  // The session moves the page (a return path, sign-out's `/`) through this navigation too.
  store.getState().setNavigate(navigate);
  // The query client tells the session of failed calls, and the SDK asks it for the token: each
  // needs the other, so the session's actions are read when called.
  const queryClient = createQueryClient((error) => auth.onQueryError(error));
  const sdk = createSdk({
    apiUrl,
    appUrl,
    getIdToken: options.getIdToken ?? (() => auth.getIdToken()),
    ...(onServerError ? { onServerError } : {}),
    // A page's calls end at the device's request time-out; a server render has its own budget.
    ...(typeof window === 'undefined' ? {} : { timeoutMs: pageRequestTimeoutMs }),
  });
  const members = sdkStateMembers(sdk, storage);
  // Sign-out clears this runtime's feed caches, in its own storage (a server render's is its own).
  const auth = createAuthSession({
    store,
    api: () => sdk.api,
    queryClient,
    feedCache: members.feedCache,
    storage,
  });
  const { signIn, signOut, establishSession, restoreSession, getIdToken } = auth;
  return {
    contractVersion: RUNTIME_CONTRACT_VERSION,
    api: sdk.api,
    http: sdk.http,
    session: { store, signIn, signOut, establishSession, restoreSession, getIdToken },
    queryClient,
    i18n: options.i18n ?? createI18n(),
    config: { appUrl, apiUrl, brand: () => store.getState().brand },
    navigation: { navigate },
    ...members,
  };
}
