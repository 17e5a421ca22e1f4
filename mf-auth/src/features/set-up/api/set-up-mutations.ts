import { useMutation } from '@tanstack/react-query';

import type { CompleteOnboardingBody } from '@klubb/contracts';

import { runtime } from '../../../utils/runtime';

/** The set-up always chooses the member's own password (it replaces the temporary one). */
type SetUpBody = CompleteOnboardingBody & { password: string };

/**
 * Completes the set-up. The new password ends the member's sessions at the identity provider,
 * so the member is signed in again with it at once (under the e-mail the set-up kept).
 */
export function useCompleteSetUp() {
  return useMutation({
    mutationFn: async ({ body, email }: { body: SetUpBody; email: string }) => {
      await runtime().api.completeOnboarding(body);
      const tokens = await runtime().identity.client().signInWithPassword(email, body.password);
      runtime().session.establishSession(tokens);
    },
  });
}
