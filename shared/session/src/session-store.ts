import { create, type StateCreator } from 'zustand';

import type { Brand } from '@klubb/contracts';

import { transition, type AppEvent, type AppState } from './app-state-machine';

/** The signed-in member's tokens; null while anonymous. `expiresAt` is in ms since the epoch. */
export interface AuthSession {
  uid: string;
  idToken: string;
  refreshToken: string;
  expiresAt: number;
}

export interface CurrentUser {
  id: string;
  firstName: string;
  lastName: string;
  brandRoleId: string | null;
  legacyId?: number;
  email: string;
  phoneNumber: string | null;
  pushNotificationToken: string | null;
  completedOnboarding: boolean;
}

export interface BrandSlice {
  brand: Brand | null;
  setBrand: (brand: Brand) => void;
}

/** Why the member was last signed out, for the sign-in screen to say. */
export type SignOutReason = 'sessionExpired';

export interface AuthSlice {
  session: AuthSession | null;
  user: CurrentUser | null;
  signOutReason: SignOutReason | null;
  setSession: (session: AuthSession | null) => void;
  setUser: (user: CurrentUser | null) => void;
  clearSignOutReason: () => void;
}

export interface AppStateSlice {
  appState: AppState;
  /** What made the app fail, for the error screen. */
  failure: string | null;
  dispatch: (event: AppEvent) => void;
  fail: (reason: string) => void;
}

export type SessionState = BrandSlice & AuthSlice & AppStateSlice;

const createBrandSlice: StateCreator<SessionState, [], [], BrandSlice> = (set) => ({
  brand: null,
  setBrand: (brand) => set({ brand }),
});

const createAuthSlice: StateCreator<SessionState, [], [], AuthSlice> = (set) => ({
  session: null,
  user: null,
  signOutReason: null,
  setSession: (session) => set({ session }),
  setUser: (user) => set({ user }),
  clearSignOutReason: () => set({ signOutReason: null }),
});

const createAppStateSlice: StateCreator<SessionState, [], [], AppStateSlice> = (set) => ({
  appState: 'loading',
  failure: null,
  dispatch: (event) =>
    set((state) => ({
      appState: transition(state.appState, event),
      failure: event.type === 'retry' ? null : state.failure,
    })),
  fail: (reason) =>
    set((state) => ({ appState: transition(state.appState, { type: 'failed' }), failure: reason })),
});

/**
 * The one session store of the page, made of typed slices (zustand's slices pattern). The package
 * is a Module Federation singleton, so host and remotes hold this same store.
 */
export const useSessionStore = create<SessionState>()((...args) => ({
  ...createBrandSlice(...args),
  ...createAuthSlice(...args),
  ...createAppStateSlice(...args),
}));
