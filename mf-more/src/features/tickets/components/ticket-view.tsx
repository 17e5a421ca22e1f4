import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { Ticket } from '@klubb/contracts';
import { formatDateTime, useLanguage } from '@klubb/i18n';
import { Button } from '@klubb/ui';

import { MORE_NAMESPACE } from '../../../i18n';

import { TicketQr } from './ticket-qr';
import styles from './tickets.module.css';

export interface TicketViewProps {
  ticket: Ticket;
  onClose: () => void;
}

/** Keeps the screen on while the ticket shows, where the browser offers it (a hint, not a must). */
function useScreenAwake() {
  useEffect(() => {
    let lock: WakeLockSentinel | undefined;
    let ended = false;
    navigator.wakeLock
      ?.request('screen')
      .then((sentinel) => {
        if (ended) void sentinel.release();
        else lock = sentinel;
      })
      .catch(() => undefined);
    return () => {
      ended = true;
      void lock?.release();
    };
  }, []);
}

/**
 * One ticket full screen, to show at the door: the QR code, event, time, place and holder. A
 * native modal <dialog>: focus moves in, Escape and the close button close it, focus goes back.
 */
export function TicketView({ ticket, onClose }: TicketViewProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const language = useLanguage();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useScreenAwake();
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      if (dialog?.open) dialog.close?.();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={styles.view}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.viewTitle}>
        {ticket.eventName}
      </h2>
      <TicketQr payload={ticket.payload} label={t('tickets.qrLabel', { name: ticket.eventName })} />
      {ticket.state === 'valid' ? null : (
        <p className={styles.notValid} role="status">
          {t(ticket.state === 'used' ? 'tickets.stateUsed' : 'tickets.stateRefunded')}
        </p>
      )}
      <dl className={styles.facts}>
        <dt>{t('tickets.when')}</dt>
        <dd>{ticket.date ? formatDateTime(ticket.date.start, language) : t('tickets.noDate')}</dd>
        <dt>{t('tickets.kind')}</dt>
        <dd>{ticket.variantTitle}</dd>
        {ticket.location ? (
          <>
            <dt>{t('tickets.where')}</dt>
            <dd>{ticket.location}</dd>
          </>
        ) : null}
        <dt>{t('tickets.holder')}</dt>
        <dd>{ticket.holderName}</dd>
      </dl>
      <p className={styles.brightHint}>{t('tickets.brightHint')}</p>
      <Button onClick={onClose}>{t('tickets.close')}</Button>
    </dialog>
  );
}
