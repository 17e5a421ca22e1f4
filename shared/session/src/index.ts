export { transition } from './app-state-machine';
export type { AppEvent, AppState } from './app-state-machine';
export { useSessionStore } from './session-store';
export type { AuthSession, CurrentUser, SessionState } from './session-store';
export {
  selectAppState,
  selectBrand,
  selectIsSignedIn,
  selectMemberId,
  selectUser,
} from './selectors';
export { queryClient } from './query-client';
export {
  establishSession,
  getIdToken,
  isPartnerBindingError,
  isSessionOver,
  refreshNow,
  restoreSession,
  signIn,
  signOut,
} from './auth/auth-session';
export type { RestoreResult, SignOutOptions } from './auth/auth-session';
export { AUTH_SESSION_KEY, readKeptMember } from './auth/auth-storage';
export { onServerError } from './query-client';
export type { SignOutReason } from './session-store';
export { historyNavigate } from './return-path';
export type { SessionNavigate } from './return-path';
export { categoryKeys, categoryListQueryOptions } from './queries/category-queries';
export type { CategorySource } from './queries/category-queries';
export { cartKeys, cartQueryOptions } from './queries/cart-queries';
