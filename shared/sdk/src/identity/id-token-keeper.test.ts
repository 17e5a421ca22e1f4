import { TOKEN_EXPIRY_MARGIN_MS, TOKEN_REFRESH_AHEAD_MS } from '@klubb/contracts';

import { createIdTokenKeeper, type IdTokenKeeperOptions } from './id-token-keeper';
import { IDENTITY_CLIENT_CODES, IdentityClientError, networkRequestFailed } from './identity-error';
import type { AuthTokens, StoredTokens } from './tokens';

type Session = StoredTokens & { email: string };

const HOUR_S = 3600;
const tokensOf = (uid: string, n: number): AuthTokens => ({
  uid,
  idToken: `id-${uid}-${n}`,
  refreshToken: `refresh-${uid}-${n}`,
  expiresInS: HOUR_S,
});

/** A keeper over a kept session, with the identity call answering as `answer` says. */
function setUp(
  answer: (refreshToken: string) => Promise<AuthTokens>,
  extra: Partial<IdTokenKeeperOptions<Session>> = {},
) {
  let kept: Session | null = {
    uid: 'u1',
    idToken: 'id-u1-0',
    refreshToken: 'refresh-u1-0',
    expiresAt: Date.now() + HOUR_S * 1000,
    email: 'ops@klubb.test',
  };
  const asked: string[] = [];
  const ended: unknown[] = [];
  const keeper = createIdTokenKeeper<Session>({
    read: () => kept,
    keep: (session) => {
      kept = session;
    },
    refresh: (refreshToken) => {
      asked.push(refreshToken);
      return answer(refreshToken);
    },
    toSession: (tokens, current) => ({ ...tokens, email: current.email }),
    onSessionOver: (error) => {
      ended.push(error);
      kept = null;
    },
    ...extra,
  });
  return {
    keeper,
    asked,
    ended,
    session: () => kept,
    setSession: (session: Session | null) => {
      kept = session;
    },
  };
}

const expireSoon = (set: { session: () => Session | null; setSession: (s: Session) => void }) =>
  set.setSession({ ...set.session()!, expiresAt: Date.now() + TOKEN_EXPIRY_MARGIN_MS - 1 });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('createIdTokenKeeper', () => {
  it('hands out a token that is not about to expire without asking identity', async () => {
    const keeper = setUp(async () => tokensOf('u1', 1));
    await expect(keeper.keeper.getIdToken()).resolves.toBe('id-u1-0');
    expect(keeper.asked).toEqual([]);
  });

  it('refreshes an expiring token once for every call waiting, and keeps it with the extras', async () => {
    const keeper = setUp(async () => tokensOf('u1', 1));
    expireSoon(keeper);
    const tokens = await Promise.all([keeper.keeper.getIdToken(), keeper.keeper.getIdToken()]);
    expect(tokens).toEqual(['id-u1-1', 'id-u1-1']);
    expect(keeper.asked).toEqual(['refresh-u1-0']);
    expect(keeper.session()).toMatchObject({ idToken: 'id-u1-1', email: 'ops@klubb.test' });
  });

  it('drops an answer for a session that changed user meanwhile', async () => {
    let release!: () => void;
    const keeper = setUp(() => new Promise((ok) => (release = () => ok(tokensOf('u1', 1)))));
    const refreshing = keeper.keeper.refreshNow();
    keeper.setSession({ ...keeper.session()!, uid: 'u2', idToken: 'id-u2-0' });
    release();
    await refreshing;
    expect(keeper.session()?.idToken).toBe('id-u2-0');
  });

  it('ends the session when the refresh says it is over, and hands out no token', async () => {
    const over = new IdentityClientError(IDENTITY_CLIENT_CODES.userTokenExpired, 'TOKEN_EXPIRED');
    const keeper = setUp(() => Promise.reject(over));
    expireSoon(keeper);
    await expect(keeper.keeper.getIdToken()).resolves.toBeNull();
    expect(keeper.ended).toEqual([over]);
    await expect(keeper.keeper.getIdToken()).resolves.toBeNull();
  });

  it('sends the old token when offline (the API answers for itself)', async () => {
    const keeper = setUp(() => Promise.reject(networkRequestFailed()));
    expireSoon(keeper);
    await expect(keeper.keeper.getIdToken()).resolves.toBe('id-u1-0');
    expect(keeper.ended).toEqual([]);
  });

  it('refreshes ahead of expiry once started, and not after stop', async () => {
    const keeper = setUp(async () => tokensOf('u1', keeper.asked.length));
    keeper.keeper.start(keeper.session()!.expiresAt);
    await jest.advanceTimersByTimeAsync(HOUR_S * 1000 - TOKEN_REFRESH_AHEAD_MS - 1);
    expect(keeper.asked).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(keeper.asked).toEqual(['refresh-u1-0']);
    expect(keeper.session()?.idToken).toBe('id-u1-1');
    keeper.keeper.stop();
    await jest.advanceTimersByTimeAsync(HOUR_S * 1000);
    expect(keeper.asked).toHaveLength(1);
  });

  it('has no session to refresh when signed out', async () => {
    const keeper = setUp(async () => tokensOf('u1', 1));
    keeper.setSession(null);
    await expect(keeper.keeper.getIdToken()).resolves.toBeNull();
    await expect(keeper.keeper.refreshNow()).rejects.toThrow('No session');
  });
});
