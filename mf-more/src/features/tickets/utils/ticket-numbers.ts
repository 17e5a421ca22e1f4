import type { Ticket } from '@klubb/contracts';

/**
 * Each ticket's place among the member's tickets of the same kind (one event, one ticket type and
 * time): two tickets from one order looked the same in the list (issue 32), so each says "1 of 2",
 * "2 of 2". A ticket alone of its kind has no number.
 */
export function ticketNumbers(
  tickets: readonly Ticket[],
): ReadonlyMap<string, { index: number; count: number }> {
  const byKind = new Map<string, Ticket[]>();
  for (const ticket of tickets) {
    const kind = byKind.get(ticket.itemVariantId) ?? [];
    kind.push(ticket);
    byKind.set(ticket.itemVariantId, kind);
  }
  const numbers = new Map<string, { index: number; count: number }>();
  for (const kind of byKind.values()) {
    if (kind.length < 2) continue;
    kind.forEach((ticket, at) => numbers.set(ticket.id, { index: at + 1, count: kind.length }));
  }
  return numbers;
}
