import { isSignOutError } from './identity-error';
import { createTokenRefresher } from './token-refresher';
import { isTokenExpired, storedTokensOf, type AuthTokens, type StoredTokens } from './tokens';

export interface IdTokenKeeperOptions<S extends StoredTokens> {
  /** The session as kept now; null when signed out. */
  read: () => S | null;
  /** Keeps a refreshed session (called only while the same user is still signed in). */
  keep: (session: S) => void;
  /** The identity call that trades a refresh token for new tokens (the identity client's). */
  refresh: (refreshToken: string) => Promise<AuthTokens>;
  /** What the app keeps beside the tokens (the console's e-mail); the tokens alone by default. */
  toSession?: (tokens: StoredTokens, current: S) => S;
  /** Whether a failed refresh means the session is over; identity's sign-out errors by default. */
  isSessionOver?: (error: unknown) => boolean;
  /** The session is over: the app signs out. */
  onSessionOver: (error: unknown) => void | Promise<void>;
  /** Any other failure of the proactive loop, after which it stops (a call refreshes lazily). */
  onError?: (error: unknown) => void;
  now?: () => number;
}

export interface IdTokenKeeper<S extends StoredTokens> {
  /**
   * The ID token for a call, refreshed first when it counts as expired (30 s early); null when
   * signed out, or when the refresh says the session is over. Offline, the old token goes out.
   */
  getIdToken: () => Promise<string | null>;
  /** Refreshes now; calls that arrive meanwhile share the one refresh. */
  refreshNow: () => Promise<S>;
  /** (Re)starts the proactive refresh for a token that expires at `expiresAt`. */
  start: (expiresAt: number) => void;
  /** Stops the loop and forgets a refresh in flight (sign-out). */
  stop: () => void;
}

/**
 * The one keeper of an ID token (PROTOCOLS.md §2), for the member app's session and the console's
 * operator session alike: a refresh about 5 minutes before expiry with back-off, a lazy refresh
 * when a call finds the token expired, one refresh shared by every call waiting for it, and an
 * answer dropped when the session ended or changed user meanwhile. A refreshed token keeps the
 * sign-in's auth_time, so it never makes a session fresh again.
 */
export function createIdTokenKeeper<S extends StoredTokens>(
  options: IdTokenKeeperOptions<S>,
): IdTokenKeeper<S> {
  // Read at each call, so a test's fake clock is the one asked.
  const now = options.now ?? (() => Date.now());
  const isSessionOver = options.isSessionOver ?? isSignOutError;
  const toSession = options.toSession ?? ((tokens: StoredTokens) => tokens as S);
  let refreshing: Promise<S> | null = null;

  const refreshNow = (): Promise<S> => {
    const current = options.read();
    if (!current) return Promise.reject(new Error('No session to refresh'));
    refreshing ??= options
      .refresh(current.refreshToken)
      .then((tokens) => {
        const session = toSession(storedTokensOf(tokens, now()), current);
        if (options.read()?.uid === current.uid) options.keep(session);
        return session;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  const refresher = createTokenRefresher({
    refresh: async () => (await refreshNow()).expiresAt,
    onSignOut: (error) => void options.onSessionOver(error),
    onError: options.onError,
    now,
  });

  return {
    refreshNow,
    start: (expiresAt) => refresher.start(expiresAt),
    stop: () => {
      refresher.stop();
      refreshing = null;
    },
    async getIdToken() {
      const session = options.read();
      if (!session) return null;
      if (!isTokenExpired(session.expiresAt, now())) return session.idToken;
      try {
        return (await refreshNow()).idToken;
      } catch (error) {
        if (isSessionOver(error)) {
          await options.onSessionOver(error);
          return null;
        }
        // Offline: the old token goes out and the API answers; the loop retries with back-off.
        return session.idToken;
      }
    },
  };
}
