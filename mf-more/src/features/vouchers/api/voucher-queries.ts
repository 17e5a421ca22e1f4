import { queryOptions } from '@tanstack/react-query';

import { runtime } from '../../../lib/runtime';

/** The member's claimed promo codes, keyed by member. */
export const voucherKeys = {
  all: ['claimedVouchers'] as const,
  member: (memberId: string) => [...voucherKeys.all, memberId] as const,
};

export const claimedVouchersQueryOptions = (memberId: string) =>
  queryOptions({
    queryKey: voucherKeys.member(memberId),
    queryFn: ({ signal }) => runtime().api.getClaimedVoucherCodes(signal),
    // A code claimed on an offer page a moment ago must be here when the member comes looking.
    staleTime: 0,
  });
