import { useTranslation } from 'react-i18next';

import { formatPrice, useLanguage } from '@klubb/i18n';
import { ImageView } from '@klubb/ui';

import { OFFER_NAMESPACE } from '../../../i18n';
import type { Purchase } from '../hooks/use-purchase';

import styles from './purchase.module.css';

export interface ItemPickerProps {
  purchase: Pick<Purchase, 'variants' | 'selection' | 'toggleItem' | 'availabilityOf'>;
}

/**
 * Items other than tickets, chosen by their picture (spec §4): pressing the chosen one again
 * deselects it. Sold-out items say so.
 */
export function ItemPicker({ purchase }: ItemPickerProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const language = useLanguage();
  const { variants, selection, toggleItem, availabilityOf } = purchase;
  return (
    <section className={styles.picker} aria-label={t('picker.items')}>
      <h2 className={styles.pickerTitle}>{t('picker.items')}</h2>
      <ul className={styles.items}>
        {variants.map((variant) => {
          const soldOut = availabilityOf(variant.id) === 0;
          const picture = variant.images[0];
          return (
            <li key={variant.id}>
              <button
                type="button"
                className={`${styles.item} ${soldOut ? styles.soldOut : ''}`}
                aria-pressed={selection.variantId === variant.id}
                onClick={() => toggleItem(variant.id)}
              >
                {picture ? (
                  <ImageView image={picture} sizes="(min-width: 800px) 200px, 45vw" />
                ) : null}
                <span className={styles.itemTitle}>{variant.title}</span>
                <span>{formatPrice(variant.price.current, variant.currency, language)}</span>
                {soldOut ? <span className={styles.soldOutTag}>{t('picker.soldOut')}</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
