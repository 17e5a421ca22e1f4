import { useMutation } from '@tanstack/react-query';

import { api } from '@klubb/sdk';

/** Asks for a reset link to `email`; the link comes back to this app's origin. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api().requestPasswordReset({ email, appUrl: window.location.origin }),
  });
}
