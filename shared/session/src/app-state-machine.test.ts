import { transition, type AppState } from './app-state-machine';

describe('app state machine', () => {
  it('boots an anonymous visitor into content', () => {
    expect(transition('loading', { type: 'booted', member: null, mustUpdate: false })).toBe(
      'content',
    );
  });

  it('boots a member without completed onboarding into setUp, and a complete one into content', () => {
    const boot = (completedOnboarding: boolean) =>
      transition('loading', { type: 'booted', member: { completedOnboarding }, mustUpdate: false });
    expect(boot(false)).toBe('setUp');
    expect(boot(true)).toBe('content');
  });

  it('forces an update before anything else, and never leaves forceUpdate', () => {
    const state = transition('loading', { type: 'booted', member: null, mustUpdate: true });
    expect(state).toBe('forceUpdate');
    expect(transition(state, { type: 'failed' })).toBe('forceUpdate');
    expect(transition(state, { type: 'signInRequested' })).toBe('forceUpdate');
  });

  it('leads an exception to error from any other state, and retry back to loading', () => {
    const states: AppState[] = ['loading', 'auth', 'setUp', 'content', 'error'];
    for (const state of states) expect(transition(state, { type: 'failed' })).toBe('error');
    expect(transition('error', { type: 'retry' })).toBe('loading');
    expect(transition('content', { type: 'retry' })).toBe('content');
  });

  it('signs out and expires sessions into auth', () => {
    expect(transition('content', { type: 'signedOut' })).toBe('auth');
    expect(transition('setUp', { type: 'sessionExpired' })).toBe('auth');
    expect(transition('loading', { type: 'signedOut' })).toBe('loading');
  });

  it('goes from auth to setUp or content by the onboarding flag, or back to browsing', () => {
    expect(transition('auth', { type: 'signedIn', completedOnboarding: false })).toBe('setUp');
    expect(transition('auth', { type: 'signedIn', completedOnboarding: true })).toBe('content');
    expect(transition('auth', { type: 'browseAnonymously' })).toBe('content');
    expect(transition('setUp', { type: 'onboardingCompleted' })).toBe('content');
  });

  it('asks for sign-in only from content', () => {
    expect(transition('content', { type: 'signInRequested' })).toBe('auth');
    expect(transition('setUp', { type: 'signInRequested' })).toBe('setUp');
  });

  it('ignores a second boot', () => {
    expect(transition('content', { type: 'booted', member: null, mustUpdate: true })).toBe(
      'content',
    );
  });
});
