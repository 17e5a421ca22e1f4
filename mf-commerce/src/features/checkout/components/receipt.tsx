import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { MEMBER_MOMENT_EVENT, orderNumber, paths, type Order } from '@klubb/contracts';
import { formatPrice, useLanguage } from '@klubb/i18n';

import { COMMERCE_NAMESPACE } from '../../../i18n';

import styles from './checkout.module.css';

/** The receipt (spec §1 "buy by card"): what was bought, the total with VAT, the order number. */
export function Receipt({ order }: { order: Order }) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const language = useLanguage();
  const money = (amount: number) => formatPrice(amount, order.currency, language);
  // A purchase made and its receipt read: on leaving it, the app may ask for push and tracking
  // (the host's explanation), never over the receipt itself.
  useEffect(() => () => void window.dispatchEvent(new Event(MEMBER_MOMENT_EVENT)), []);
  return (
    <section className={styles.receipt} aria-labelledby="receipt-title">
      <h2 id="receipt-title" tabIndex={-1}>
        {t('checkout.receipt.title')}
      </h2>
      <h3>{t('checkout.receipt.items')}</h3>
      <ul className={styles.receiptItems}>
        {order.itemList.map((item) => (
          <li key={item.itemVariantId}>
            <span>
              {item.offerTitle} {'·'} {item.itemVariant.title}
            </span>
            <span>{t('checkout.receipt.quantity', { count: item.quantity })}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.receiptTotals}>
        <div>
          <dt>{t('checkout.receipt.total')}</dt>
          <dd>{money(order.amount)}</dd>
        </div>
        {order.vat.map((vat) => (
          <div key={vat.percentage}>
            <dt>{t('checkout.receipt.vat', { percentage: vat.percentage })}</dt>
            <dd>{money(vat.amount)}</dd>
          </div>
        ))}
        {order.feeAmount > 0 ? (
          <div>
            <dt>{t('checkout.receipt.fees')}</dt>
            <dd>{money(order.feeAmount)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('checkout.receipt.orderId')}</dt>
          <dd>{orderNumber(order.id)}</dd>
        </div>
      </dl>
      <Link className={styles.link} to={paths.orderHistory.build()}>
        {t('checkout.receipt.myOrders')}
      </Link>
    </section>
  );
}
