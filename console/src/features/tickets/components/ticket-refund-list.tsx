import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { EventTickets } from '@klubb/contracts';
import { formatPrice, useLanguage } from '@klubb/i18n';
import { Button } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { useConfirmChange } from '../../../lib/confirm-change';
import { ErrorText } from '../../../lib/error-text';
import ui from '../../../lib/ui.module.css';
import { useChange } from '../../../lib/use-change';
import { refundTicket, ticketKeys } from '../api/tickets-api';

type EventTicket = EventTickets['tickets'][number];

interface RefundAsked {
  ticket: EventTicket;
  /** The operator's words from the confirmation; none when left empty. */
  reason: string | undefined;
}

/**
 * The event's tickets, each with its holder, state and price; a valid one (or a refunded one
 * whose money the provider has not yet given back) is refunded after a confirmation that says
 * what the member gets back and that the ticket stops working at the door, and takes the
 * operator's reason (optional; kept with the ticket, shown here, and in the audit log).
 */
export function TicketRefundList({
  event,
  focusAfter,
}: {
  event: EventTickets;
  focusAfter: () => HTMLElement | null;
}) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const language = useLanguage();
  const client = useQueryClient();
  const [confirmDialog, confirm] = useConfirmChange();
  const refund = useChange<RefundAsked>({
    change: ({ ticket, reason }) => refundTicket(ticket.id, reason),
    describe: ({ ticket }) =>
      ticket.amount > 0
        ? t('tickets.refunded', {
            holder: ticket.holderName,
            amount: formatPrice(ticket.amount / 100, ticket.currency, language),
          })
        : t('tickets.refundedNoMoney', { holder: ticket.holderName }),
    focusAfter,
  });
  const money = (ticket: EventTicket) =>
    ticket.amount > 0
      ? formatPrice(ticket.amount / 100, ticket.currency, language)
      : t('tickets.notByCard');
  const onRefund = (ticket: EventTicket) => {
    if (refund.isPending) return;
    confirm({
      title: t('tickets.refundTitle', { holder: ticket.holderName }),
      message:
        ticket.amount > 0
          ? t('tickets.refundMessage', { amount: money(ticket) })
          : t('tickets.refundMessageNoMoney'),
      brands: [],
      detail: t('tickets.refundDetail'),
      confirmLabel: t('tickets.refund'),
      run: (reason) =>
        refund.mutate(
          { ticket, reason },
          {
            onSettled: () => client.invalidateQueries({ queryKey: ticketKeys.all }),
          },
        ),
    });
  };
  if (!event.tickets.length) return <p className={ui.muted}>{t('tickets.none')}</p>;
  return (
    <>
      <ul className={ui.stack} aria-labelledby="event-tickets-list">
        {event.tickets.map((ticket, index) => {
          const name = t('tickets.ticketName', { number: index + 1, holder: ticket.holderName });
          const canRefund = ticket.state === 'valid' || ticket.refundOwed;
          return (
            <li key={ticket.id} className={ui.card} aria-labelledby={`ticket-${ticket.id}`}>
              <h3 id={`ticket-${ticket.id}`}>{name}</h3>
              <dl className={ui.facts}>
                <dt>{t('tickets.state')}</dt>
                <dd>
                  {t(`tickets.states.${ticket.state}`)}
                  {ticket.refundOwed ? ` – ${t('tickets.owed')}` : ''}
                </dd>
                <dt>{t('tickets.paid')}</dt>
                <dd>{money(ticket)}</dd>
                {ticket.refundReason ? (
                  <>
                    <dt>{t('tickets.reason')}</dt>
                    <dd>{ticket.refundReason}</dd>
                  </>
                ) : null}
              </dl>
              {canRefund ? (
                <Button
                  variant="secondary"
                  aria-disabled={refund.isPending}
                  aria-label={t('tickets.refundNamed', { name })}
                  onClick={() => onRefund(ticket)}
                >
                  {ticket.refundOwed ? t('tickets.refundAgain') : t('tickets.refund')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ErrorText error={refund.error} />
      {confirmDialog}
    </>
  );
}
