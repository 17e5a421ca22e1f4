import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths, type Billboard as BillboardData } from '@klubb/contracts';
import { ImageView } from '@klubb/ui';

import { FEEDS_NAMESPACE } from '../../../i18n';

import styles from './mixed-feed.module.css';

/** The featured offer at the top of the mixed feed, at most 600 px wide. */
export function Billboard({ billboard }: { billboard: BillboardData }) {
  const { t } = useTranslation(FEEDS_NAMESPACE);
  return (
    <Link className={styles.billboard} to={paths.offer.build(billboard.type, billboard.offerId)}>
      <ImageView image={billboard.puffImage} sizes="(min-width: 640px) 600px, 100vw" priority />
      <div className={styles.billboardText}>
        <span className={styles.kicker}>{t('mixedFeed.featured')}</span>
        <h2>{billboard.title}</h2>
        <p>{billboard.teaserLine}</p>
      </div>
    </Link>
  );
}
