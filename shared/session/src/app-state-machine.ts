/**
 * The app state machine of spec §2 "App states", as a pure function. The host renders one app per
 * state: the signed-out app (auth), onboarding (setUp), the content app, the force-update screen
 * and the error screen. Anonymous visitors browse the content app; `auth` is entered by signing
 * out, by a session that expired, or by asking to sign in.
 */
export type AppState = 'loading' | 'auth' | 'setUp' | 'content' | 'forceUpdate' | 'error';

export type AppEvent =
  | { type: 'booted'; member: null | { completedOnboarding: boolean }; mustUpdate: boolean }
  | { type: 'signInRequested' }
  | { type: 'browseAnonymously' }
  | { type: 'signedIn'; completedOnboarding: boolean }
  | { type: 'onboardingCompleted' }
  | { type: 'signedOut' }
  | { type: 'sessionExpired' }
  | { type: 'failed' }
  | { type: 'retry' };

const memberState = (completedOnboarding: boolean): AppState =>
  completedOnboarding ? 'content' : 'setUp';

export function transition(state: AppState, event: AppEvent): AppState {
  // An exception leads to error from anywhere; a forced update is final.
  if (event.type === 'failed') return state === 'forceUpdate' ? state : 'error';
  if (state === 'forceUpdate') return state;
  switch (event.type) {
    case 'booted':
      if (state !== 'loading') return state;
      if (event.mustUpdate) return 'forceUpdate';
      return event.member ? memberState(event.member.completedOnboarding) : 'content';
    case 'retry':
      return state === 'error' ? 'loading' : state;
    case 'signInRequested':
      return state === 'content' ? 'auth' : state;
    case 'browseAnonymously':
      return state === 'auth' ? 'content' : state;
    case 'signedIn':
      return state === 'auth' ? memberState(event.completedOnboarding) : state;
    case 'onboardingCompleted':
      return state === 'setUp' ? 'content' : state;
    case 'signedOut':
    case 'sessionExpired':
      return state === 'content' || state === 'setUp' ? 'auth' : state;
  }
}
