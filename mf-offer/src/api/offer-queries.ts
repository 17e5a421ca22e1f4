import { queryOptions, useQuery } from '@tanstack/react-query';

import type { Offer, OfferMemberState } from '@klubb/contracts';
import { useMemberId, useRuntime, type KlubbRuntime } from '@klubb/runtime';
import { isApiError } from '@klubb/sdk';

/**
 * An offer's detail comes in two parts (issue 38): what everyone sees, the same for every caller
 * and served from the API's public cache, and the signed-in member's own part, keyed by member so
 * signing in or out never shows another view. An offer that needs sign-in shows a visitor its
 * teaser only: for it, the member's part is their whole view.
 */
export const offerKeys = {
  all: ['offers'] as const,
  detail: (id: string) => [...offerKeys.all, 'detail', id] as const,
  member: (id: string, memberId: string, signInOnly: boolean) =>
    [...offerKeys.all, 'detail', id, 'member', { memberId, signInOnly }] as const,
};

// An unknown or ended offer will not appear by asking again; a network hiccup might.
const retry = (failures: number, error: Error) =>
  failures < 1 && isApiError(error) && error.status >= 500;

export const offerQueryOptions = (runtime: Pick<KlubbRuntime, 'api'>, id: string) =>
  queryOptions({
    queryKey: offerKeys.detail(id),
    queryFn: ({ signal }) => runtime.api.getOffer(id, signal),
    retry,
  });

type MemberView = { kind: 'offer'; offer: Offer } | { kind: 'state'; state: OfferMemberState };

const memberViewQueryOptions = (
  runtime: Pick<KlubbRuntime, 'api'>,
  id: string,
  memberId: string,
  signInOnly: boolean,
) =>
  queryOptions({
    queryKey: offerKeys.member(id, memberId, signInOnly),
    queryFn: async ({ signal }): Promise<MemberView> =>
      signInOnly
        ? { kind: 'offer', offer: await runtime.api.getOfferAsMember(id, signal) }
        : { kind: 'state', state: await runtime.api.getOfferMemberState(id, signal) },
    retry,
  });

/** The public detail with the member's own part laid over it. */
function memberOffer(offer: Offer, view: MemberView): Offer {
  return view.kind === 'offer' ? view.offer : { ...offer, ...view.state };
}

/**
 * The offer as this visitor or member sees it: pending until both parts are there, so a member
 * never meets a claim or buy button in a state that is not theirs.
 */
export function useOffer(id: string) {
  const runtime = useRuntime();
  const memberId = useMemberId();
  const everyone = useQuery(offerQueryOptions(runtime, id));
  const signInOnly = everyone.data?.requiresSignIn === true;
  const member = useQuery({
    ...memberViewQueryOptions(runtime, id, memberId ?? '', signInOnly),
    enabled: memberId !== null && everyone.isSuccess,
  });
  const refetch = () => Promise.all([everyone.refetch(), memberId ? member.refetch() : null]);
  // Waiting for the network to come back (offline): the page says so instead of a skeleton.
  const paused = everyone.fetchStatus === 'paused' || member.fetchStatus === 'paused';
  const common = { refetch, paused };
  if (everyone.isError) return { ...common, status: 'error', error: everyone.error } as const;
  if (everyone.isPending) return { ...common, status: 'pending' } as const;
  if (memberId === null) return { ...common, status: 'success', data: everyone.data } as const;
  if (member.isError) return { ...common, status: 'error', error: member.error } as const;
  if (member.isPending) return { ...common, status: 'pending' } as const;
  return { ...common, status: 'success', data: memberOffer(everyone.data, member.data) } as const;
}
