import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { CompanionOffer as Companion } from '@klubb/contracts';
import { ImageView } from '@klubb/ui';

import { OFFER_NAMESPACE } from '../../../i18n';

import styles from './offer-detail.module.css';

export interface CompanionOfferProps {
  companion: Companion;
  href: string;
}

/** The offer shown beside this one (spec §3 "companionOffer"), under its header. */
export function CompanionOffer({ companion, href }: CompanionOfferProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  return (
    <section className={styles.companion} aria-label={t('companion.label')}>
      {companion.companionOfferHeader ? (
        <h2 className={styles.companionHeader}>{companion.companionOfferHeader}</h2>
      ) : null}
      <Link className={styles.companionCard} to={href}>
        <ImageView image={companion.puffImage} sizes="(min-width: 800px) 240px, 40vw" />
        <span className={styles.companionText}>
          <span className={styles.companionTitle}>{companion.title}</span>
          {companion.teaserLine ? <span>{companion.teaserLine}</span> : null}
        </span>
      </Link>
    </section>
  );
}
