import { useMutation } from '@tanstack/react-query';

import { useRuntime } from '@klubb/runtime';

/** Asks for a reset link to `email`; the link comes back to this app's origin. */
export function useRequestPasswordReset() {
  const runtime = useRuntime();
  return useMutation({
    mutationFn: (email: string) =>
      runtime.api.requestPasswordReset({ email, appUrl: window.location.origin }),
  });
}
