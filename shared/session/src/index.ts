export { transition } from './app-state-machine';
export type { AppEvent, AppState } from './app-state-machine';
export { useSessionStore } from './session-store';
export type { AuthSession, CurrentUser, SessionState } from './session-store';
export {
  selectAppState,
  selectBrand,
  selectIsSignedIn,
  selectUser,
  useAppState,
  useBrand,
  useCurrentUser,
  useIsSignedIn,
} from './selectors';
export { queryClient } from './query-client';
