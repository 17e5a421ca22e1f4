import { useMutation } from '@tanstack/react-query';

import type { CreateUserBody } from '@klubb/contracts';
import { useRuntime } from '@klubb/runtime';

/**
 * Registers the member, then signs in with the temporary password the API answers (ssn mode) or
 * the one chosen: the app opens on set-up without a sign-in screen.
 */
export function useCreateAccount() {
  const runtime = useRuntime();
  return useMutation({
    mutationFn: async ({ body, password }: { body: CreateUserBody; password: string }) => {
      const created = await runtime.api.createUser(body);
      await runtime.session.signIn(() =>
        runtime.identity
          .client()
          .signInWithPassword(body.email ?? '', created.tempPassword ?? password),
      );
    },
  });
}
