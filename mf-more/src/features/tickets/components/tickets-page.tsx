import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths, type Ticket } from '@klubb/contracts';
import { formatDateTime, useLanguage } from '@klubb/i18n';
import { useCurrentUser, useRuntime } from '@klubb/runtime';

import { EmptyState } from '../../../components/empty-state';
import { LoadState } from '../../../components/load-state';
import { MembersOnly } from '../../../components/members-only';
import { MORE_NAMESPACE } from '../../../i18n';
import { ticketListQueryOptions } from '../api/ticket-queries';
import { groupTickets } from '../utils/ticket-groups';
import { ticketNumbers } from '../utils/ticket-numbers';

import { TicketView } from './ticket-view';
import styles from './tickets.module.css';

/** "Mina biljetter" (issue 37): upcoming events first, then past; a ticket opens full screen. */
export function TicketsPage() {
  const { t } = useTranslation(MORE_NAMESPACE);
  return (
    <MembersOnly title={t('tickets.title')}>
      <Tickets />
      <Link className={styles.waitingLink} to={paths.waitingLists.build()}>
        {t('waitingLists.link')}
      </Link>
    </MembersOnly>
  );
}

function Tickets() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const user = useCurrentUser();
  const runtime = useRuntime();
  const query = useQuery(ticketListQueryOptions(runtime, user?.id ?? ''));
  const [openId, setOpenId] = useState<string | null>(null);
  if (!query.data) return <LoadState query={query} label={t('tickets.loading')} />;
  const tickets = query.data;
  if (tickets.length === 0) {
    return <EmptyState text={t('tickets.empty')} action={t('tickets.emptyAction')} />;
  }
  const { upcoming, past } = groupTickets(tickets);
  const open = tickets.find((ticket) => ticket.id === openId);
  return (
    <>
      {query.isError ? (
        <p className={styles.offline} role="status">
          {t('tickets.savedCopy')}
        </p>
      ) : null}
      <TicketSection title={t('tickets.upcoming')} tickets={upcoming} onOpen={setOpenId} />
      <TicketSection title={t('tickets.past')} tickets={past} onOpen={setOpenId} />
      {open ? <TicketView ticket={open} onClose={() => setOpenId(null)} /> : null}
    </>
  );
}

interface TicketSectionProps {
  title: string;
  tickets: Ticket[];
  onOpen: (id: string) => void;
}

function TicketSection({ title, tickets, onOpen }: TicketSectionProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const language = useLanguage();
  const numbers = ticketNumbers(tickets);
  if (tickets.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <ul className={styles.list}>
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <button type="button" className={styles.ticket} onClick={() => onOpen(ticket.id)}>
              <span className={styles.name}>{ticket.eventName}</span>
              <span>
                {ticket.date ? formatDateTime(ticket.date.start, language) : t('tickets.noDate')}
              </span>
              <span>
                {numbers.has(ticket.id)
                  ? t('tickets.kindNumbered', {
                      kind: ticket.variantTitle,
                      ...numbers.get(ticket.id),
                    })
                  : ticket.variantTitle}
              </span>
              {ticket.location ? <span>{ticket.location}</span> : null}
              {ticket.state === 'valid' ? null : (
                <span className={styles.badge}>
                  {t(ticket.state === 'used' ? 'tickets.stateUsed' : 'tickets.stateRefunded')}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
