import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

import type { CheckoutConfig, CheckoutSession, Order } from '@klubb/contracts';
import { cartKeys, useRuntime } from '@klubb/runtime';

import { startFailureMessage, type CheckoutMessage } from '../utils/checkout-messages';

/** How often, and how many times, a paid checkout asks for its order before giving up. */
const ORDER_POLL_MS = 1000;
const ORDER_POLL_TRIES = 30;

export type CheckoutState =
  | { phase: 'idle' | 'starting' }
  | { phase: 'open'; config: CheckoutConfig; session: CheckoutSession }
  | { phase: 'finishing'; config: CheckoutConfig; session: CheckoutSession }
  | { phase: 'complete'; order: Order }
  /** `retryable`: the checkout could not open (nothing was paid), so trying again is safe. */
  | { phase: 'failed'; message: CheckoutMessage; retryable?: boolean };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The checkout's life (spec §4 "Checkout"): while the page is on screen it loads the config and
 * opens a session for the cart; an unfinished session (not complete, not errored) is expired when
 * the member leaves — another page, or the tab closing (`pagehide`, sent with keepalive). Once the
 * payment went through, the order is read (the API asks the provider, never the browser's word)
 * and the cart, now empty, is read again.
 */
export function useCheckoutSession(visible: boolean) {
  const client = useQueryClient();
  const { api, analytics } = useRuntime();
  const [state, setState] = useState<CheckoutState>({ phase: 'idle' });
  // Each "Försök igen" after a checkout that could not open starts it again.
  const [attempt, setAttempt] = useState(0);
  // The session to give back on leaving; cleared once it is paid or given back.
  const unfinished = useRef<string | null>(null);

  const leave = useCallback(() => {
    const id = unfinished.current;
    unfinished.current = null;
    if (id) void api.expireCheckoutOnLeave(id).catch(() => undefined);
  }, [api]);

  useEffect(() => {
    if (!visible) return;
    let current = true;
    setState({ phase: 'starting' });
    void (async () => {
      try {
        const config = await api.getCheckoutConfig(true);
        const session = await api.createCheckout(true);
        unfinished.current = session.id;
        analytics.track('checkoutStarted', 'commerce');
        if (!current) return leave();
        setState({ phase: 'open', config, session });
        // The cart's quantities may have been clamped: the badge and drawer follow.
        void client.invalidateQueries({ queryKey: cartKeys.all });
      } catch (error) {
        if (current) {
          setState({ phase: 'failed', message: startFailureMessage(error), retryable: true });
        }
      }
    })();
    window.addEventListener('pagehide', leave);
    return () => {
      current = false;
      window.removeEventListener('pagehide', leave);
      leave();
      setState({ phase: 'idle' });
    };
  }, [visible, attempt, client, leave, api, analytics]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  /** The provider took the payment: wait for the order the API makes of it. */
  const paid = useCallback(
    async (config: CheckoutConfig, session: CheckoutSession) => {
      unfinished.current = null;
      setState({ phase: 'finishing', config, session });
      let ended: 'expired' | 'refunded' | null = null;
      for (let attempt = 0; attempt < ORDER_POLL_TRIES; attempt += 1) {
        try {
          const status = await api.getCheckoutStatus(session.id);
          if (status.order) {
            setState({ phase: 'complete', order: status.order });
            analytics.track('checkoutCompleted', 'commerce', {
              orderId: status.order.id,
              amount: status.order.amount,
              currency: status.order.currency,
            });
            void client.invalidateQueries({ queryKey: cartKeys.all });
            return;
          }
          if (status.status === 'expired') {
            // Paid, but sold out meanwhile: the API refunds it (api/src/services/refunds.ts).
            ended = status.paymentStatus === 'paid' ? 'refunded' : 'expired';
            break;
          }
        } catch {
          // A hiccup: ask again.
        }
        await wait(ORDER_POLL_MS);
      }
      setState({
        phase: 'failed',
        message:
          ended === 'refunded'
            ? 'checkout.errors.refunded'
            : ended === 'expired'
              ? 'checkout.errors.cancelled'
              : 'checkout.errors.generic',
      });
    },
    [client, api, analytics],
  );

  return { state, paid, retry };
}
