import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { MIXED_FEED_ORIGIN, paths } from '@klubb/contracts';
import { softHyphenate, useLanguage } from '@klubb/i18n';
import { ImageView } from '@klubb/ui';

import { FEEDS_NAMESPACE } from '../../../i18n';
import { useBillboard } from '../api/feed-queries';

import styles from './offer-feed.module.css';

/** The picture's width: the whole phone, then half the grid (at most 1,200 px less the gutters). */
const BILLBOARD_IMAGE_SIZES = '(min-width: 1200px) 574px, (min-width: 600px) 50vw, 100vw';

/**
 * The featured offer at the top of the mixed feed: on a phone a picture at most 600 px wide with
 * its text over it; from a tablet up as wide as the grid, the picture on the left, the text beside it. While it is on its way its
 * place is held, so the feed below does not jump when it arrives; nothing shows when the brand
 * has none (a 404) or it cannot be fetched: the feed matters more.
 */
export function Billboard() {
  const { t } = useTranslation(FEEDS_NAMESPACE);
  const { data: billboard, isPending } = useBillboard();
  const language = useLanguage();
  if (isPending) return <div className={styles.billboardPlaceholder} aria-hidden="true" />;
  if (!billboard) return null;
  return (
    <Link
      className={styles.billboard}
      to={paths.offerWithOrigin.build(MIXED_FEED_ORIGIN, billboard.type, billboard.offerId)}
    >
      <ImageView image={billboard.puffImage} sizes={BILLBOARD_IMAGE_SIZES} priority />
      <div className={styles.billboardText}>
        <span className={styles.kicker}>{t('mixedFeed.featured')}</span>
        <h2>{softHyphenate(billboard.title, language)}</h2>
        <p>{billboard.teaserLine}</p>
        {billboard.readingTime ? (
          <p>{t('card.readingTime', { count: billboard.readingTime })}</p>
        ) : null}
      </div>
    </Link>
  );
}
