import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths, type Order } from '@klubb/contracts';
import { formatDateTime, useLanguage } from '@klubb/i18n';

import { MORE_NAMESPACE } from '../../../i18n';

import styles from './orders.module.css';

/**
 * The member's places on waiting lists (issue 32): not purchases, so apart from them, without a
 * price or a ticket count. Each names the ticket and leads to its offer, where it can be left.
 */
export function WaitingListPlaces({ places }: { places: readonly Order[] }) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const language = useLanguage();
  return (
    <section className={styles.waitingLists} aria-labelledby="waiting-lists-heading">
      <h2 id="waiting-lists-heading">{t('orders.waitingLists')}</h2>
      <p>{t('orders.waitingListsIntro')}</p>
      <ul className={styles.list}>
        {places.flatMap((place) =>
          place.itemList.map((item) => (
            <li key={`${place.id}-${item.itemVariantId}`} className={styles.order}>
              <Link className={styles.summary} to={paths.offer.build(item.offerType, item.offerId)}>
                <span className={styles.title}>{item.offerTitle}</span>
                <span>
                  {item.itemVariant.date
                    ? `${item.itemVariant.title}, ${formatDateTime(item.itemVariant.date.start, language)}`
                    : item.itemVariant.title}
                </span>
              </Link>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}
