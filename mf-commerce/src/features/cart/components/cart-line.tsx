import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths, type CartItem, type Language } from '@klubb/contracts';
import { formatPrice, useLanguage, formatDateTime } from '@klubb/i18n';
import { ImageView, QuantityInput } from '@klubb/ui';

import { COMMERCE_NAMESPACE } from '../../../i18n';
import { drawerQuantity, lineMaximum } from '../utils/cart-lines';

import styles from './cart-drawer.module.css';

export interface CartLineProps {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  onOpen: () => void;
}

/** What distinguishes the variant: a ticket's date and city, an item's size (its title). */
function variantText(item: CartItem, language: Language): string {
  const { itemVariant } = item;
  const parts = [
    itemVariant.date ? formatDateTime(itemVariant.date.start, language) : null,
    itemVariant.location?.city ?? null,
    itemVariant.title,
  ];
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

/**
 * One line of the drawer (spec §3 "Cart item"): the picture (a merchandise variant's first
 * image), the offer's title linking to the offer, the variant, unit price and fees, the quantity
 * (1 to the purchase cap) and a delete button (quantity 0).
 */
export function CartLine({ item, onQuantity, onOpen }: CartLineProps) {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  const language = useLanguage();
  const money = (amount: number) => formatPrice(amount, item.itemVariant.currency, language);
  const image =
    item.itemVariantType === 'other' && item.itemVariant.images[0]
      ? item.itemVariant.images[0]
      : item.offerPuffImage;
  const fees = item.itemVariant.customFeeIdList.flatMap((id) => {
    const fee = item.itemVariantCustomFeeBuildRecord[id];
    return fee ? [fee] : [];
  });
  return (
    <li className={styles.line}>
      <ImageView image={image} sizes="72px" className={styles.image} />
      <div className={styles.lineBody}>
        <Link
          className={styles.title}
          to={paths.offer.build(item.offerType, item.offerId)}
          onClick={onOpen}
        >
          {item.offerTitle}
        </Link>
        <p className={styles.variant}>{variantText(item, language)}</p>
        <p className={styles.price}>
          {t('cart.unitPrice')} {money(item.itemVariant.price.current)}
        </p>
        {fees.map((fee) => (
          <p key={fee.id} className={styles.fee}>
            {fee.name} {money(fee.price.current)}
          </p>
        ))}
        <div className={styles.lineActions}>
          <QuantityInput
            value={item.quantity}
            max={lineMaximum(item)}
            label={t('cart.quantity')}
            decreaseLabel={t('cart.decrease')}
            increaseLabel={t('cart.increase')}
            onChange={(quantity) => onQuantity(drawerQuantity(quantity, item))}
          />
          <button
            type="button"
            className={styles.remove}
            aria-label={t('cart.remove', { title: item.offerTitle })}
            onClick={() => onQuantity(0)}
          >
            {t('cart.removeShort')}
          </button>
        </div>
      </div>
    </li>
  );
}
