import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { paths } from '@klubb/contracts';
import { formatPrice, useLanguage } from '@klubb/i18n';
import { Button, linkButtonClassName, Spinner } from '@klubb/ui';

import { useCart } from '../../../api/cart-queries';
import { COMMERCE_NAMESPACE } from '../../../i18n';
import { useCheckoutSession } from '../hooks/use-checkout-session';
import { usePageVisible } from '../hooks/use-page-visible';

import styles from './checkout.module.css';
import { HoldCountdown } from './hold-countdown';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import { Receipt } from './receipt';

/**
 * The full-screen checkout (spec §2, §4): over the whole app, without the navigation bar, as a
 * modal <dialog> — the app behind is inert, Escape or the close button leave it. It opens a
 * session for the cart, shows the payment UI for it, and the receipt once the order is made.
 */
export function CheckoutPage() {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const language = useLanguage();
  const navigate = useNavigate();
  const anchor = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const visible = usePageVisible(anchor);
  const { state, paid, retry } = useCheckoutSession(visible);
  const { data: cart } = useCart();

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!visible || !dialog) return;
    if (!dialog.open) dialog.showModal?.();
    return () => {
      if (dialog.open) dialog.close?.();
    };
  }, [visible]);

  useLayoutEffect(() => {
    if (state.phase === 'complete') document.getElementById('receipt-title')?.focus();
  }, [state.phase]);

  const close = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.mixedFeed.build());
  };
  const amountText = formatPrice(cart?.totalPrice ?? 0, cart?.currency ?? 'SEK', language);

  return (
    <div ref={anchor}>
      {visible ? (
        <dialog
          ref={dialogRef}
          className={styles.checkout}
          aria-labelledby="checkout-title"
          onCancel={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <div className={styles.frame}>
            <header className={styles.header}>
              <h1 id="checkout-title" className={styles.title}>
                {t('checkout.title')}
              </h1>
              <button
                type="button"
                className={styles.close}
                aria-label={t('checkout.close')}
                onClick={close}
              >
                {'×'}
              </button>
            </header>
            {state.phase === 'idle' || state.phase === 'starting' ? (
              <div role="status" className={styles.status}>
                <Spinner />
                <span>{t('checkout.loading')}</span>
              </div>
            ) : null}
            {state.phase === 'failed' && state.message === 'checkout.empty' ? (
              // An empty cart is not a failure: it says so plainly and offers a way on.
              <div className={styles.emptyState}>
                <p className={styles.empty}>{t('checkout.empty')}</p>
                <Link
                  className={linkButtonClassName()}
                  to={paths.mixedFeed.build()}
                  onClick={(event) => {
                    // Leaves the checkout's history entry behind, as the close button does.
                    event.preventDefault();
                    void navigate(paths.mixedFeed.build(), { replace: true });
                  }}
                >
                  {t('cart.emptyAction')}
                </Link>
              </div>
            ) : null}
            {state.phase === 'failed' && state.message !== 'checkout.empty' ? (
              <div className={styles.failure}>
                <p role="alert" className={styles.alert}>
                  {t(state.message)}
                </p>
                {/* A checkout that could not open is no dead end (issue 32's review). */}
                {state.retryable ? <Button onClick={retry}>{t('checkout.tryAgain')}</Button> : null}
              </div>
            ) : null}
            {state.phase === 'open' && state.session.expiresAt ? (
              <HoldCountdown
                expiresAt={state.session.expiresAt}
                tickets={!!cart?.itemList.some((item) => item.itemVariantType === 'ticket')}
              />
            ) : null}
            {state.phase === 'open' && cart && cart.itemList.length > 0 ? (
              <OrderSummary cart={cart} />
            ) : null}
            {state.phase === 'open' ? (
              <PaymentStep
                config={state.config}
                session={state.session}
                amountText={amountText}
                onPaid={() => void paid(state.config, state.session)}
              />
            ) : null}
            {state.phase === 'finishing' ? (
              <div role="status" className={styles.status}>
                <Spinner />
                <span>{t('checkout.paying')}</span>
              </div>
            ) : null}
            {state.phase === 'complete' ? <Receipt order={state.order} /> : null}
          </div>
        </dialog>
      ) : null}
    </div>
  );
}
