import { queryOptions } from '@tanstack/react-query';

import type { KlubbRuntime } from '@klubb/runtime';

import { readCachedTickets, writeCachedTickets } from '../utils/ticket-cache';

/** The member's tickets, keyed by member so no one else's list is ever shown. */
export const ticketKeys = {
  all: ['tickets'] as const,
  member: (memberId: string) => [...ticketKeys.all, memberId] as const,
};

/**
 * Fetched whenever the page opens, and kept (ticket-cache.ts) each time: with no network the
 * kept list is the query's data from the start, so the tickets show at once and the failed
 * fetch only adds a note.
 */
export const ticketListQueryOptions = (
  runtime: Pick<KlubbRuntime, 'api' | 'storage'>,
  memberId: string,
) =>
  queryOptions({
    queryKey: ticketKeys.member(memberId),
    queryFn: async ({ signal }) => {
      const list = await runtime.api.getTicketList(signal);
      writeCachedTickets(runtime.storage, memberId, list);
      return list;
    },
    initialData: () => readCachedTickets(runtime.storage, memberId) ?? undefined,
    // The kept list is shown but never counts as fresh: the page asks the API every time.
    initialDataUpdatedAt: 0,
    retry: false,
  });
