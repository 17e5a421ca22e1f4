import { useTranslation } from 'react-i18next';

import type { ShoppingCart } from '@klubb/contracts';
import { formatPrice, useLanguage } from '@klubb/i18n';

import { COMMERCE_NAMESPACE } from '../../../i18n';

import styles from './checkout.module.css';

/** What is being paid for, above the card form (issue 32): each line, its quantity and price. */
export function OrderSummary({ cart }: { cart: ShoppingCart }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const language = useLanguage();
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.formTitle}>
        {t('checkout.summary')}
      </h2>
      <ul className={styles.receiptItems}>
        {cart.itemList.map((item) => (
          <li key={item.itemVariantId}>
            <span>
              {item.offerTitle} {'·'} {item.itemVariant.title}{' '}
              <span className={styles.quantity}>
                {t('checkout.receipt.quantity', { count: item.quantity })}
              </span>
            </span>
            <span className={styles.amount}>
              {formatPrice(item.itemVariant.price.current * item.quantity, cart.currency, language)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
