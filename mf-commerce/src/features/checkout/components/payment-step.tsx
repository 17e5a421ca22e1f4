import { useTranslation } from 'react-i18next';

import type { CheckoutConfig, CheckoutSession } from '@klubb/contracts';

import { COMMERCE_NAMESPACE } from '../../../i18n';
import { paymentUiOf } from '../utils/payment-ui';

import { CardForm } from './card-form';
import styles from './checkout.module.css';
import { StripeCheckout } from './stripe-checkout';

export interface PaymentStepProps {
  config: CheckoutConfig;
  session: CheckoutSession;
  amountText: string;
  onPaid: () => void;
}

/** The `PaymentUi` seam: the stand-in's card form or Stripe's Embedded Checkout, by the key. */
export function PaymentStep({ config, session, amountText, onPaid }: PaymentStepProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const kind = paymentUiOf(config.publishableKey);
  return (
    <>
      <p className={styles.total}>
        {t('checkout.total')} <strong>{amountText}</strong>
      </p>
      {kind === 'card-form' ? (
        <CardForm
          session={session}
          publishableKey={config.publishableKey}
          amountText={amountText}
          onPaid={onPaid}
        />
      ) : null}
      {kind === 'stripe' ? (
        <StripeCheckout session={session} publishableKey={config.publishableKey} onPaid={onPaid} />
      ) : null}
      {kind === null ? (
        <p role="alert" className={styles.alert}>
          {t('checkout.errors.generic')}
        </p>
      ) : null}
    </>
  );
}
