import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useCurrentUser, useRuntime } from '@klubb/runtime';

import { EmptyState } from '../../../components/empty-state';
import { LoadState } from '../../../components/load-state';
import { MembersOnly } from '../../../components/members-only';
import { NextPage } from '../../../components/next-page';
import { MORE_NAMESPACE } from '../../../i18n';
import { orderHistoryQueryOptions } from '../api/order-queries';
import { newestFirst, splitOrders } from '../utils/order-summary';

import { OrderItem } from './order-item';
import styles from './orders.module.css';
import { WaitingListPlaces } from './waiting-list-places';

/**
 * My orders (spec §2): an expandable list of past purchases, newest first, or an empty state; the
 * member's waiting-list places apart, below (issue 32: a place is not a 0 kr purchase).
 */
export function OrderHistoryPage() {
  const { t } = useTranslation(MORE_NAMESPACE);
  return (
    <MembersOnly title={t('orders.title')}>
      <OrderHistory />
    </MembersOnly>
  );
}

function OrderHistory() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const user = useCurrentUser();
  const runtime = useRuntime();
  const query = useInfiniteQuery(orderHistoryQueryOptions(runtime, user?.id ?? ''));
  if (!query.data) return <LoadState query={query} label={t('orders.loading')} />;
  const { purchases, waitingListPlaces } = splitOrders(newestFirst(query.data.pages.flat()));
  const places = waitingListPlaces.length ? <WaitingListPlaces places={waitingListPlaces} /> : null;
  if (purchases.length === 0 && !query.hasNextPage) {
    return (
      <>
        <EmptyState text={t('orders.empty')} action={t('orders.emptyAction')} />
        {places}
      </>
    );
  }
  return (
    <>
      <ul className={styles.list} aria-label={t('orders.title')}>
        {purchases.map((order) => (
          <OrderItem key={order.id} order={order} />
        ))}
      </ul>
      <NextPage query={query} label={t('orders.loadMore')} busyLabel={t('orders.loadingMore')} />
      {places}
    </>
  );
}
