import { queryOptions, useMutation } from '@tanstack/react-query';

import { useRuntime, type KlubbRuntime } from '@klubb/runtime';

/**
 * Whether the reset link still works, asked when its page opens: never retried (an expired link
 * stays expired) and never kept (a link used meanwhile must be asked about again).
 */
export const passwordResetCheckQueryOptions = (
  runtime: Pick<KlubbRuntime, 'api'>,
  token: string | undefined,
) =>
  queryOptions({
    queryKey: ['passwordResetCheck', token],
    queryFn: () => runtime.api.checkPasswordReset({ verificationId: token ?? '' }),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** Sets the new password with the link's verification id. */
export function useUpdatePassword() {
  const runtime = useRuntime();
  return useMutation({
    mutationFn: (change: { verificationId: string; password: string }) =>
      runtime.api.updatePassword(change),
  });
}
