import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { orderNumber, type Order } from '@klubb/contracts';
import { formatDateTime, formatDay, formatPrice, useLanguage } from '@klubb/i18n';

import { MORE_NAMESPACE } from '../../../i18n';
import { orderTitle, PAYMENT_METHOD_KEYS } from '../utils/order-summary';

import styles from './orders.module.css';

export interface OrderItemProps {
  order: Order;
}

/**
 * One order of the history (spec §3 display fields): its title, day of purchase and amount; opened,
 * the payment method, event, place, date, tickets, VAT per rate, fees and additional info.
 */
export function OrderItem({ order }: OrderItemProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const price = (amount: number) => formatPrice(amount, order.currency, language);
  const purchased = formatDay(Date.parse(`${order.dayOfPurchase}T12:00:00Z`), language);
  return (
    <li className={styles.order}>
      <button
        type="button"
        className={styles.summary}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.title}>
          {orderTitle(order, (title, count) => t('orders.titleMore', { title, count }))}
        </span>
        <span>{purchased}</span>
        <span className={styles.amount}>{price(order.amount)}</span>
      </button>
      <dl id={panelId} className={styles.details} hidden={!open}>
        <dt>{t('orders.paymentMethod')}</dt>
        <dd>{t(PAYMENT_METHOD_KEYS[order.paymentMethod])}</dd>
        <dt>{t('orders.amount')}</dt>
        <dd>{price(order.amount)}</dd>
        {order.eventName ? (
          <>
            <dt>{t('orders.event')}</dt>
            <dd>{order.eventName}</dd>
          </>
        ) : null}
        {order.location ? (
          <>
            <dt>{t('orders.location')}</dt>
            <dd>{order.location}</dd>
          </>
        ) : null}
        {order.date ? (
          <>
            <dt>{t('orders.date')}</dt>
            <dd>{formatDateTime(order.date.start, language)}</dd>
          </>
        ) : null}
        {order.ticketCount > 0 ? (
          <>
            <dt>{t('orders.tickets')}</dt>
            <dd>{order.ticketCount}</dd>
          </>
        ) : null}
        {order.itemList.length > 0 ? (
          <>
            <dt>{t('orders.items')}</dt>
            {order.itemList.map((item) => (
              <dd key={item.itemVariantId}>
                {t('orders.itemLine', {
                  quantity: item.quantity,
                  title: `${item.offerTitle} – ${item.itemVariant.title}`,
                })}
              </dd>
            ))}
          </>
        ) : null}
        {order.vat.map((rate) => (
          <VatLine key={rate.percentage} percentage={rate.percentage} amount={price(rate.amount)} />
        ))}
        {order.feeAmount > 0 ? (
          <>
            <dt>{t('orders.fees')}</dt>
            <dd>{price(order.feeAmount)}</dd>
          </>
        ) : null}
        {order.additionalInfo ? (
          <>
            <dt>{t('orders.additionalInfo')}</dt>
            <dd>{order.additionalInfo}</dd>
          </>
        ) : null}
        <dt>{t('orders.dayOfPurchase')}</dt>
        <dd>{purchased}</dd>
        <dt>{t('orders.orderNumber')}</dt>
        <dd>{orderNumber(order.id)}</dd>
      </dl>
    </li>
  );
}

function VatLine({ percentage, amount }: { percentage: number; amount: string }) {
  const { t } = useTranslation(MORE_NAMESPACE);
  return (
    <>
      <dt>{t('orders.vat', { percentage })}</dt>
      <dd>{amount}</dd>
    </>
  );
}
