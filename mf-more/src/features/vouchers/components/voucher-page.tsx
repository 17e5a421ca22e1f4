import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useCurrentUser, useRuntime } from '@klubb/runtime';

import { LoadState } from '../../../components/load-state';
import { MembersOnly } from '../../../components/members-only';
import { NextPage } from '../../../components/next-page';
import pageStyles from '../../../components/page.module.css';
import { MORE_NAMESPACE } from '../../../i18n';
import { claimedVouchersQueryOptions } from '../api/voucher-queries';
import { groupVouchers } from '../utils/group-vouchers';

import { VoucherGroupView } from './voucher-group';
import styles from './vouchers.module.css';

/** My promo codes (spec §2): the member's claimed codes grouped by offer, or an empty state. */
export function VoucherPage() {
  const { t } = useTranslation(MORE_NAMESPACE);
  return (
    <MembersOnly title={t('vouchers.title')}>
      <ClaimedVouchers />
    </MembersOnly>
  );
}

function ClaimedVouchers() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const user = useCurrentUser();
  const runtime = useRuntime();
  const query = useInfiniteQuery(claimedVouchersQueryOptions(runtime, user?.id ?? ''));
  if (!query.data) return <LoadState query={query} label={t('vouchers.loading')} />;
  const groups = groupVouchers(query.data.pages.flat());
  if (groups.length === 0) return <p className={pageStyles.empty}>{t('vouchers.empty')}</p>;
  return (
    <>
      <ul className={styles.groups} aria-label={t('vouchers.title')}>
        {groups.map((group) => (
          <VoucherGroupView key={group.offerId} group={group} />
        ))}
      </ul>
      <NextPage
        query={query}
        label={t('vouchers.loadMore')}
        busyLabel={t('vouchers.loadingMore')}
      />
    </>
  );
}
