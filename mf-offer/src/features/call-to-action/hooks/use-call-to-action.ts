import { useCallback } from 'react';

import type { CallToAction } from '@klubb/contracts';
import { api } from '@klubb/sdk';
import { useSessionStore } from '@klubb/session';

import { openExternal } from '../../../lib/platform';
import { callToActionOutcome, type CallToActionContext } from '../utils/call-to-action';

export interface CallToActionHandlers {
  /** The payment handler: what a payment call to action starts. */
  onPayment: () => void;
}

/**
 * Presses a call to action: logs callToActionButtonClicked-{type} (fire and forget: a lost log line
 * must never cost the member anything), then does what the type says.
 */
export function useCallToAction(
  context: Omit<CallToActionContext, 'idToken'>,
  handlers: CallToActionHandlers,
) {
  const dispatch = useSessionStore((state) => state.dispatch);
  const { onPayment } = handlers;
  const { offerId, member, contactEmail, native } = context;
  return useCallback(
    (action: CallToAction) => {
      const idToken = useSessionStore.getState().session?.idToken ?? null;
      const { event, effect } = callToActionOutcome(action, {
        offerId,
        member,
        contactEmail,
        native,
        idToken,
      });
      api()
        .logInteraction(event)
        .catch(() => undefined);
      switch (effect.kind) {
        case 'open':
          if (effect.newTab) openExternal(effect.url, false);
          else window.location.assign(effect.url);
          return;
        case 'payment':
          onPayment();
          return;
        case 'signIn':
          dispatch({ type: 'signInRequested' });
          return;
        case 'none':
          return;
      }
    },
    [contactEmail, dispatch, member, native, offerId, onPayment],
  );
}
