import { useMutation, useQueryClient } from '@tanstack/react-query';

import { announce, clearAnnouncement } from './announcer';
import { registryKeys } from './registry-api';
import { withFreshSession } from './session/operator-session';

export interface UseChangeOptions<V, R = unknown> {
  /** The call that makes the change (its answer is the mutation's data). */
  change: (variables: V) => Promise<R>;
  /** What changed, in the operator's language, said once it is done. */
  describe: (variables: V) => string;
  /**
   * Where focus goes when the control that acted is gone once the screens show the new state
   * (a form a panel replaced): a heading with tabIndex -1, or the control that took its place.
   */
  focusAfter?: () => HTMLElement | null | undefined;
}

/** The element that had focus when the change began, if it still can take it. */
function focusable(element: Element | null): HTMLElement | null {
  return element instanceof HTMLElement && element !== document.body ? element : null;
}

/**
 * Puts focus back where the operator acted: on the same control when it is still on the page
 * (a switch, a button), else on `fallback`. Only when focus was lost: a click elsewhere meanwhile
 * (the operator moved on) is left alone.
 */
function restoreFocus(opener: HTMLElement | null, fallback?: () => HTMLElement | null | undefined) {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  if (opener?.isConnected && !opener.matches(':disabled')) opener.focus();
  else fallback?.()?.focus();
}

/**
 * After the task that renders the new answers: react-query tells its observers in a task of its
 * own (notifyManager), and React renders them then; focus is judged on the page as it is after.
 */
const afterRender = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A change of the registry: asks for the password when the API wants a fresh session and runs
 * it again, then says what changed and asks every registry screen again (the audit log too).
 * Focus stays on (or returns to) the control that acted; a failure clears the last success, so
 * the page never says both.
 */
export function useChange<V, R = unknown>({
  change,
  describe,
  focusAfter,
}: UseChangeOptions<V, R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => withFreshSession(() => change(variables)),
    onMutate: () => {
      clearAnnouncement();
      return { opener: focusable(document.activeElement) };
    },
    // Said once the screens show the new state, so the words and the page agree.
    onSuccess: async (_answer, variables, context) => {
      await client.invalidateQueries({ queryKey: registryKeys.all });
      await afterRender();
      announce(describe(variables));
      restoreFocus(context?.opener ?? null, focusAfter);
    },
    onError: (_error, _variables, context) => {
      clearAnnouncement();
      restoreFocus(context?.opener ?? null, focusAfter);
    },
  });
}
