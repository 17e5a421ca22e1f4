import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { toOfferType } from '@klubb/contracts';
import { Spinner } from '@klubb/ui';

import { FEEDS_NAMESPACE } from '../../../i18n';
import { feedPageQueryOptions } from '../../mixed-feed/api/feed-queries';
import styles from '../../mixed-feed/components/mixed-feed.module.css';
import { OfferGrid } from '../../offer-card/components/offer-grid';

/** The feed of one offer type at /editorial, /benefit or /live: the first segment is the type. */
export function TypeFeedPage() {
  const { t } = useTranslation(FEEDS_NAMESPACE);
  const type = toOfferType(useLocation().pathname.split('/')[1]);
  const feed = useQuery(feedPageQueryOptions(type, [], 0));
  return (
    <div className={styles.page}>
      <h1>{t(`typeFeed.${type}`)}</h1>
      {feed.isPending ? <Spinner /> : null}
      {feed.isError ? <p role="alert">{t('mixedFeed.failed')}</p> : null}
      {feed.data?.length === 0 ? <p>{t('mixedFeed.empty')}</p> : null}
      {feed.data && feed.data.length > 0 ? (
        <OfferGrid offers={feed.data} label={t(`typeFeed.${type}`)} />
      ) : null}
    </div>
  );
}
