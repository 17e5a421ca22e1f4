import { ticketListSchema, type Ticket } from '@klubb/contracts';
import type { RuntimeStorage } from '@klubb/runtime';

/**
 * The member's tickets as last seen, so they open at the door with no network and after the app
 * restarts (issue 37). Kept per member in the runtime's persistent storage: another member
 * signing in on the same phone never sees them.
 */
const TICKET_CACHE_KEY = 'ticketDataStore';
/** The spec gives no value: long enough for a ticket bought weeks before the event. */
const TICKET_CACHE_LIFETIME_MS = 60 * 24 * 60 * 60_000;

const keyOf = (memberId: string) => `${TICKET_CACHE_KEY}:${memberId}`;

/** The kept tickets, or null when there are none, they expired or are not tickets. */
export function readCachedTickets(
  storage: RuntimeStorage,
  memberId: string,
  now = Date.now(),
): Ticket[] | null {
  const parsed = ticketListSchema.safeParse(storage.read<unknown>(keyOf(memberId), now));
  return parsed.success ? parsed.data : null;
}

export function writeCachedTickets(
  storage: RuntimeStorage,
  memberId: string,
  list: Ticket[],
  now = Date.now(),
): void {
  storage.write(keyOf(memberId), list, TICKET_CACHE_LIFETIME_MS, now);
}
