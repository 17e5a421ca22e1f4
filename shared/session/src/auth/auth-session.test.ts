import { ERROR_CODES, FEED_CACHE_STORES } from '@klubb/contracts';
import {
  ApiError,
  feedCacheKey,
  identityErrorFromBody,
  networkError,
  networkRequestFailed,
  readStored,
  writeFeedCache,
  type AuthTokens,
} from '@klubb/sdk';

import { queryClient } from '../query-client';
import { useSessionStore, type CurrentUser } from '../session-store';

import { getIdToken, restoreSession, signIn, signOut } from './auth-session';
import {
  AUTH_SESSION_KEY,
  USER_DATA_KEY,
  USER_DATA_LIFETIME_MS,
  persistSession,
  persistUser,
} from './auth-storage';

// The session's collaborators at the SDK boundary: the identity provider and the product API.
const identityClient = {
  tenantId: 'klubb-a1b2c' as string | null,
  refresh: jest.fn<Promise<AuthTokens>, [string]>(),
  revokeToken: jest.fn<Promise<void>, [string, string]>(async () => undefined),
};
const endpoints = { getUser: jest.fn<Promise<CurrentUser>, []>() };
jest.mock('@klubb/sdk', () => ({
  ...jest.requireActual('@klubb/sdk'),
  identity: () => identityClient,
  api: () => endpoints,
}));

const HOUR = 3_600_000;
const MINUTE = 60_000;
const googleError = (message: string) => identityErrorFromBody(400, { error: { message } });
const member = (completedOnboarding = true): CurrentUser => ({
  id: 'seed-klubb-anna',
  firstName: 'Anna',
  lastName: 'Andersson',
  brandRoleId: 'klubb-role-member',
  email: 'anna@klubb.example',
  phoneNumber: '+46701234567',
  pushNotificationToken: null,
  completedOnboarding,
});
let issued = 0;
const tokens = (): AuthTokens => {
  issued += 1;
  return {
    uid: 'seed-klubb-anna',
    idToken: `id-${issued}`,
    refreshToken: `refresh-${issued}`,
    expiresInS: 3600,
  };
};

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-06-01T12:00:00Z'));
  window.localStorage.clear();
  window.history.replaceState(null, '', '/more/userinfo');
  useSessionStore.setState({ appState: 'auth', session: null, user: null, signOutReason: null });
  identityClient.tenantId = 'klubb-a1b2c';
  identityClient.refresh.mockReset().mockImplementation(async () => tokens());
  identityClient.revokeToken.mockClear();
  endpoints.getUser.mockReset().mockResolvedValue(member());
});
afterEach(async () => {
  await signOut();
  jest.useRealTimers();
});

describe('signing in', () => {
  it('keeps and persists the session, fetches the member and enters the app', async () => {
    await expect(signIn(async () => tokens())).resolves.toEqual(member());
    const state = useSessionStore.getState();
    expect(state.session).toEqual({
      uid: 'seed-klubb-anna',
      idToken: 'id-' + issued,
      refreshToken: 'refresh-' + issued,
      expiresAt: Date.now() + HOUR,
    });
    expect(state.user).toEqual(member());
    expect(readStored(USER_DATA_KEY)).toEqual(member());
    expect(state.appState).toBe('content');
    expect(readStored(AUTH_SESSION_KEY)).toMatchObject({ tenantId: 'klubb-a1b2c' });
  });

  it('enters set-up when onboarding is not completed', async () => {
    endpoints.getUser.mockResolvedValue(member(false));
    await signIn(async () => tokens());
    expect(useSessionStore.getState().appState).toBe('setUp');
  });

  it('drops the session again for an account bound to no or another partner', async () => {
    const binding = new ApiError({ status: 403, code: ERROR_CODES.otherPartner, message: '' });
    endpoints.getUser.mockRejectedValue(binding);
    await expect(signIn(async () => tokens())).rejects.toBe(binding);
    expect(useSessionStore.getState()).toMatchObject({ session: null, appState: 'auth' });
    expect(readStored(AUTH_SESSION_KEY)).toBeNull();
  });

  it('leaves everything as it was when the identity call fails', async () => {
    const wrong = googleError('INVALID_LOGIN_CREDENTIALS');
    await expect(signIn(async () => Promise.reject(wrong))).rejects.toBe(wrong);
    expect(useSessionStore.getState().session).toBeNull();
    expect(endpoints.getUser).not.toHaveBeenCalled();
  });
});

