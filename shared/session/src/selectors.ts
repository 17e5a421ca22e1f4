import type { SessionState } from './session-store';

// The session's selectors. Its hooks are @klubb/runtime's (useBrand, useCurrentUser, …): one hook
// per concept, reading the store through the page's runtime (ADR 021).

export const selectBrand = (state: SessionState) => state.brand;
export const selectAppState = (state: SessionState) => state.appState;
export const selectUser = (state: SessionState) => state.user;
export const selectIsSignedIn = (state: SessionState) => state.session !== null;
/** The signed-in member's id (the token's uid), or null for a visitor: the key of their queries. */
export const selectMemberId = (state: SessionState) => state.session?.uid ?? null;
