import { PUSH_TOKEN_SEND_DELAY_MS } from '@klubb/contracts';
import type { CurrentUser } from '@klubb/session';

import { startPushSync, type PushSyncOptions } from './push-sync';

type State = ReturnType<PushSyncOptions['getState']>;

const member = (token: string | null): CurrentUser => ({
  id: 'u-1',
  firstName: 'Anna',
  lastName: 'Ek',
  brandRoleId: null,
  email: 'anna@example.se',
  phoneNumber: null,
  pushNotificationToken: token,
  completedOnboarding: true,
});

/** A small store of the two fields the sync watches, with zustand's subscribe signature. */
function store(initial: State) {
  let state = initial;
  const listeners = new Set<(s: State, p: State) => void>();
  return {
    getState: () => state,
    set(next: Partial<State>) {
      const previous = state;
      state = { ...state, ...next };
      listeners.forEach((listener) => listener(state, previous));
    },
    subscribe(listener: (s: State, p: State) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function setUp(token: string | null, inContainer = true) {
  const calls: Array<[string, number]> = [];
  const started = Date.now();
  const at = (name: string) => calls.push([name, Date.now() - started]);
  const saved: string[] = [];
  const session = store({ appState: 'loading', user: null });
  const stop = startPushSync({
    container: {
      inContainer,
      readPushToken: async () => (at('readToken'), 'fcm-new'),
      unregisterFromPush: async () => void at('unregister'),
    },
    prompts: { entered: () => void at('entered'), close: () => void at('close') },
    getState: session.getState,
    subscribe: session.subscribe,
    saveToken: async (value) => {
      saved.push(value);
      return member(value);
    },
    setUser: (user) => session.set({ user }),
    log: () => undefined,
  });
  return { calls, saved, session, stop, user: member(token) };
}

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

describe('push in a container', () => {
  it('asks for nothing on entering content (issue 32), sends a new token at 10 s', async () => {
    const { calls, saved, session, user } = setUp(null);
    session.set({ appState: 'content', user });
    // The prompts hear of it (a member who allowed push before is registered again there).
    expect(calls).toEqual([['entered', 0]]);
    await jest.advanceTimersByTimeAsync(PUSH_TOKEN_SEND_DELAY_MS - 1);
    expect(saved).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls.at(-1)).toEqual(['readToken', 10_000]);
    expect(saved).toEqual(['fcm-new']);
    expect(session.getState().user?.pushNotificationToken).toBe('fcm-new');
  });

  it('does not send a token that is already stored', async () => {
    const { saved, session, user } = setUp('fcm-new');
    session.set({ appState: 'content', user });
    await jest.advanceTimersByTimeAsync(PUSH_TOKEN_SEND_DELAY_MS);
    expect(saved).toEqual([]);
  });

  it('sends nothing when the member leaves before 10 s, and unregisters on sign-out', async () => {
    const { calls, saved, session, user } = setUp(null);
    session.set({ appState: 'content', user });
    await jest.advanceTimersByTimeAsync(5000);
    session.set({ appState: 'auth', user: null });
    await jest.advanceTimersByTimeAsync(PUSH_TOKEN_SEND_DELAY_MS);
    expect(saved).toEqual([]);
    expect(calls.map(([name]) => name)).toEqual(['entered', 'close', 'unregister']);
  });

  it('waits for a signed-in member: an anonymous visitor in content is not registered', async () => {
    const { calls, session, user } = setUp(null);
    session.set({ appState: 'content' });
    await jest.advanceTimersByTimeAsync(PUSH_TOKEN_SEND_DELAY_MS);
    expect(calls).toEqual([]);
    session.set({ user });
    expect(calls).toEqual([['entered', PUSH_TOKEN_SEND_DELAY_MS]]);
  });
});

it('does nothing in a browser', async () => {
  const { calls, saved, session, user } = setUp(null, false);
  session.set({ appState: 'content', user });
  await jest.advanceTimersByTimeAsync(PUSH_TOKEN_SEND_DELAY_MS * 2);
  session.set({ appState: 'auth', user: null });
  expect([...calls, ...saved]).toEqual([]);
});
