import type { WaitingListEntry } from '@klubb/contracts';

/** How many told offers a device remembers per member (older ones have long run out). */
const TOLD_KEPT = 50;

/** The open offers the member has not been told of yet, still running at `now`. */
export function newOffers(
  entries: readonly WaitingListEntry[],
  told: readonly string[],
  now: number,
): WaitingListEntry[] {
  return entries.filter(
    (entry) =>
      entry.offer?.state === 'open' && entry.offer.expiresAt > now && !told.includes(entry.orderId),
  );
}

/** The told list with these added, the newest kept. */
export const withTold = (told: readonly string[], added: readonly WaitingListEntry[]): string[] =>
  [...told, ...added.map((entry) => entry.orderId)].slice(-TOLD_KEPT);
