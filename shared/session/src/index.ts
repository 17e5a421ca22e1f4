export { transition } from './app-state-machine';
export type { AppEvent, AppState } from './app-state-machine';
export { createSessionStore } from './session-store';
export type { AuthSession, CurrentUser, SessionState, SessionStore } from './session-store';
export {
  selectAppState,
  selectBrand,
  selectIsSignedIn,
  selectMemberId,
  selectUser,
} from './selectors';
export { createQueryClient } from './query-client';
export { createAuthSession, isPartnerBindingError, isSessionOver } from './auth/auth-session';
export type {
  AuthSessionActions,
  AuthSessionOptions,
  RestoreResult,
  SignOutOptions,
} from './auth/auth-session';
export { AUTH_SESSION_KEY, readKeptMember } from './auth/auth-storage';
export type { SignOutReason } from './session-store';
export { historyNavigate } from './return-path';
export type { SessionNavigate } from './return-path';
