import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

import { CART_DRAWER_MAX_WIDTH_PX, paths, type ShoppingCart } from '@klubb/contracts';
import { formatPrice, useLanguage } from '@klubb/i18n';
import { Button, ErrorView, linkButtonClassName, Spinner } from '@klubb/ui';

import { COMMERCE_NAMESPACE } from '../../../i18n';

import styles from './cart-drawer.module.css';
import { CartLine } from './cart-line';

export interface CartDrawerProps {
  cart: ShoppingCart | undefined;
  /** The spec's message when a change could not be made (the cart has been put back). */
  failed: boolean;
  /** Whether the cart is still on its way or could not be fetched (a visitor's is 'ready'). */
  load: 'loading' | 'error' | 'ready';
  onRetry: () => void;
  onQuantity: (itemVariantId: string, quantity: number) => void;
  onClose: () => void;
}

/**
 * The cart drawer (spec §2): from the right, at most 400 px wide. A native modal <dialog>, so
 * focus moves into it and stays there, the page behind is inert, Escape closes it, and focus goes
 * back to the cart button when it closes.
 */
export function CartDrawer({ cart, failed, load, onRetry, onQuantity, onClose }: CartDrawerProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const language = useLanguage();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal?.();
    return () => {
      if (dialog.open) dialog.close?.();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const lines = cart?.itemList ?? [];
  const money = (amount: number) => formatPrice(amount, cart?.currency ?? 'SEK', language);
  return (
    <dialog
      ref={ref}
      className={styles.drawer}
      style={{ maxWidth: CART_DRAWER_MAX_WIDTH_PX }}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.content}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.heading}>
            {t('cart.drawerTitle')}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={t('cart.close')}
            onClick={onClose}
          >
            {'×'}
          </button>
        </header>
        {failed ? (
          <p role="alert" className={styles.alert}>
            {t('cart.updateFailed')}
          </p>
        ) : null}
        {load === 'loading' ? (
          <div className={styles.emptyState}>
            <Spinner />
          </div>
        ) : load === 'error' ? (
          // Never "your cart is empty" for a cart that did not come (issue 32, screenshot review);
          // the house's error view, one centred block, its heading under the drawer's.
          <ErrorView level={3} title={t('cart.loadFailedTitle')} message={t('cart.loadFailed')}>
            <Button variant="secondary" onClick={onRetry}>
              {t('cart.retry')}
            </Button>
          </ErrorView>
        ) : lines.length === 0 ? (
          <div className={styles.emptyState}>
            <p className={styles.empty}>{t('cart.empty')}</p>
            <Link className={linkButtonClassName()} to={paths.mixedFeed.build()} onClick={onClose}>
              {t('cart.emptyAction')}
            </Link>
          </div>
        ) : (
          <>
            <ul className={styles.lines} aria-label={t('cart.lines')}>
              {lines.map((item) => (
                <CartLine
                  key={item.itemVariantId}
                  item={item}
                  onQuantity={(quantity) => onQuantity(item.itemVariantId, quantity)}
                  onOpen={onClose}
                />
              ))}
            </ul>
            <dl className={styles.totals}>
              <div>
                <dt>{t('cart.totalQuantity')}</dt>
                <dd>{cart?.totalQuantity}</dd>
              </div>
              <div>
                <dt>{t('cart.totalFees')}</dt>
                <dd>{money(cart?.totalCustomFeePrice ?? 0)}</dd>
              </div>
              <div className={styles.total}>
                <dt>{t('cart.totalPrice')}</dt>
                <dd>{money(cart?.totalPrice ?? 0)}</dd>
              </div>
            </dl>
            <Button
              onClick={() => {
                onClose();
                void navigate(paths.checkout.build());
              }}
            >
              {t('cart.toCheckout')}
            </Button>
          </>
        )}
      </div>
    </dialog>
  );
}
