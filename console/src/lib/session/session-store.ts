import { create } from 'zustand';

import type { StoredTokens } from '@klubb/sdk';

/** The operator's identity-provider session; `expiresAt` in ms since the epoch. */
export interface OperatorSession extends StoredTokens {
  /** The e-mail signed in with: a re-authentication asks only for the password. */
  email: string;
}

interface SessionState {
  session: OperatorSession | null;
  /** Set while a change waits for the operator's password (a fresh session). */
  reauthenticating: boolean;
}

export const useSessionStore = create<SessionState>()(() => ({
  session: null,
  reauthenticating: false,
}));

export const useOperatorSession = () => useSessionStore((state) => state.session);
export const useReauthenticating = () => useSessionStore((state) => state.reauthenticating);
