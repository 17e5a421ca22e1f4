import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths, WAITING_LIST_OFFER_POLL_MS, type WaitingListEntry } from '@klubb/contracts';
import { LOCALES, useLanguage } from '@klubb/i18n';
import { useMemberId, useRuntime } from '@klubb/runtime';

import { newOffers, withTold } from '../utils/new-offers';

import styles from './offer-notice.module.css';

/**
 * "A ticket is held for you" (issue 37): while a member uses the app, their waiting lists are
 * asked every minute (and when the tab comes back); an offer they have not been told of shows
 * here, in a polite live region, with the way to Mina väntelistor, and inside a native container
 * also as a notification through the bridge (docs/native-bridge.md, `showNotification`). Each
 * offer is told once per device, even across restarts.
 */
export function OfferNotice() {
  const { t } = useTranslation('host');
  const language = useLanguage();
  const runtime = useRuntime();
  const memberId = useMemberId();
  const toldKey = `waitingListOffersTold:${memberId ?? ''}`;
  const lists = useQuery({
    queryKey: ['waitingLists', 'offerNotice', memberId],
    queryFn: ({ signal }) => runtime.api.getWaitingLists(signal),
    enabled: !!memberId,
    refetchInterval: WAITING_LIST_OFFER_POLL_MS,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const [shown, setShown] = useState<WaitingListEntry | null>(null);

  useEffect(() => {
    if (!lists.data) return;
    const told = runtime.storage.read<string[]>(toldKey) ?? [];
    const fresh = newOffers(lists.data, told, Date.now());
    if (!fresh.length) return;
    runtime.storage.write(toldKey, withTold(told, fresh));
    setShown(fresh[0] ?? null);
    for (const entry of fresh) {
      void runtime.native
        .container()
        .showNotification({
          title: t('offerNotice.title'),
          body: t('offerNotice.body', {
            event: entry.eventName,
            time: timeOf(entry, language),
          }),
          path: paths.waitingLists.build(),
        })
        .catch(() => false);
    }
  }, [lists.data, toldKey, runtime, t, language]);

  // Only while there is news: the pages' own status lines stay the only ones otherwise. A status
  // that appears with its text is read politely, as the console's and the door's are.
  if (!shown) return null;
  return (
    <div role="status" aria-live="polite" className={styles.notice}>
      <p className={styles.text}>
        <strong>{t('offerNotice.title')}</strong>{' '}
        {t('offerNotice.body', { event: shown.eventName, time: timeOf(shown, language) })}
      </p>
      <Link to={paths.waitingLists.build()} onClick={() => setShown(null)}>
        {t('offerNotice.open')}
      </Link>
      <button type="button" className={styles.close} onClick={() => setShown(null)}>
        {t('offerNotice.close')}
      </button>
    </div>
  );
}

const timeOf = (entry: WaitingListEntry, language: keyof typeof LOCALES) =>
  new Intl.DateTimeFormat(LOCALES[language], { hour: '2-digit', minute: '2-digit' }).format(
    entry.offer?.expiresAt ?? Date.now(),
  );
