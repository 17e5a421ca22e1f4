import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths, type OfferFeedItem } from '@klubb/contracts';
import { ImageView } from '@klubb/ui';

import { FEEDS_NAMESPACE } from '../../../i18n';

import styles from './offer-card.module.css';

export interface OfferCardProps {
  offer: OfferFeedItem;
  /** Eager image for the cards of the first screen. */
  priority?: boolean;
}

/** One card of a feed grid; it opens /{type}/{id}. */
export function OfferCard({ offer, priority = false }: OfferCardProps) {
  const { t } = useTranslation(FEEDS_NAMESPACE);
  return (
    <Link className={styles.card} to={paths.offer.build(offer.type, offer.id)}>
      <ImageView
        image={offer.puffImage}
        className={styles.image}
        sizes="(min-width: 1200px) 25vw, (min-width: 600px) 33vw, 50vw"
        priority={priority}
      />
      <div className={styles.body}>
        <span className={styles.tag}>{t(`type.${offer.type}`)}</span>
        <h3 className={styles.title}>{offer.title}</h3>
        <p className={styles.teaser}>{offer.teaserLine}</p>
        {offer.readingTime ? (
          <p className={styles.meta}>{t('card.readingTime', { count: offer.readingTime })}</p>
        ) : null}
      </div>
    </Link>
  );
}
