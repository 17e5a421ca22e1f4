import { useTranslation } from 'react-i18next';

import type { Offer } from '@klubb/contracts';
import { softHyphenate, useLanguage } from '@klubb/i18n';
import { ImageView } from '@klubb/ui';

import { OFFER_NAMESPACE } from '../../../i18n';

import styles from './offer-detail.module.css';

export interface OfferHeaderProps {
  offer: Pick<Offer, 'title' | 'preamble' | 'puffImage' | 'type' | 'readingTime'>;
  categoryName: string | null;
}

/** The top of the offer: its picture, category, title (the page's h1) and preamble. */
export function OfferHeader({ offer, categoryName }: OfferHeaderProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const language = useLanguage();
  return (
    <header className={styles.header}>
      <ImageView
        image={offer.puffImage}
        className={styles.image}
        sizes="(min-width: 800px) 800px, 100vw"
        priority
      />
      <p className={styles.category}>
        <span>{categoryName ?? t(`detail.types.${offer.type}`)}</span>
        {offer.readingTime ? (
          <span className={styles.readingTime}>
            {t('detail.readingTime', { count: offer.readingTime })}
          </span>
        ) : null}
      </p>
      <h1 className={styles.title}>{softHyphenate(offer.title, language)}</h1>
      {offer.preamble ? <p className={styles.preamble}>{offer.preamble}</p> : null}
    </header>
  );
}
