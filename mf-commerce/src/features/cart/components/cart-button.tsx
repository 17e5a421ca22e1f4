import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@klubb/contracts';
import { Icon } from '@klubb/ui';

import { COMMERCE_NAMESPACE } from '../../../i18n';

import styles from './cart-button.module.css';

/** The cart button with its quantity badge, in the shell's header slot. */
export function CartButton() {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  // The cart API comes with the commerce issue; until then the cart is empty.
  const quantity = 0;
  return (
    <Link
      className={styles.button}
      to={paths.checkout.build()}
      aria-label={t('cart.button', { count: quantity })}
    >
      <Icon name="cart" />
      {quantity > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {quantity}
        </span>
      ) : null}
    </Link>
  );
}
