import { nextReturnPath } from './return-path';

describe('nextReturnPath', () => {
  const offer = '/benefit/klubb-benefit-001';

  it('keeps the page a visitor asked to sign in from, and the page where a session expired', () => {
    expect(nextReturnPath(null, 'content', 'auth', { type: 'signInRequested' }, offer)).toBe(offer);
    expect(
      nextReturnPath(null, 'content', 'auth', { type: 'sessionExpired' }, `${offer}?a=1`),
    ).toBe(`${offer}?a=1`);
  });

  it('keeps nothing on sign-out, at the root, or on a page of the signed-out app', () => {
    expect(nextReturnPath(offer, 'content', 'auth', { type: 'signedOut' }, offer)).toBeNull();
    expect(nextReturnPath(null, 'content', 'auth', { type: 'signInRequested' }, '/')).toBeNull();
    for (const page of ['/password_reset/abc', '/createaccount/CODE', '/forgotpassword']) {
      expect(nextReturnPath(null, 'content', 'auth', { type: 'signInRequested' }, page)).toBeNull();
    }
  });

  it('holds the kept page through sign-in and set-up until the host uses it', () => {
    expect(
      nextReturnPath(offer, 'auth', 'setUp', { type: 'signedIn', completedOnboarding: false }, '/'),
    ).toBe(offer);
    expect(nextReturnPath(offer, 'setUp', 'content', { type: 'onboardingCompleted' }, '/')).toBe(
      offer,
    );
  });
});
