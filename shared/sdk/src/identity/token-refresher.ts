import { TOKEN_REFRESH_BACKOFF_MAX_MS, TOKEN_REFRESH_BACKOFF_MIN_MS } from '@klubb/contracts';

import { isNetworkError, isSignOutError } from './identity-error';
import { refreshDelay } from './tokens';

export interface TokenRefresherOptions {
  /** Refreshes the ID token and keeps it; answers the new expiry time (ms since the epoch). */
  refresh: () => Promise<number>;
  /** The session is over: a disabled account, an expired or revoked token. */
  onSignOut: (error: unknown) => void;
  /** Any other failure, after which the loop stops (the next call refreshes lazily). */
  onError?: (error: unknown) => void;
  now?: () => number;
}

export interface TokenRefresher {
  /** (Re)starts the loop for a token that expires at `expiresAt`. */
  start(expiresAt: number): void;
  stop(): void;
  /** Whether a refresh is scheduled. */
  readonly running: boolean;
}

/**
 * The proactive refresh of PROTOCOLS.md §2 (the Firebase SDK's): refresh about 5 minutes before
 * expiry; after a success schedule the next one and reset the back-off; on a network error retry
 * after 30 s, doubling each time up to 16 minutes; a disabled account or an expired or revoked
 * token signs out; any other error stops the loop.
 */
export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let backoff = TOKEN_REFRESH_BACKOFF_MIN_MS;
  // Bumped on every start and stop, so an answer that arrives after either is ignored.
  let generation = 0;

  const schedule = (delay: number, run: number) => {
    timer = setTimeout(() => void fire(run), delay);
  };

  async function fire(run: number) {
    timer = null;
    try {
      const expiresAt = await options.refresh();
      if (run !== generation) return;
      backoff = TOKEN_REFRESH_BACKOFF_MIN_MS;
      schedule(refreshDelay(expiresAt, now()), run);
    } catch (error) {
      if (run !== generation) return;
      if (isNetworkError(error)) {
        schedule(backoff, run);
        backoff = Math.min(backoff * 2, TOKEN_REFRESH_BACKOFF_MAX_MS);
      } else if (isSignOutError(error)) {
        options.onSignOut(error);
      } else {
        options.onError?.(error);
      }
    }
  }

  const stop = () => {
    generation += 1;
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  return {
    start(expiresAt) {
      stop();
      backoff = TOKEN_REFRESH_BACKOFF_MIN_MS;
      schedule(refreshDelay(expiresAt, now()), generation);
    },
    stop,
    get running() {
      return timer !== null;
    },
  };
}
