import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@klubb/contracts';
import { Icon } from '@klubb/ui';

import { useCartQuantity } from '../../../api/cart-queries';
import { COMMERCE_NAMESPACE } from '../../../i18n';

import styles from './cart-button.module.css';

/** Past this the badge shows "99+": a wider badge would cover the header. */
const CART_BADGE_MAX = 99;

const badgeText = (quantity: number) =>
  quantity > CART_BADGE_MAX ? `${CART_BADGE_MAX}+` : String(quantity);

/**
 * The cart button with its quantity badge, in the shell's header slot. The count is in the
 * button's name, so a screen reader hears it with the button; a change is not announced on its
 * own (the add-to-cart dialog already says what was added).
 */
export function CartButton() {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const quantity = useCartQuantity();
  return (
    <Link
      className={styles.button}
      to={paths.checkout.build()}
      aria-label={quantity === null ? t('cart.label') : t('cart.button', { count: quantity })}
    >
      <Icon name="cart" />
      {quantity !== null && quantity > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {badgeText(quantity)}
        </span>
      ) : null}
    </Link>
  );
}
