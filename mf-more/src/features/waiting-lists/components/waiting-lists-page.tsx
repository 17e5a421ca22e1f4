import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths, type WaitingListEntry } from '@klubb/contracts';
import { formatDateTime, useLanguage } from '@klubb/i18n';
import { useCurrentUser, useRuntime } from '@klubb/runtime';
import { Button } from '@klubb/ui';

import { EmptyState } from '../../../components/empty-state';
import { LoadState } from '../../../components/load-state';
import { MembersOnly } from '../../../components/members-only';
import { MORE_NAMESPACE } from '../../../i18n';
import { waitingListKeys, waitingListQueryOptions } from '../api/waiting-list-queries';

import { OfferCountdown } from './offer-countdown';
import styles from './waiting-lists.module.css';

/** "Mina väntelistor" (issue 37): the member's place in each line, an offer's countdown, leaving. */
export function WaitingListsPage() {
  const { t } = useTranslation(MORE_NAMESPACE);
  return (
    <MembersOnly title={t('waitingLists.title')}>
      <WaitingLists />
    </MembersOnly>
  );
}

function WaitingLists() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const memberId = useCurrentUser()?.id ?? '';
  const runtime = useRuntime();
  const query = useQuery(waitingListQueryOptions(runtime, memberId));
  if (!query.data) return <LoadState query={query} label={t('waitingLists.loading')} />;
  if (query.data.length === 0) {
    // No place in any line: a way on to the events rather than a bare sentence (issue 32).
    return <EmptyState text={t('waitingLists.empty')} action={t('waitingLists.emptyAction')} />;
  }
  return (
    <ul className={styles.list} aria-label={t('waitingLists.title')}>
      {query.data.map((entry) => (
        <WaitingListItem key={entry.orderId} entry={entry} memberId={memberId} />
      ))}
    </ul>
  );
}

interface WaitingListItemProps {
  entry: WaitingListEntry;
  memberId: string;
}

function WaitingListItem({ entry, memberId }: WaitingListItemProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const runtime = useRuntime();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: waitingListKeys.member(memberId) });
  const leave = useMutation({
    mutationFn: () => runtime.api.leaveWaitingList(entry.orderId),
    onSuccess: refresh,
  });
  const open = entry.offer?.state === 'open' && entry.offer.expiresAt > Date.now();
  return (
    <li className={styles.item}>
      <h2 className={styles.name}>{entry.eventName}</h2>
      <p>
        {entry.variantTitle}
        {entry.date ? `, ${formatDateTime(entry.date.start, language)}` : ''}
      </p>
      {open && entry.offer ? (
        <div className={styles.offer} role="status">
          <p>{t('waitingLists.offered')}</p>
          <OfferCountdown expiresAt={entry.offer.expiresAt} onEnd={() => void refresh()} />
          <Link to={paths.offer.build(entry.offerType, entry.offerId)}>
            {t('waitingLists.buy')}
          </Link>
        </div>
      ) : entry.place !== null ? (
        <p>{t('waitingLists.place', { place: entry.place })}</p>
      ) : (
        <p>{t(entry.offer?.state === 'taken' ? 'waitingLists.taken' : 'waitingLists.missed')}</p>
      )}
      <Button variant="secondary" disabled={leave.isPending} onClick={() => leave.mutate()}>
        {t('waitingLists.leave')}
      </Button>
      {leave.isError ? <p role="alert">{t('waitingLists.leaveFailed')}</p> : null}
    </li>
  );
}
