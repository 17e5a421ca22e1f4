import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { CheckoutSession } from '@klubb/contracts';

import { COMMERCE_NAMESPACE } from '../../../i18n';

import styles from './checkout.module.css';

export interface StripeCheckoutProps {
  session: CheckoutSession;
  publishableKey: string;
  onPaid: () => void;
}

/**
 * Stripe's payment UI (PROTOCOLS.md §4.3): Embedded Checkout for the session's client secret.
 * Stripe.js comes from js.stripe.com, as PCI requires (never bundled, never self-hosted), and only
 * when this page opens: `@stripe/stripe-js/pure` loads nothing until asked. The session is made
 * with `redirect_on_completion: never`, so Stripe calls `onComplete` here.
 */
export function StripeCheckout({ session, publishableKey, onPaid }: StripeCheckoutProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const mountRef = useRef<HTMLDivElement>(null);
  const paidRef = useRef(onPaid);
  paidRef.current = onPaid;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let destroy: (() => void) | null = null;
    let current = true;
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        loadStripe.setLoadParameters({ advancedFraudSignals: false });
        const stripe = await loadStripe(publishableKey);
        if (!stripe || !current) return;
        const checkout = await stripe.createEmbeddedCheckoutPage({
          fetchClientSecret: async () => session.clientSecret,
          onComplete: () => paidRef.current(),
        });
        if (!current || !mountRef.current) {
          checkout.destroy();
          return;
        }
        checkout.mount(mountRef.current);
        destroy = () => checkout.destroy();
      } catch {
        if (current) setFailed(true);
      }
    })();
    return () => {
      current = false;
      destroy?.();
    };
  }, [publishableKey, session.clientSecret]);

  return failed ? (
    <p role="alert" className={styles.alert}>
      {t('checkout.errors.generic')}
    </p>
  ) : (
    <div ref={mountRef} className={styles.stripe} />
  );
}
