import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ItemVariant } from '@klubb/contracts';
import { formatDateTime, useLanguage } from '@klubb/i18n';
import { useRuntimeSession } from '@klubb/runtime';
import { Button, Dialog } from '@klubb/ui';

import { OFFER_NAMESPACE } from '../../../i18n';
import { useLeaveWaitingList, useRegisterInterest } from '../api/register-interest';

import styles from './purchase.module.css';

export interface WaitingListProps {
  offerId: string;
  /** The sold-out ticket to wait for; null while the member has not chosen one of several. */
  ticket: ItemVariant | null;
  /** The offer has several tickets, so the button says which one. */
  nameTicket: boolean;
  signedIn: boolean;
  /** The member is on this ticket's waiting list already (the API says so when the page opens). */
  joined?: boolean;
}

type Result = 'joined' | 'already' | 'chooseTicket' | 'left';

const RESULT_TEXTS = {
  joined: 'waitingList.joined',
  already: 'waitingList.already',
  chooseTicket: 'waitingList.chooseTicket',
  left: 'waitingList.left',
} as const;

/**
 * Sold-out tickets offer the waiting list (spec §4): a member joins it for the chosen ticket (an
 * interest registration, spec §3), a visitor is asked to sign in first. On the list, the member
 * sees so and can leave it (issue 32: joined is a state of its own, not a purchase to repeat). The
 * outcome is read out from a live region; a failure shows the generic error in an alert dialog.
 */
export function WaitingList({
  offerId,
  ticket,
  nameTicket,
  signedIn,
  joined = false,
}: WaitingListProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const language = useLanguage();
  const dispatch = useRuntimeSession((state) => state.dispatch);
  const register = useRegisterInterest();
  const leave = useLeaveWaitingList();
  const [onList, setOnList] = useState(joined);
  const [result, setResult] = useState<Result | null>(joined ? 'already' : null);
  const [dialog, setDialog] = useState<'signIn' | 'failed' | 'leaveFailed' | null>(null);
  const busy = register.isPending || leave.isPending;

  const press = async () => {
    if (busy) return;
    if (!signedIn) {
      setDialog('signIn');
      return;
    }
    if (!ticket) {
      setResult('chooseTicket');
      return;
    }
    setResult(null);
    try {
      const answer = await register.mutateAsync({ offerId, itemVariantId: ticket.id });
      setResult(answer.alreadyRegistered ? 'already' : 'joined');
      setOnList(true);
    } catch {
      setDialog('failed');
    }
  };

  const pressLeave = async () => {
    if (busy || !ticket) return;
    setResult(null);
    try {
      await leave.mutateAsync({ offerId, itemVariantId: ticket.id });
      setOnList(false);
      setResult('left');
    } catch {
      setDialog('leaveFailed');
    }
  };

  const label =
    nameTicket && ticket?.date
      ? t('waitingList.joinFor', {
          ticket: ticket.title,
          time: formatDateTime(ticket.date.start, language),
        })
      : t('waitingList.join');
  return (
    <div className={styles.note}>
      <p>{t('purchase.ticketsSoldOut')}</p>
      {/* aria-disabled rather than disabled while busy: the button keeps the keyboard focus. */}
      {onList ? (
        <Button
          variant="secondary"
          className={styles.waitingListButton}
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => void pressLeave()}
        >
          {busy ? t('waitingList.leaving') : t('waitingList.leave')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          className={styles.waitingListButton}
          aria-disabled={busy}
          aria-busy={busy}
          onClick={() => void press()}
        >
          {busy ? t('waitingList.joining') : label}
        </Button>
      )}
      <p className={styles.waitingListResult} role="status">
        {result ? t(RESULT_TEXTS[result]) : null}
      </p>
      {dialog === 'signIn' ? (
        <Dialog
          message={t('waitingList.signIn')}
          confirm
          onClose={(confirmed) => {
            setDialog(null);
            if (confirmed) dispatch({ type: 'signInRequested' });
          }}
        />
      ) : null}
      {dialog === 'failed' ? (
        <Dialog
          title={t('waitingList.failedTitle')}
          message={t('waitingList.somethingWrong')}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'leaveFailed' ? (
        <Dialog
          title={t('waitingList.leaveFailedTitle')}
          message={t('waitingList.somethingWrong')}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
