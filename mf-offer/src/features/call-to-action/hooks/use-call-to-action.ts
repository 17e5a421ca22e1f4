import { useCallback } from 'react';

import type { CallToAction } from '@klubb/contracts';
import { useRuntime, useRuntimeSession, type KlubbRuntime } from '@klubb/runtime';

import { openExternal } from '../../../lib/platform';
import {
  callToActionOutcome,
  withReferralToken,
  type CallToActionContext,
} from '../utils/call-to-action';

export interface CallToActionHandlers {
  /** The payment handler: what a payment call to action starts. */
  onPayment: () => void;
}

/**
 * Presses a call to action: logs callToActionButtonClicked-{type} (fire and forget: a lost log line
 * must never cost the member anything), then does what the type says.
 */
export function useCallToAction(
  context: Omit<CallToActionContext, 'signedIn'>,
  handlers: CallToActionHandlers,
) {
  const runtime = useRuntime();
  const dispatch = useRuntimeSession((state) => state.dispatch);
  const { onPayment } = handlers;
  const { offerId, member, contactEmail, native } = context;
  return useCallback(
    (action: CallToAction) => {
      const signedIn = runtime.session.store.getState().session !== null;
      const { event, effect } = callToActionOutcome(action, {
        offerId,
        member,
        contactEmail,
        native,
        signedIn,
      });
      runtime.api.logInteraction(event).catch(() => undefined);
      runtime.analytics.track(event.event, 'interaction', { offerId });
      switch (effect.kind) {
        case 'open':
          if (effect.newTab) openExternal(effect.url, false);
          else window.location.assign(effect.url);
          return;
        case 'referral':
          openReferral(runtime, effect.url, offerId, effect.newTab);
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
    [contactEmail, dispatch, member, native, offerId, onPayment, runtime],
  );
}

/**
 * Opens the partner's referral page with a referral token the API makes for it. The new tab is
 * opened at once, in the press, so no pop-up blocker stops it; it is sent on when the token is
 * there, cut off from this page first (noopener), and closed if no token can be had.
 */
function openReferral(runtime: KlubbRuntime, url: string, offerId: string, newTab: boolean): void {
  const tab = newTab ? window.open('about:blank', '_blank') : null;
  if (tab) tab.opener = null;
  runtime.api
    .createReferralToken({ offerId })
    .then(({ token }) => {
      const target = withReferralToken(url, token);
      if (tab) tab.location.href = target;
      else if (!newTab) window.location.assign(target);
    })
    .catch((error: unknown) => {
      tab?.close();
      console.error('[klubb] no referral token', error);
    });
}
