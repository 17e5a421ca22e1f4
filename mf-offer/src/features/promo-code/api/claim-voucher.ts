import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useRuntime } from '@klubb/runtime';

import { offerKeys } from '../../../api/offer-queries';

/**
 * Claims the offer's promo code. Afterwards the offer is asked again, so the claimed count, the
 * cap and whether codes are left are the server's, not a guess.
 */
export function useClaimVoucher(offerId: string) {
  const runtime = useRuntime();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => runtime.api.claimVoucherCode(offerId),
    onSuccess: () => runtime.analytics.track('claim', 'commerce', { offerId }),
    onSettled: () => client.invalidateQueries({ queryKey: [...offerKeys.all, 'detail', offerId] }),
  });
}
