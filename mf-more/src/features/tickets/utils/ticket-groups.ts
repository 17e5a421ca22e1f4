import type { Ticket } from '@klubb/contracts';

/** Upcoming tickets (soonest first; undated ones count as upcoming), then past ones (latest first). */
export function groupTickets(
  tickets: readonly Ticket[],
  now = Date.now(),
): { upcoming: Ticket[]; past: Ticket[] } {
  const start = (ticket: Ticket) => ticket.date?.start ?? Number.MAX_SAFE_INTEGER;
  const isUpcoming = (ticket: Ticket) => !ticket.date || ticket.date.end >= now;
  return {
    upcoming: tickets.filter(isUpcoming).sort((a, b) => start(a) - start(b)),
    past: tickets.filter((ticket) => !isUpcoming(ticket)).sort((a, b) => start(b) - start(a)),
  };
}
