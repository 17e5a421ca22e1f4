import { useMutation } from '@tanstack/react-query';

import type { CompleteOnboardingBody } from '@klubb/contracts';
import { useRuntime } from '@klubb/runtime';

/**
 * Completes the set-up. A new password (ssn mode replaces the temporary one) ends the member's
 * sessions at the identity provider, so the member is signed in again with it at once (under the
 * e-mail the set-up kept); without one (the member chose it at registration) the session goes on.
 */
export function useCompleteSetUp() {
  const runtime = useRuntime();
  return useMutation({
    mutationFn: async ({ body, email }: { body: CompleteOnboardingBody; email: string }) => {
      await runtime.api.completeOnboarding(body);
      if (body.password === undefined) return;
      const tokens = await runtime.identity.client().signInWithPassword(email, body.password);
      runtime.session.establishSession(tokens);
    },
  });
}
