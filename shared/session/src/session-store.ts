import { createStore, type StateCreator, type StoreApi } from 'zustand';

import type { Brand, MemberRecord } from '@klubb/contracts';
import type { StoredTokens } from '@klubb/sdk';

import { transition, type AppEvent, type AppState } from './app-state-machine';
import { historyNavigate, nextReturnPath, type SessionNavigate } from './return-path';

/** The signed-in member's tokens (the SDK's); null while anonymous. */
export type AuthSession = StoredTokens;

/** The member the app knows (the contract's record, kept offline too). */
export type CurrentUser = MemberRecord;

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
  /**
   * How the store moves the page (back to a return path, to `/` on sign-out): the app's router,
   * once its runtime has set it (`setNavigate`, ADR 021); until then a plain history entry, which
   * the router reads when it mounts. Never react-router's own history state, never a popstate.
   */
  navigate: SessionNavigate;
  setNavigate: (navigate: SessionNavigate) => void;
  /** What made the app fail, for the error screen. */
  failure: string | null;
  /** The content page to go back to after signing in (kept while the signed-out app shows). */
  returnPath: string | null;
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

const createAppStateSlice: StateCreator<SessionState, [], [], AppStateSlice> = (set, get) => ({
  appState: 'loading',
  navigate: historyNavigate,
  setNavigate: (navigate) => set({ navigate }),
  failure: null,
  returnPath: null,
  dispatch: (event) => {
    const state = get();
    const appState = transition(state.appState, event);
    const current = `${window.location.pathname}${window.location.search}`;
    const kept = nextReturnPath(state.returnPath, state.appState, appState, event, current);
    // Back in the content app from the signed-out app: the page the member left, before it renders.
    const back = appState === 'content' && state.appState === 'auth' ? kept : null;
    const returning = appState === 'content' && state.appState === 'setUp' ? kept : back;
    if (returning && returning !== current) state.navigate(returning, { replace: true });
    set({
      appState,
      failure: event.type === 'retry' ? null : state.failure,
      returnPath: appState === 'content' ? null : kept,
    });
  },
  fail: (reason) =>
    set((state) => ({ appState: transition(state.appState, { type: 'failed' }), failure: reason })),
});

/** A session store: the brand, the member's session and the app's state, as one zustand store. */
export type SessionStore = StoreApi<SessionState>;

/**
 * Creates a session store of typed slices (zustand's slices pattern). Its owner is a runtime
 * (`createRuntime`, ADR 027): one per page, one per server render, never a module global, so two
 * runtimes in one process never share a brand, a member or an app state.
 */
export function createSessionStore(): SessionStore {
  return createStore<SessionState>()((...args) => ({
    ...createBrandSlice(...args),
    ...createAuthSlice(...args),
    ...createAppStateSlice(...args),
  }));
}
