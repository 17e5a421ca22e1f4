import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { OfferFeedItem } from '@klubb/contracts';
import { softHyphenate, useLanguage } from '@klubb/i18n';
import { ImageView } from '@klubb/ui';

import { FEEDS_NAMESPACE } from '../../i18n';

import styles from './offer-card.module.css';

export interface OfferCardProps {
  offer: OfferFeedItem;
  /** Where the card leads: /{type}/{id}, /mixedFeed/{type}/{id} or /search/{type}/{id}. */
  href: string;
  /** The name of the offer's category, when it has one and the list is known. */
  categoryName?: string;
  /** Eager image for the cards of the first screen; the rest load lazily. */
  priority?: boolean;
}

const IMAGE_SIZES = '(min-width: 1200px) 25vw, (min-width: 600px) 33vw, 50vw';

/**
 * One card of a feed grid: the puff image, category, title, teaser line and reading time. Only
 * the title is a link, stretched over the whole card: the link's name is exactly its visible text
 * (WCAG 2.5.3), a screen reader's list of links stays short, and the whole card is the target.
 */
export const OfferCard = memo(function OfferCard({
  offer,
  href,
  categoryName,
  priority = false,
}: OfferCardProps) {
  const { t } = useTranslation(FEEDS_NAMESPACE);
  const language = useLanguage();
  return (
    <div className={styles.card}>
      <ImageView
        image={offer.puffImage}
        className={styles.image}
        sizes={IMAGE_SIZES}
        priority={priority}
      />
      <div className={styles.body}>
        <span className={styles.tag}>{categoryName ?? t(`type.${offer.type}`)}</span>
        {/* h2: a card is a section of the page, whose h1 is the feed's (or search's) title. */}
        <h2 className={styles.title}>
          <Link className={styles.link} to={href}>
            {softHyphenate(offer.title, language)}
          </Link>
        </h2>
        <p className={styles.teaser}>{offer.teaserLine}</p>
        {offer.readingTime ? (
          <p className={styles.meta}>{t('card.readingTime', { count: offer.readingTime })}</p>
        ) : null}
      </div>
    </div>
  );
});