describe('the ID token for a call', () => {
  it('is the current one while it is fresh, and null while anonymous', async () => {
    await expect(getIdToken()).resolves.toBeNull();
    await signIn(async () => tokens());
    const { idToken } = useSessionStore.getState().session ?? {};
    await expect(getIdToken()).resolves.toBe(idToken);
    expect(identityClient.refresh).not.toHaveBeenCalled();
  });

  it('is refreshed once for concurrent calls when it counts as expired (30 s early)', async () => {
    await signIn(async () => tokens());
    const session = useSessionStore.getState().session;
    if (!session) throw new Error('no session');
    useSessionStore.setState({ session: { ...session, expiresAt: Date.now() + 29_000 } });
    const [first, second] = await Promise.all([getIdToken(), getIdToken()]);
    expect(identityClient.refresh).toHaveBeenCalledTimes(1);
    expect(identityClient.refresh).toHaveBeenCalledWith(session.refreshToken);
    expect(first).toBe(`id-${issued}`);
    expect(second).toBe(first);
    expect(readStored(AUTH_SESSION_KEY)).toMatchObject({ idToken: first });
  });

  it('signs out with "session expired" when the refresh says the session is over', async () => {
    await signIn(async () => tokens());
    useSessionStore.setState({ appState: 'content' });
    const session = useSessionStore.getState().session;
    if (!session) throw new Error('no session');
    useSessionStore.setState({ session: { ...session, expiresAt: Date.now() } });
    identityClient.refresh.mockRejectedValue(googleError('USER_DISABLED'));
    await expect(getIdToken()).resolves.toBeNull();
    expect(useSessionStore.getState()).toMatchObject({
      session: null,
      appState: 'auth',
      signOutReason: 'sessionExpired',
    });
  });

  it('goes out as it is when the refresh cannot reach the provider', async () => {
    await signIn(async () => tokens());
    const session = useSessionStore.getState().session;
    if (!session) throw new Error('no session');
    useSessionStore.setState({ session: { ...session, expiresAt: Date.now() } });
    identityClient.refresh.mockRejectedValue(networkRequestFailed());
    await expect(getIdToken()).resolves.toBe(session.idToken);
    expect(useSessionStore.getState().session).not.toBeNull();
  });
});

describe('the proactive refresh', () => {
  it('refreshes 5 minutes before expiry and keeps the new tokens', async () => {
    await signIn(async () => tokens());
    await jest.advanceTimersByTimeAsync(55 * MINUTE - 1);
    expect(identityClient.refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(identityClient.refresh).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().session?.idToken).toBe(`id-${issued}`);
    expect(readStored(AUTH_SESSION_KEY)).toMatchObject({ idToken: `id-${issued}` });
  });

  it('signs out with "session expired" when the account was disabled meanwhile', async () => {
    await signIn(async () => tokens());
    identityClient.refresh.mockRejectedValue(googleError('TOKEN_EXPIRED'));
    await jest.advanceTimersByTimeAsync(55 * MINUTE);
    expect(useSessionStore.getState()).toMatchObject({
      session: null,
      appState: 'auth',
      signOutReason: 'sessionExpired',
    });
  });
});

