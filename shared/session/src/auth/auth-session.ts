import type { QueryClient } from '@tanstack/react-query';

import { ERROR_CODES } from '@klubb/contracts';
import {
  createIdTokenKeeper,
  identity as sdkIdentity,
  isApiError,
  isNetworkError,
  isSignOutError,
  refreshDelay,
  storedTokensOf,
  type AuthTokens,
  type Endpoints,
  type FeedCaches,
  type IdentityClient,
  type StoredValues,
  trackEvent,
} from '@klubb/sdk';

import type { AuthSession, CurrentUser, SessionStore } from '../session-store';

import {
  forgetPersistedSession,
  forgetPersistedUser,
  persistSession,
  persistUser,
  readPersistedSession,
  readPersistedUser,
} from './auth-storage';

/** Product API codes that mean the session is over: the member signs in again (spec §4). */
const SESSION_OVER_CODES = new Set<string>([
  ERROR_CODES.tokenRevoked,
  ERROR_CODES.userDisabled,
  ERROR_CODES.tokenUserNotFound,
  ERROR_CODES.tokenExpired,
]);

/**
 * How long a start waits for the member's record when a kept one can stand in (issue 32: with the
 * API slow, a returning member saw a spinner on a blank page until it answered, or for good when
 * it never did). The fresh record replaces the kept one when it comes.
 */
export const KEPT_USER_WAIT_MS = 2_000;

/** The promise's value if it settles within KEPT_USER_WAIT_MS, else `fallback`. */
function firstOf<T>(promise: Promise<T>, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const later = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), KEPT_USER_WAIT_MS);
  });
  return Promise.race([promise, later]).finally(() => clearTimeout(timer));
}

/** Partner binding (spec §6): signed in to the provider, but not a member of this brand. */
const PARTNER_BINDING_CODES = new Set<string>([
  ERROR_CODES.registrationIncomplete,
  ERROR_CODES.otherPartner,
]);

/** Whether an error of any call means the session has ended (revoked, disabled, expired). */
export function isSessionOver(error: unknown): boolean {
  return (
    isSignOutError(error) ||
    (isApiError(error) && error.status === 401 && SESSION_OVER_CODES.has(error.code))
  );
}

export const isPartnerBindingError = (error: unknown) =>
  isApiError(error) && PARTNER_BINDING_CODES.has(error.code);

export type RestoreResult =
  | { status: 'anonymous' }
  | { status: 'signedIn'; user: CurrentUser }
  /** The kept session had ended (revoked, disabled): the member is told to sign in again. */
  | { status: 'expired' };

export interface SignOutOptions {
  /** The session ended by itself (revoked, disabled, expired): say so on the sign-in screen. */
  expired?: boolean;
}

/** What a session's auth actions work with: the runtime's store, API and query client. */
export interface AuthSessionOptions {
  store: SessionStore;
  /** The API's endpoints (read when called: the SDK client is made with this session's token). */
  api: () => Endpoints;
  queryClient: QueryClient;
  /**
   * The runtime's feed cache stores (its own storage's: a server render's are its own), which
   * sign-out clears (spec §4).
   */
  feedCache: Pick<FeedCaches, 'clear'>;
  /**
   * Where the session and the member's record are kept across reloads: the runtime's storage (a
   * server render's is its own), never a module's.
   */
  storage: StoredValues;
  /** The identity client for the brand's tenant (the host configures it once the brand is known). */
  identity?: () => IdentityClient;
}

/** The auth actions of one session store (spec §4). */
export interface AuthSessionActions {
  signIn: (identityCall: () => Promise<AuthTokens>) => Promise<CurrentUser>;
  signOut: (options?: SignOutOptions) => Promise<void>;
  establishSession: (tokens: AuthTokens) => AuthSession;
  restoreSession: () => Promise<RestoreResult>;
  getIdToken: () => Promise<string | null>;
  refreshNow: () => Promise<AuthSession>;
  /** For the query client's `onError`: "session over" from any call signs the member out. */
  onQueryError: (error: unknown) => void;
}

/**
 * Creates the auth actions of one session store (ADR 027): signing in, restoring the kept
 * session, the ID token kept fresh, and signing out. They work on the given store, API and query
 * client only, so two runtimes' sessions never meet.
 */
