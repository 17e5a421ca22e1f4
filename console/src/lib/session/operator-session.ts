import {
  createIdTokenKeeper,
  identity,
  isApiError,
  storedTokensOf,
  type AuthTokens,
} from '@klubb/sdk';

import { queryClient } from '../query-client';

import { forgetSession, keepSession, readKeptSession } from './session-storage';
import { useSessionStore, type OperatorSession } from './session-store';

/** The API's answer (401) to a change made with a sign-in older than the fresh-session window. */
export const REAUTHENTICATION_REQUIRED = 'operator/reauthentication-required';

/** The operator cancelled the password prompt: the change is not made. */
export class ReauthenticationCancelled extends Error {
  readonly code = 'console/reauthentication-cancelled';
}

const store = useSessionStore;
let pending: { promise: Promise<void>; resolve: () => void; reject: (e: unknown) => void } | null =
  null;

function establish(tokens: AuthTokens, email: string): OperatorSession {
  const session = { ...storedTokensOf(tokens, Date.now()), email };
  store.setState({ session });
  keepSession(session);
  keeper.start(session.expiresAt);
  return session;
}

/**
 * The SDK's token keeper, as the member app's session has it (PROTOCOLS.md §2). A refreshed token
 * keeps the sign-in's auth_time, so it never makes a session fresh again.
 */
const keeper = createIdTokenKeeper<OperatorSession>({
  read: () => store.getState().session,
  keep: (session) => {
    store.setState({ session });
    keepSession(session);
  },
  refresh: (refreshToken) => identity().refresh(refreshToken),
  toSession: (tokens, current) => ({ ...tokens, email: current.email }),
  onSessionOver: () => signOut(),
});

/** Signs in to the operators' tenant with e-mail and password. */
export async function signIn(email: string, password: string): Promise<void> {
  const tokens = await identity().signInWithPassword(email.trim(), password);
  establish(tokens, email.trim());
}

/** Restores the tab's session after a reload; an expired one is refreshed on its first call. */
export function restoreSession(): void {
  const kept = readKeptSession();
  if (!kept) return;
  store.setState({ session: kept });
  keeper.start(kept.expiresAt);
}

/** The ID token for a call, refreshed first when it counts as expired; null when signed out. */
export function getIdToken(): Promise<string | null> {
  return keeper.getIdToken();
}

/** Ends the session in this tab: tokens, kept copy and every answer of the API are dropped. */
export function signOut(): void {
  keeper.stop();
  pending?.reject(new ReauthenticationCancelled('signed out'));
  pending = null;
  forgetSession();
  queryClient.clear();
  store.setState({ session: null, reauthenticating: false });
}

/** Asks the operator for the password again (the dialog listens); resolves once signed in anew. */
export function requestReauthentication(): Promise<void> {
  if (pending) return pending.promise;
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  pending = { promise, resolve, reject };
  store.setState({ reauthenticating: true });
  return promise;
}

/** The dialog's submit: a new sign-in with the kept e-mail, then the waiting change goes on. */
export async function reauthenticate(password: string): Promise<void> {
  const email = store.getState().session?.email;
  if (!email) throw new Error('No session to re-authenticate');
  establish(await identity().signInWithPassword(email, password), email);
  pending?.resolve();
  pending = null;
  store.setState({ reauthenticating: false });
}

export function cancelReauthentication(): void {
  pending?.reject(new ReauthenticationCancelled('cancelled'));
  pending = null;
  store.setState({ reauthenticating: false });
}

/**
 * Runs a change; when the API wants a fresh session it asks for the password once and runs the
 * change again with the new token.
 */
export async function withFreshSession<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!isApiError(error) || error.status !== 401 || error.code !== REAUTHENTICATION_REQUIRED) {
      throw error;
    }
    await requestReauthentication();
    return change();
  }
}
