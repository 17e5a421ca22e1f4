import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Spinner } from '@klubb/ui';

import { FEEDS_NAMESPACE } from '../../../i18n';
import { OfferGrid } from '../../offer-card/components/offer-grid';
import { billboardQueryOptions, feedPageQueryOptions } from '../api/feed-queries';

import { Billboard } from './billboard';
import styles from './mixed-feed.module.css';

/** The mixed feed at /: the billboard and the first page of offer cards. */
export function MixedFeedPage() {
  const { t } = useTranslation(FEEDS_NAMESPACE);
  const billboard = useQuery(billboardQueryOptions());
  const feed = useQuery(feedPageQueryOptions(null, [], 0));
  return (
    <div className={styles.page}>
      <h1 className="k-visually-hidden">{t('mixedFeed.title')}</h1>
      {billboard.data ? <Billboard billboard={billboard.data} /> : null}
      {feed.isPending ? <Spinner /> : null}
      {feed.isError ? <p role="alert">{t('mixedFeed.failed')}</p> : null}
      {feed.data?.length === 0 ? <p>{t('mixedFeed.empty')}</p> : null}
      {feed.data && feed.data.length > 0 ? (
        <OfferGrid offers={feed.data} label={t('mixedFeed.offers')} />
      ) : null}
    </div>
  );
}
