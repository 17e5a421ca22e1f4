import { identityErrorFromBody, networkRequestFailed } from './identity-error';
import { createTokenRefresher } from './token-refresher';
import { isTokenExpired, refreshDelay, storedTokensOf } from './tokens';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const googleError = (message: string) => ({ error: { code: 400, message, errors: [] } });

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-06-01T12:00:00Z'));
});
afterEach(() => jest.useRealTimers());

/** Lets the refresher's promise callbacks run after a timer fired. */
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('token timing', () => {
  it('counts expiry from the moment the tokens arrived', () => {
    const now = Date.now();
    const stored = storedTokensOf(
      { uid: 'u', idToken: 'i', refreshToken: 'r', expiresInS: 3600 },
      now,
    );
    expect(stored.expiresAt).toBe(now + HOUR);
  });

  it('counts a token as expired 30 s before its expiry', () => {
    const expiresAt = Date.now() + HOUR;
    expect(isTokenExpired(expiresAt, expiresAt - 30_001)).toBe(false);
    expect(isTokenExpired(expiresAt, expiresAt - 30_000)).toBe(true);
    expect(isTokenExpired(expiresAt, expiresAt + 1)).toBe(true);
  });

  it('refreshes 5 minutes before expiry, at once when that has passed', () => {
    const now = Date.now();
    expect(refreshDelay(now + HOUR, now)).toBe(55 * MINUTE);
    expect(refreshDelay(now + 4 * MINUTE, now)).toBe(0);
  });
});

describe('the proactive refresh', () => {
  it('refreshes about 5 minutes before expiry, then schedules the next one', async () => {
    const refresh = jest.fn(async () => Date.now() + HOUR);
    const refresher = createTokenRefresher({ refresh, onSignOut: jest.fn() });
    refresher.start(Date.now() + HOUR);
    await jest.advanceTimersByTimeAsync(55 * MINUTE - 1);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(55 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(2);
    refresher.stop();
  });

  it('backs off from 30 s, doubling up to 16 minutes, on network errors', async () => {
    const calls: number[] = [];
    const start = Date.now();
    const refresh = jest.fn(async () => {
      calls.push(Date.now() - start);
      throw networkRequestFailed();
    });
    const onSignOut = jest.fn();
    const refresher = createTokenRefresher({ refresh, onSignOut });
    refresher.start(start + 5 * MINUTE);
    await jest.advanceTimersByTimeAsync(2 * HOUR);
    const gaps = calls.slice(1).map((at, index) => at - (calls[index] ?? 0));
    expect(calls[0]).toBe(0);
    expect(gaps.slice(0, 8)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000,
    ]);
    expect(onSignOut).not.toHaveBeenCalled();
    expect(refresher.running).toBe(true);
    refresher.stop();
  });

  it('resets the back-off after a success', async () => {
    let failing = 2;
    const refresh = jest.fn(async () => {
      if (failing-- > 0) throw networkRequestFailed();
      return Date.now() + HOUR;
    });
    const refresher = createTokenRefresher({ refresh, onSignOut: jest.fn() });
    refresher.start(Date.now());
    await settle(); // fails: retry in 30 s
    await jest.advanceTimersByTimeAsync(30_000); // fails: retry in 60 s
    await jest.advanceTimersByTimeAsync(60_000); // succeeds
    expect(refresh).toHaveBeenCalledTimes(3);
    failing = 1;
    await jest.advanceTimersByTimeAsync(55 * MINUTE); // fails again: back to 30 s
    expect(refresh).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(5);
    refresher.stop();
  });

  it('signs out on a disabled account or an expired or revoked token, and stops', async () => {
    for (const server of ['USER_DISABLED', 'TOKEN_EXPIRED', 'USER_NOT_FOUND']) {
      const error = identityErrorFromBody(400, googleError(server));
      const refresh = jest.fn(async () => Promise.reject(error));
      const onSignOut = jest.fn();
      const refresher = createTokenRefresher({ refresh, onSignOut });
      refresher.start(Date.now());
      await settle();
      expect(onSignOut).toHaveBeenCalledWith(error);
      expect(refresher.running).toBe(false);
    }
  });

  it('stops on any other error, without signing out', async () => {
    const error = identityErrorFromBody(400, googleError('INVALID_REFRESH_TOKEN'));
    const onSignOut = jest.fn();
    const onError = jest.fn();
    const refresher = createTokenRefresher({
      refresh: async () => Promise.reject(error),
      onSignOut,
      onError,
    });
    refresher.start(Date.now());
    await settle();
    expect(onError).toHaveBeenCalledWith(error);
    expect(onSignOut).not.toHaveBeenCalled();
    expect(refresher.running).toBe(false);
  });

  it('never refreshes after stop, even when an answer was on its way', async () => {
    let resolve: (expiresAt: number) => void = () => undefined;
    const refresh = jest.fn(() => new Promise<number>((done) => (resolve = done)));
    const refresher = createTokenRefresher({ refresh, onSignOut: jest.fn() });
    refresher.start(Date.now());
    await settle();
    refresher.stop();
    resolve(Date.now() + HOUR);
    await jest.advanceTimersByTimeAsync(2 * HOUR);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresher.running).toBe(false);
  });
});
