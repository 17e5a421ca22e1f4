import { queryOptions } from '@tanstack/react-query';

import type { KlubbRuntime } from '@klubb/runtime';

/** The member's waiting lists, keyed by member; asked again each minute for a new offer. */
export const waitingListKeys = {
  all: ['waitingLists'] as const,
  member: (memberId: string) => [...waitingListKeys.all, memberId] as const,
};

const WAITING_LIST_REFRESH_MS = 60_000;

export const waitingListQueryOptions = (runtime: Pick<KlubbRuntime, 'api'>, memberId: string) =>
  queryOptions({
    queryKey: waitingListKeys.member(memberId),
    queryFn: ({ signal }) => runtime.api.getWaitingLists(signal),
    refetchInterval: WAITING_LIST_REFRESH_MS,
  });