describe('restoring the session at start (it survives reload)', () => {
  const keep = (expiresIn: number, tenantId = 'klubb-a1b2c') =>
    persistSession(
      {
        uid: 'seed-klubb-anna',
        idToken: 'kept',
        refreshToken: 'kept-refresh',
        expiresAt: Date.now() + expiresIn,
      },
      tenantId,
    );

  it('starts anonymous without a kept session', async () => {
    await expect(restoreSession()).resolves.toEqual({ status: 'anonymous' });
  });

  it('restores a kept session and fetches the member, without refreshing a fresh token', async () => {
    keep(30 * MINUTE);
    await expect(restoreSession()).resolves.toEqual({ status: 'signedIn', user: member() });
    expect(useSessionStore.getState().session?.idToken).toBe('kept');
    expect(identityClient.refresh).not.toHaveBeenCalled();
  });

  it('refreshes first when the token is within 5 minutes of expiry', async () => {
    keep(4 * MINUTE);
    await expect(restoreSession()).resolves.toMatchObject({ status: 'signedIn' });
    expect(identityClient.refresh).toHaveBeenCalledWith('kept-refresh');
    expect(useSessionStore.getState().session?.idToken).toBe(`id-${issued}`);
  });

  it('reports a revoked session as expired and forgets it', async () => {
    keep(30 * MINUTE);
    endpoints.getUser.mockRejectedValue(
      new ApiError({ status: 401, code: ERROR_CODES.tokenRevoked, message: '' }),
    );
    await expect(restoreSession()).resolves.toEqual({ status: 'expired' });
    expect(useSessionStore.getState()).toMatchObject({
      session: null,
      signOutReason: 'sessionExpired',
    });
    expect(readStored(AUTH_SESSION_KEY)).toBeNull();
  });

  it('keeps the member’s record in userDataStore, without the personal number or addresses', async () => {
    keep(30 * MINUTE);
    endpoints.getUser.mockResolvedValue({
      ...member(),
      ssn: '198504128763',
      addressList: [{ street: 'Storgatan 1' }],
    } as CurrentUser);
    await restoreSession();
    expect(readStored(USER_DATA_KEY)).toEqual(member());
  });

  it('starts signed in from the kept record when the API cannot be reached', async () => {
    persistUser(member());
    keep(30 * MINUTE);
    endpoints.getUser.mockRejectedValue(networkError(new Error('Failed to fetch')));
    await expect(restoreSession()).resolves.toEqual({ status: 'signedIn', user: member() });
    expect(useSessionStore.getState()).toMatchObject({ user: member() });
  });

  it('starts anonymous offline when the kept record has expired or is another member’s', async () => {
    persistUser(member());
    jest.advanceTimersByTime(USER_DATA_LIFETIME_MS);
    keep(30 * MINUTE);
    endpoints.getUser.mockRejectedValue(networkError(new Error('Failed to fetch')));
    await expect(restoreSession()).resolves.toEqual({ status: 'anonymous' });
    expect(useSessionStore.getState().session?.idToken).toBe('kept');

    persistUser({ ...member(), id: 'seed-klubb-erik' });
    await expect(restoreSession()).resolves.toEqual({ status: 'anonymous' });
  });

  it('never restores another tenant’s session', async () => {
    keep(30 * MINUTE, 'klubb-norge-x9y8z');
    await expect(restoreSession()).resolves.toEqual({ status: 'anonymous' });
    expect(endpoints.getUser).not.toHaveBeenCalled();
  });
});

describe('signing out', () => {
  it('clears the session, the member’s data and every feed cache, and resets the URL', async () => {
    await signIn(async () => tokens());
    const session = useSessionStore.getState().session;
    FEED_CACHE_STORES.forEach((name) => writeFeedCache(name, [1]));
    queryClient.setQueryData(['user', 'orders'], [{ id: 'o1' }]);
    const onPop = jest.fn();
    window.addEventListener('popstate', onPop);
    await signOut();
    window.removeEventListener('popstate', onPop);
    expect(useSessionStore.getState()).toMatchObject({
      session: null,
      user: null,
      appState: 'auth',
      signOutReason: null,
    });
    expect(readStored(AUTH_SESSION_KEY)).toBeNull();
    expect(readStored(USER_DATA_KEY)).toBeNull();
    for (const name of FEED_CACHE_STORES) expect(readStored(feedCacheKey(name))).toBeNull();
    expect(queryClient.getQueryData(['user', 'orders'])).toBeUndefined();
    expect(window.location.pathname).toBe('/');
    expect(onPop).toHaveBeenCalled();
    expect(identityClient.revokeToken).toHaveBeenCalledWith(
      session?.idToken,
      session?.refreshToken,
    );
  });

  it('signs out with "session expired" when any query hears the session is over', async () => {
    await signIn(async () => tokens());
    const revoked = new ApiError({ status: 401, code: ERROR_CODES.userDisabled, message: '' });
    await queryClient
      .fetchQuery({ queryKey: ['probe'], queryFn: () => Promise.reject(revoked), retry: false })
      .catch(() => undefined);
    expect(useSessionStore.getState()).toMatchObject({
      session: null,
      signOutReason: 'sessionExpired',
    });
  });

  it('keeps the session when a query fails for another reason', async () => {
    await signIn(async () => tokens());
    const notFound = new ApiError({ status: 404, code: 'offer/not-found', message: '' });
    await queryClient
      .fetchQuery({ queryKey: ['probe2'], queryFn: () => Promise.reject(notFound), retry: false })
      .catch(() => undefined);
    expect(useSessionStore.getState().session).not.toBeNull();
  });
});
