import type { Brand } from '@klubb/contracts';

import { useSessionStore, type SessionState } from './session-store';

export const selectBrand = (state: SessionState) => state.brand;
export const selectAppState = (state: SessionState) => state.appState;
export const selectUser = (state: SessionState) => state.user;
export const selectIsSignedIn = (state: SessionState) => state.session !== null;

export const useAppState = () => useSessionStore(selectAppState);
export const useCurrentUser = () => useSessionStore(selectUser);
export const useIsSignedIn = () => useSessionStore(selectIsSignedIn);

/** The resolved brand. Only for components the host renders after brand resolution. */
export function useBrand(): Brand {
  const brand = useSessionStore(selectBrand);
  if (!brand) throw new Error('useBrand() is used before the brand was resolved');
  return brand;
}
