import type { Brand } from '@klubb/contracts';
import {
  selectAppState,
  selectBrand,
  selectIsSignedIn,
  selectMemberId,
  selectUser,
} from '@klubb/session';

import { useRuntimeSession } from './runtime-context';

// The session hooks, the host's and every remote's alike (one hook per concept, ADR 021): the
// page's store through the runtime (ADR 015), never a module global of @klubb/session. The
// selectors are the session's own.

/** Where the app is: loading, error, force update, the signed-out app, set-up or content. */
export const useAppState = () => useRuntimeSession(selectAppState);

export const useCurrentUser = () => useRuntimeSession(selectUser);
export const useIsSignedIn = () => useRuntimeSession(selectIsSignedIn);
/** The signed-in member's id (the token's uid), or null for a visitor: the key of their queries. */
export const useMemberId = () => useRuntimeSession(selectMemberId);

/** The resolved brand. Only for components the host renders after brand resolution. */
export function useBrand(): Brand {
  const brand = useRuntimeSession(selectBrand);
  if (!brand) throw new Error('useBrand() is used before the brand was resolved');
  return brand;
}
