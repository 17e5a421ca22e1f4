import { queryOptions, useQuery } from '@tanstack/react-query';

import { useMemberId } from '@klubb/runtime';
import { isApiError } from '@klubb/sdk';

import { runtime } from '../lib/runtime';

/**
 * The offer's detail is the member's own view (their claims, sign-in-only content), so the key
 * holds who asks: signing in or out asks again instead of showing the other view.
 */
export const offerKeys = {
  all: ['offers'] as const,
  detail: (id: string, memberId: string | null) =>
    [...offerKeys.all, 'detail', id, { memberId }] as const,
};

export const offerQueryOptions = (id: string, memberId: string | null) =>
  queryOptions({
    queryKey: offerKeys.detail(id, memberId),
    queryFn: ({ signal }) => runtime().api.getOffer(id, signal),
    // An unknown or ended offer will not appear by asking again; a network hiccup might.
    retry: (failures, error) => failures < 1 && isApiError(error) && error.status >= 500,
  });

/** The signed-in member's uid, or null while anonymous. */

export function useOffer(id: string) {
  return useQuery(offerQueryOptions(id, useMemberId()));
}
