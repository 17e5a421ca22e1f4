import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { OfferFeedItem } from '@klubb/contracts';
import { Button } from '@klubb/ui';

import { useLoadMoreSentinel } from '../../hooks/use-load-more-sentinel';
import { FEEDS_NAMESPACE } from '../../i18n';
import type { PagingState } from '../../lib/paging/paging-state';
import { OfferGrid, type OfferGridProps } from '../offer-card/offer-grid';
import { OfferGridSkeleton } from '../offer-card/offer-grid-skeleton';

import styles from './paged-offer-list.module.css';

export interface PagedOfferListProps extends Pick<
  OfferGridProps,
  'label' | 'hrefOf' | 'categoryNames' | 'eagerImages'
> {
  state: PagingState<OfferFeedItem>;
  onLoadMore: () => void;
  onRetry: () => void;
  /** What an empty list says. */
  emptyText: string;
  /** A way on under the empty text (issue 32: no bare "no results"). */
  emptyAction?: ReactNode;
  /** The polite live-region text for the number of cards shown. */
  countText: (count: number) => string;
  /** Search ignores its errors (spec §8): no error text, the previous results stay. */
  silentErrors?: boolean;
}

/** Enough skeleton cards to fill a phone's or a laptop's first screen. */
const FIRST_PAGE_BONES = 8;

/**
 * A paged grid of offer cards: more load when the end of the list comes near the viewport, cards in
 * their loading shape while a page is on its way, the count in a live region, and a retry after a failed page.
 */
export function PagedOfferList({
  state,
  onLoadMore,
  onRetry,
  emptyText,
  emptyAction,
  countText,
  silentErrors = false,
  ...grid
}: PagedOfferListProps) {
  const { t } = useTranslation(FEEDS_NAMESPACE);
  const { items, loading, failed, hasMore } = state;
  const sentinel = useLoadMoreSentinel({ enabled: hasMore && !loading && !failed, onLoadMore });
  const showFailure = failed && !loading && !silentErrors;
  const isEmpty = items.length === 0 && !hasMore && !loading && !failed;
  return (
    <div className={styles.list}>
      {/* One live region: the count, announced as pages arrive, or the empty text, shown. */}
      <p className={isEmpty ? styles.empty : 'k-visually-hidden'} role="status">
        {items.length > 0 ? countText(items.length) : isEmpty ? emptyText : ''}
      </p>
      {isEmpty && emptyAction ? <div className={styles.emptyAction}>{emptyAction}</div> : null}
      {items.length > 0 ? <OfferGrid offers={items} {...grid} /> : null}
      {/* The first page in the shape of its cards; a next page as one row more. */}
      {loading ? <OfferGridSkeleton count={items.length === 0 ? FIRST_PAGE_BONES : 2} /> : null}
      {showFailure ? (
        <div className={styles.failure} role="alert">
          <p>{t(items.length > 0 ? 'feed.failedMore' : 'feed.failed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('feed.retry')}
          </Button>
        </div>
      ) : null}
      {/* Watched for loading more: it comes near the viewport as the end of the list does. */}
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
    </div>
  );
}
