import { queryOptions } from '@tanstack/react-query';

import type { KlubbRuntime } from '@klubb/runtime';

/** The member's brand role (its name heads the More page where the brand shows it). */
export const brandRoleKeys = {
  all: ['brandRole'] as const,
  member: (memberId: string) => [...brandRoleKeys.all, memberId] as const,
};

export const brandRoleQueryOptions = (runtime: Pick<KlubbRuntime, 'api'>, memberId: string) =>
  queryOptions({
    queryKey: brandRoleKeys.member(memberId),
    queryFn: ({ signal }) => runtime.api.getBrandRole(signal),
    staleTime: 5 * 60_000,
    // Spec §8: a failed role fetch is only logged; the header shows the name without it.
    retry: false,
  });
