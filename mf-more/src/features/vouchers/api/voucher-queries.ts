import { infiniteQueryOptions } from '@tanstack/react-query';

import { CLAIMED_VOUCHERS_PAGE_SIZE, type ClaimedVoucher } from '@klubb/contracts';
import type { KlubbRuntime } from '@klubb/runtime';

/** The member's claimed promo codes, keyed by member. */
export const voucherKeys = {
  all: ['claimedVouchers'] as const,
  member: (memberId: string) => [...voucherKeys.all, memberId] as const,
};

/**
 * The next page's cursor: the last code's, or none after a short page (issue 38: the API answers
 * `CLAIMED_VOUCHERS_PAGE_SIZE` codes a page, the next after the cursor named).
 */
export function nextVoucherCursor(page: readonly ClaimedVoucher[]): string | undefined {
  return page.length < CLAIMED_VOUCHERS_PAGE_SIZE ? undefined : page.at(-1)?.cursor;
}

export const claimedVouchersQueryOptions = (runtime: Pick<KlubbRuntime, 'api'>, memberId: string) =>
  infiniteQueryOptions({
    queryKey: voucherKeys.member(memberId),
    queryFn: ({ signal, pageParam }) => runtime.api.getClaimedVoucherCodes(signal, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: nextVoucherCursor,
    // A code claimed on an offer page a moment ago must be here when the member comes looking.
    staleTime: 0,
  });
