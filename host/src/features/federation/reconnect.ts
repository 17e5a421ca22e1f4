/**
 * Trying again after the network returns (issue 32). The device says "online" when its radio is
 * up, often before requests get through: the one retry at the `online` event failed then, and the
 * page said "Kunde inte laddas" until "Försök igen" was tapped. A load that fails within this
 * window after the return is tried again by itself, after a growing wait.
 */
export const RECONNECT_WINDOW_MS = 30_000;
export const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 4_000, 8_000] as const;

let backOnlineAt = Number.NEGATIVE_INFINITY;
let attempts = 0;

/** Notes that the device has just come back online. */
export function markBackOnline(now = Date.now()): void {
  backOnlineAt = now;
  attempts = 0;
}

/** The wait before the next try of a load that failed soon after the return, or null: no more. */
export function nextReconnectDelay(now = Date.now()): number | null {
  if (now - backOnlineAt > RECONNECT_WINDOW_MS) return null;
  const delay = RECONNECT_DELAYS_MS[attempts];
  if (delay === undefined) return null;
  attempts += 1;
  return delay;
}
