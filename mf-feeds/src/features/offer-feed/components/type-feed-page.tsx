import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import { paths, toOfferType, type OfferFeedItem } from '@klubb/contracts';
import { useRuntime } from '@klubb/runtime';

import { useCategories } from '../../../api/category-queries';
import { PagedOfferList } from '../../../components/paged-offer-list/paged-offer-list';
import { FEEDS_NAMESPACE } from '../../../i18n';
import { feedStoreOf, readRenderedFeed } from '../api/feed-cache';
import { useOfferFeed } from '../hooks/use-offer-feed';
import { categoriesOfType } from '../utils/categories-of-type';

import { CategoryFilter } from './category-filter';
import styles from './offer-feed.module.css';

// From a type feed an offer opens in that type's stack.
const hrefOf = (offer: OfferFeedItem) => paths.offer.build(offer.type, offer.id);

/**
 * The feed of one offer type at /editorial, /benefit or /live (the first path segment is the
 * type), with its category filter. A reload within 10 s comes back with the same filter.
 */
export function TypeFeedPage() {
  const { t } = useTranslation(FEEDS_NAMESPACE);
  const type = toOfferType(useLocation().pathname.split('/')[1]);
  const runtime = useRuntime();
  const client = useQueryClient();
  const [selection, setSelection] = useState(() => ({
    type,
    categoryId: readRenderedFeed(runtime, client, feedStoreOf(type))?.feed.categoryId ?? null,
  }));
  const categoryId = selection.type === type ? selection.categoryId : null;
  const { categories, names, settled } = useCategories();
  const choices = useMemo(() => categoriesOfType(categories, type), [categories, type]);
  const feed = useOfferFeed(type, categoryId);
  // The filter's height is known only with the categories (none on a first visit): the list waits
  // for them, so it appears below the filter rather than being pushed down by it (CLS). The feed
  // itself is already being fetched.
  if (!settled) {
    return (
      <div className={styles.page} data-remote-version={__KLUBB_APP_VERSION__}>
        <h1 className={styles.heading}>{t(`typeFeed.${type}`)}</h1>
      </div>
    );
  }
  return (
    <div className={styles.page} data-remote-version={__KLUBB_APP_VERSION__}>
      <h1 className={styles.heading}>{t(`typeFeed.${type}`)}</h1>
      <CategoryFilter
        categories={choices}
        selected={categoryId}
        onChange={(next) => setSelection({ type, categoryId: next })}
      />
      <PagedOfferList
        state={feed.state}
        onLoadMore={feed.loadMore}
        onRetry={feed.retry}
        label={t(`typeFeed.${type}`)}
        hrefOf={hrefOf}
        categoryNames={names}
        emptyText={t(categoryId ? 'typeFeed.emptyCategory' : 'mixedFeed.empty')}
        countText={(count) => t('feed.count', { count })}
      />
    </div>
  );
}
