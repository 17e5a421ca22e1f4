import {
  markBackOnline,
  nextReconnectDelay,
  RECONNECT_DELAYS_MS,
  RECONNECT_WINDOW_MS,
} from './reconnect';

it('tries again after growing waits only soon after the network returned', () => {
  markBackOnline(1_000);
  const delays = RECONNECT_DELAYS_MS.map((_, index) => nextReconnectDelay(1_000 + index));
  expect(delays).toEqual([...RECONNECT_DELAYS_MS]);
  expect(nextReconnectDelay(1_100)).toBeNull();
  markBackOnline(5_000);
  expect(nextReconnectDelay(5_000 + RECONNECT_WINDOW_MS + 1)).toBeNull();
  markBackOnline(9_000);
  expect(nextReconnectDelay(9_001)).toBe(RECONNECT_DELAYS_MS[0]);
});
