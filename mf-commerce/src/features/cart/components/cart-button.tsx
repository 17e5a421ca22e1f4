import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Icon } from '@klubb/ui';

import { useChangeCartLine } from '../../../api/cart-mutations';
import { useCart } from '../../../api/cart-queries';
import { COMMERCE_NAMESPACE } from '../../../i18n';

import styles from './cart-button.module.css';
import { CartDrawer } from './cart-drawer';

/** Past this the badge shows "99+": a wider badge would cover the header. */
const CART_BADGE_MAX = 99;

const badgeText = (quantity: number) =>
  quantity > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(quantity);

/**
 * The cart button with its quantity badge, in the shell's header slot; it opens the cart drawer.
 * The count is in the button's name, so a screen reader hears it with the button; a change is
 * not announced on its own (the add-to-cart dialog already says what was added).
 */
export function CartButton() {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const { memberId, data, isError, refetch } = useCart();
  const change = useChangeCartLine(memberId ?? '');
  const [open, setOpen] = useState(false);
  const quantity = memberId === null || isError || !data ? null : data.totalQuantity;
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={quantity === null ? t('cart.label') : t('cart.button', { count: quantity })}
        onClick={() => {
          change.reset();
          setOpen(true);
        }}
      >
        <Icon name="cart" />
        {quantity !== null && quantity > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {badgeText(quantity)}
          </span>
        ) : null}
      </button>
      {open ? (
        <CartDrawer
          cart={memberId === null ? undefined : data}
          failed={change.isError}
          load={memberId === null || data ? 'ready' : isError ? 'error' : 'loading'}
          onRetry={() => void refetch()}
          onClose={() => setOpen(false)}
          onQuantity={(itemVariantId, next) => {
            const item = data?.itemList.find((line) => line.itemVariantId === itemVariantId);
            if (item && memberId !== null) change.mutate({ item, quantity: next });
          }}
        />
      ) : null}
    </>
  );
}
