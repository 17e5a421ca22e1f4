import { i18n } from '@klubb/i18n';
import { api, configureSdk, httpRequest, type ServerFailure } from '@klubb/sdk';
import {
  establishSession,
  historyNavigate,
  queryClient,
  signIn,
  signOut,
  useSessionStore,
} from '@klubb/session';

import { RUNTIME_CONTRACT_VERSION, type KlubbRuntime, type RuntimeNavigation } from './runtime';
import { sdkStateMembers } from './sdk-state';

export interface CreateRuntimeOptions {
  appUrl: string;
  apiUrl: string;
  /** The signed-in member's ID token for the API's calls (null for a visitor). */
  getIdToken: () => Promise<string | null>;
  /** Defaults to a plain history entry (the router reads it when it mounts or re-renders). */
  navigate?: RuntimeNavigation['navigate'];
  /** Told of each API answer of 500 or more, with the calling code's stack (ADR 024). */
  onServerError?: (failure: ServerFailure) => void;
}

/** A plain history entry, which the router reads when it mounts (the session's, one for both). */
export { historyNavigate };

/**
 * The page's one runtime (ADR 015), for a host and for a remote's standalone shell alike: the SDK
 * configured for this app URL, the session store and its auth actions, the query client, the i18n
 * instance, the configuration and the navigation, and the SDK's module state (identity client,
 * BankID, analytics, native bridge and container, storage, feed cache: `sdkStateMembers`) of the
 * copy that builds it. The SDK's module globals are configured too: the host's own features and
 * contract-1 remotes read them, and the host sets up identity, analytics and the container there.
 */
export function createRuntime(options: CreateRuntimeOptions): KlubbRuntime {
  const { appUrl, apiUrl, getIdToken, navigate = historyNavigate, onServerError } = options;
  configureSdk({ apiUrl, appUrl, getIdToken, ...(onServerError ? { onServerError } : {}) });
  // The session moves the page (a return path, sign-out's `/`) through this navigation too.
  useSessionStore.getState().setNavigate(navigate);
  return {
    contractVersion: RUNTIME_CONTRACT_VERSION,
    api: api(),
    http: httpRequest(),
    session: { store: useSessionStore, signIn, signOut, establishSession },
    queryClient,
    i18n,
    config: { appUrl, apiUrl, brand: () => useSessionStore.getState().brand },
    navigation: { navigate },
    ...sdkStateMembers(),
  };
}
