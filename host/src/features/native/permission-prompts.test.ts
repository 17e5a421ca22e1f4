import { PERMISSION_ASK_AGAIN_MS, TRACKING_PROMPT_DELAY_MS } from '@klubb/contracts';

import { createPermissionPrompts } from './permission-prompts';

function setUp({ inContainer = true, member = 'u-1' as string | null } = {}) {
  const calls: string[] = [];
  const stored = new Map<string, string>();
  let signedIn = member;
  const prompts = createPermissionPrompts({
    container: {
      inContainer,
      registerForPush: async () => (calls.push('register'), true),
      promptTracking: async () => void calls.push('tracking'),
    },
    memberInContent: () => signedIn,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
  });
  const shown: Array<string | null> = [];
  prompts.subscribe(() => shown.push(prompts.step()));
  return { calls, prompts, shown, signOut: () => (signedIn = null) };
}

beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
afterEach(() => jest.useRealTimers());

it('asks nothing until a meaningful moment, then explains push before the system asks', async () => {
  const { calls, prompts } = setUp();
  prompts.entered();
  expect(calls).toEqual([]);
  expect(prompts.step()).toBeNull();

  prompts.moment();
  expect(prompts.step()).toBe('push');
  expect(calls).toEqual([]);
  await prompts.accept();
  expect(calls).toEqual(['register']);
  expect(prompts.step()).toBeNull();

  // Tracking's own explanation a moment later; the system asks only after it.
  await jest.advanceTimersByTimeAsync(TRACKING_PROMPT_DELAY_MS);
  expect(prompts.step()).toBe('tracking');
  await prompts.accept();
  expect(calls).toEqual(['register', 'tracking']);

  // Both asked: later moments explain nothing; entering again registers silently.
  prompts.moment();
  expect(prompts.step()).toBeNull();
  prompts.entered();
  expect(calls).toEqual(['register', 'tracking', 'register']);
});

it('"Not now" asks again at a moment after PERMISSION_ASK_AGAIN_MS, not before', async () => {
  const { calls, prompts } = setUp();
  prompts.moment();
  prompts.later();
  expect(prompts.step()).toBeNull();
  await jest.advanceTimersByTimeAsync(PERMISSION_ASK_AGAIN_MS - 1);
  prompts.moment();
  expect(prompts.step()).toBeNull();
  await jest.advanceTimersByTimeAsync(1);
  prompts.moment();
  expect(prompts.step()).toBe('push');
  expect(calls).toEqual([]);
});

it('declining tracking keeps push asked; tracking alone is explained at a later moment', async () => {
  const { calls, prompts } = setUp();
  prompts.moment();
  await prompts.accept();
  await jest.advanceTimersByTimeAsync(TRACKING_PROMPT_DELAY_MS);
  prompts.later();
  await jest.advanceTimersByTimeAsync(PERMISSION_ASK_AGAIN_MS);
  prompts.moment();
  expect(prompts.step()).toBe('tracking');
  expect(calls).toEqual(['register']);
});

it('shows nothing in a browser or to a visitor, and closes on sign-out', async () => {
  expect(
    (() => {
      const { prompts } = setUp({ inContainer: false });
      prompts.moment();
      return prompts.step();
    })(),
  ).toBeNull();
  const visitor = setUp({ member: null });
  visitor.prompts.moment();
  expect(visitor.prompts.step()).toBeNull();

  const { prompts, signOut } = setUp();
  prompts.moment();
  await prompts.accept();
  signOut();
  prompts.close();
  await jest.advanceTimersByTimeAsync(TRACKING_PROMPT_DELAY_MS);
  expect(prompts.step()).toBeNull();
});
