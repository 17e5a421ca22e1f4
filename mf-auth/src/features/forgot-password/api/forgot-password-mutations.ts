import { useMutation } from '@tanstack/react-query';

import { runtime } from '../../../utils/runtime';

/** Asks for a reset link to `email`; the link comes back to this app's origin. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      runtime().api.requestPasswordReset({ email, appUrl: window.location.origin }),
  });
}
