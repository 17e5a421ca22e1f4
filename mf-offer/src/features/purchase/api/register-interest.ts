import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { RegisterInterestBody } from '@klubb/contracts';
import { useRuntime } from '@klubb/runtime';

import { offerKeys } from '../../../api/offer-queries';

/**
 * Joins a sold-out ticket's waiting list (an interest registration). A refusal asks for the offer
 * again: tickets may have come back since the page loaded, and the picker should show them.
 */
export function useRegisterInterest() {
  const runtime = useRuntime();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInterestBody) => runtime.api.registerInterest(input),
    onError: (_error, input) =>
      client.invalidateQueries({ queryKey: [...offerKeys.all, 'detail', input.offerId] }),
  });
}

/**
 * Leaves a ticket's waiting list (issue 32). The offer is asked again either way, so the page
 * shows the state the API holds.
 */
export function useLeaveWaitingList() {
  const runtime = useRuntime();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInterestBody) => runtime.api.leaveWaitingListOfTicket(input),
    onSettled: (_answer, _error, input) =>
      client.invalidateQueries({ queryKey: [...offerKeys.all, 'detail', input.offerId] }),
  });
}
