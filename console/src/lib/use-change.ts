import { useMutation, useQueryClient } from '@tanstack/react-query';

import { announce } from './announcer';
import { registryKeys } from './registry-api';
import { withFreshSession } from './session/operator-session';

export interface UseChangeOptions<V> {
  /** The call that makes the change. */
  change: (variables: V) => Promise<unknown>;
  /** What changed, in the operator's language, said once it is done. */
  describe: (variables: V) => string;
}

/**
 * A change of the registry: asks for the password when the API wants a fresh session and runs
 * it again, then says what changed and asks every registry screen again (the audit log too).
 */
export function useChange<V>({ change, describe }: UseChangeOptions<V>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => withFreshSession(() => change(variables)),
    // Said once the screens show the new state, so the words and the page agree.
    onSuccess: async (_answer, variables) => {
      await client.invalidateQueries({ queryKey: registryKeys.all });
      announce(describe(variables));
    },
  });
}
