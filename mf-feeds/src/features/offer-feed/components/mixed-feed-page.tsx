import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { MIXED_FEED_ORIGIN, paths, type OfferFeedItem } from '@klubb/contracts';

import { useCategories } from '../../../api/category-queries';
import { PagedOfferList } from '../../../components/paged-offer-list/paged-offer-list';
import { FEEDS_NAMESPACE } from '../../../i18n';
import { useBillboard } from '../api/feed-queries';
import { useOfferFeed } from '../hooks/use-offer-feed';
import { withoutBillboard } from '../utils/without-billboard';

import { Billboard } from './billboard';
import { MobileSearchBox } from './mobile-search-box';
import styles from './offer-feed.module.css';

// From the mixed feed an offer opens in the main stack, under the mixedFeed origin.
const hrefOf = (offer: OfferFeedItem) =>
  paths.offerWithOrigin.build(MIXED_FEED_ORIGIN, offer.type, offer.id);

/**
 * The mixed feed at /: the brand's logo is the header's (issue 32: a second one in the feed was
 * one too many on a phone), then the billboard, the phone's search box and every offer, paged. The
 * page root names the version of mf-feeds that drew it (`data-remote-version`), so a canary can
 * be seen in the DOM (issue 15's e2e) without changing anything a member sees.
 */
export function MixedFeedPage() {
  const { t } = useTranslation(FEEDS_NAMESPACE);
  const { names } = useCategories();
  const feed = useOfferFeed(null, null);
  // The billboard's query is the one <Billboard> reads: one request between them.
  const billboardOfferId = useBillboard().data?.offerId;
  const state = useMemo(
    () => ({ ...feed.state, items: withoutBillboard(feed.state.items, billboardOfferId) }),
    [feed.state, billboardOfferId],
  );
  return (
    <div className={styles.page} data-remote-version={__KLUBB_APP_VERSION__}>
      <h1 className="k-visually-hidden">{t('mixedFeed.title')}</h1>
      <MobileSearchBox />
      <Billboard />
      <PagedOfferList
        state={state}
        onLoadMore={feed.loadMore}
        onRetry={feed.retry}
        label={t('mixedFeed.offers')}
        hrefOf={hrefOf}
        categoryNames={names}
        emptyText={t('mixedFeed.empty')}
        countText={(count) => t('feed.count', { count })}
      />
    </div>
  );
}
