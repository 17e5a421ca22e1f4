import { startSessionSync, type SyncedSession } from './session-sync';

const session = (uid: string, idToken: string): SyncedSession => ({
  uid,
  idToken,
  expiresAt: 1_900_000_000_000,
});

function setUp(url: string, initial: SyncedSession | null = null) {
  let state = { session: initial };
  const listeners = new Set<(s: typeof state, p: typeof state) => void>();
  const sent: Array<{ url: string; method: string; body: unknown; auth: string }> = [];
  const stop = startSessionSync({
    url,
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: async (to, init) => {
      sent.push({
        url: to,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : null,
        auth: (init.headers as Record<string, string>).Authorization ?? '',
      });
    },
  });
  const set = (next: SyncedSession | null) => {
    const previous = state;
    state = { session: next };
    listeners.forEach((listener) => listener(state, previous));
  };
  return { sent, set, stop };
}

const URL = 'https://sync.klubb.example/session';

it('posts the session when it starts and when its token is renewed, deletes it at the end', () => {
  const { sent, set } = setUp(URL);
  set(session('u1', 't1'));
  set(session('u1', 't1')); // the same token again (a re-render): nothing
  set(session('u1', 't2'));
  set(null);
  expect(sent).toEqual([
    {
      url: URL,
      method: 'POST',
      body: { uid: 'u1', idToken: 't1', expiresAt: 1_900_000_000_000 },
      auth: 'Bearer t1',
    },
    {
      url: URL,
      method: 'POST',
      body: { uid: 'u1', idToken: 't2', expiresAt: 1_900_000_000_000 },
      auth: 'Bearer t2',
    },
    { url: URL, method: 'DELETE', body: null, auth: 'Bearer t2' },
  ]);
});

it('posts a restored session at once', () => {
  const { sent } = setUp(URL, session('u2', 'kept'));
  expect(sent.map((call) => call.method)).toEqual(['POST']);
});

it('does nothing without a configured URL', () => {
  const { sent, set } = setUp('', session('u3', 'x'));
  set(session('u3', 'y'));
  set(null);
  expect(sent).toEqual([]);
});
