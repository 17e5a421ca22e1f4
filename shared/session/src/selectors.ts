import type { Brand } from '@klubb/contracts';

import { useSessionStore, type SessionState } from './session-store';

export const selectBrand = (state: SessionState) => state.brand;
export const selectAppState = (state: SessionState) => state.appState;
export const selectUser = (state: SessionState) => state.user;
export const selectIsSignedIn = (state: SessionState) => state.session !== null;
/** The signed-in member's id (the token's uid), or null for a visitor: the key of their queries. */
export const selectMemberId = (state: SessionState) => state.session?.uid ?? null;

export const useAppState = () => useSessionStore(selectAppState);
export const useCurrentUser = () => useSessionStore(selectUser);
export const useIsSignedIn = () => useSessionStore(selectIsSignedIn);
export const useMemberId = () => useSessionStore(selectMemberId);

/** The resolved brand. Only for components the host renders after brand resolution. */
export function useBrand(): Brand {
  const brand = useSessionStore(selectBrand);
  if (!brand) throw new Error('useBrand() is used before the brand was resolved');
  return brand;
}