export function createAuthSession(options: AuthSessionOptions): AuthSessionActions {
  const { store, api, queryClient, feedCache, storage, identity = sdkIdentity } = options;

  function keep(session: AuthSession): void {
    store.getState().setSession(session);
    persistSession(storage, session, identity().tenantId);
  }

  // The SDK's one token keeper (shared with the console): refresh ahead of expiry, lazily on a call.
  const keeper = createIdTokenKeeper<AuthSession>({
    read: () => store.getState().session,
    keep,
    refresh: (refreshToken) => identity().refresh(refreshToken),
    isSessionOver,
    onSessionOver: () => signOut({ expired: true }),
    onError: (error) => console.warn('[klubb] token refresh stopped:', error),
  });

  /**
   * Refreshes the ID token now; calls that arrive meanwhile share the one refresh. The refresh
   * token may be rotated. An answer for a session that ended meanwhile is dropped.
   */
  function refreshNow(): Promise<AuthSession> {
    return keeper.refreshNow();
  }

  /**
   * The member's ID token for a call, refreshed first when it counts as expired (30 s early);
   * null while anonymous. A refresh that says the session is over signs the member out.
   */
  function getIdToken(): Promise<string | null> {
    return keeper.getIdToken();
  }

  /** Starts a session from a sign-in's tokens: kept, persisted and refreshed ahead of expiry. */
  function establishSession(tokens: AuthTokens): AuthSession {
    const session = storedTokensOf(tokens, Date.now());
    keep(session);
    keeper.start(session.expiresAt);
    return session;
  }

  /** Ends the session here only: no call, no state change, no URL change. */
  function dropSession(): void {
    keeper.stop();
    forgetPersistedSession(storage);
    forgetPersistedUser(storage);
    store.setState({ session: null, user: null });
  }

  /**
   * Signs in with the given identity call and enters the app (spec §4): the session is kept, the
   * member's record fetched, and the app goes to set-up or content by the onboarding flag. When
   * the account is not this brand's member (partner binding) the session is dropped again and the
   * API's error is thrown for the screen to explain.
   */
  async function signIn(identityCall: () => Promise<AuthTokens>): Promise<CurrentUser> {
    establishSession(await identityCall());
    let user: CurrentUser;
    try {
      user = await api().getUser();
    } catch (error) {
      dropSession();
      throw error;
    }
    store.setState({ user, signOutReason: null });
    persistUser(storage, user);
    trackEvent('signIn', 'auth');
    store.getState().dispatch({ type: 'signedIn', completedOnboarding: user.completedOnboarding });
    return user;
  }

  /**
   * Restores the kept session at start (the session survives reload): refreshes the token if it is
   * about to expire, fetches the member and starts the refresh loop. Offline, the member's kept
   * record starts them signed in; without one the session is kept and the app starts anonymous.
   * A slow API does not hold the start beyond KEPT_USER_WAIT_MS when a kept record can stand in.
   */
  async function restoreSession(): Promise<RestoreResult> {
    const kept = readPersistedSession(storage, identity().tenantId);
    if (!kept) {
      forgetPersistedSession(storage);
      return { status: 'anonymous' };
    }
    store.getState().setSession(kept);
    try {
      const session = refreshDelay(kept.expiresAt, Date.now()) === 0 ? await refreshNow() : kept;
      const fresh = api()
        .getUser()
        .then((user) => {
          // A record that comes after the start is a session that may have ended meanwhile.
          if (store.getState().session === null) return user;
          store.setState({ user });
          persistUser(storage, user);
          return user;
        });
      const keptUser = readPersistedUser(storage, kept.uid);
      const user = keptUser ? await firstOf(fresh, keptUser) : await fresh;
      keeper.start(session.expiresAt);
      if (user === keptUser) {
        // Started on the kept record: the API's answer still decides whether the session is over.
        fresh.catch((error: unknown) => {
          if (isSessionOver(error) && store.getState().session) void signOut({ expired: true });
        });
      }
      return { status: 'signedIn', user };
    } catch (error) {
      if (isNetworkError(error) || (isApiError(error) && error.status >= 500)) {
        // Offline, or the API failing (5xx; 600 is the SDK's unreachable): the member's kept
        // record (userDataStore) starts them signed in; without one the app starts anonymous
        // for now, and the session stays for the next start. Only an answer that says the
        // session is over (or a 4xx) forgets it.
        keeper.start(kept.expiresAt);
        const user = readPersistedUser(storage, kept.uid);
        if (!user) return { status: 'anonymous' };
        store.setState({ user });
        return { status: 'signedIn', user };
      }
      dropSession();
      if (!isSessionOver(error)) return { status: 'anonymous' };
      store.setState({ signOutReason: 'sessionExpired' });
      return { status: 'expired' };
    }
  }

  /** Sends the page to `/` through the store's navigation (the app's router once it has one). */
  function resetUrlToRoot(): void {
    if (window.location.pathname === '/' && !window.location.search) return;
    store.getState().navigate('/', { replace: true });
  }

  /**
   * Signs out (spec §4): ends the provider session (best effort), clears the session, the member's
   * server data and every feed cache of this runtime, and resets the URL to `/`. An ended session leaves the
   * "Session expired, login again" message for the sign-in screen.
   */
  async function signOut(options: SignOutOptions = {}): Promise<void> {
    const { session, dispatch } = store.getState();
    // Sent while the member is still known, so the event carries who signed out.
    if (session) trackEvent(options.expired ? 'sessionExpired' : 'signOut', 'auth');
    if (session && !options.expired) {
      identity()
        .revokeToken(session.idToken, session.refreshToken)
        .catch(() => undefined);
    }
    dropSession();
    feedCache.clear();
    queryClient.clear();
    store.setState({ signOutReason: options.expired ? 'sessionExpired' : null });
    if (session) dispatch({ type: options.expired ? 'sessionExpired' : 'signedOut' });
    resetUrlToRoot();
  }

  return {
    signIn,
    signOut,
    establishSession,
    restoreSession,
    getIdToken,
    refreshNow,
    // Any call of any remote that hears "session over" from the API signs the member out.
    onQueryError: (error) => {
      if (store.getState().session && isSessionOver(error)) void signOut({ expired: true });
    },
  };
}
