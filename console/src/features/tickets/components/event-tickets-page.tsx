import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { PageSkeleton } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import ui from '../../../lib/ui.module.css';
import { eventTicketsQueryOptions } from '../api/tickets-api';

import { AddStockForm } from './add-stock-form';
import { TicketRefundList } from './ticket-refund-list';

/**
 * A brand operator's page of one ticket event (issue 37): what is left to sell, adding stock
 * (which goes to the waiting list first), and every sold ticket with its refund.
 */
export function EventTicketsPage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const itemVariantId = useParams().itemVariantId ?? '';
  const event = useQuery(eventTicketsQueryOptions(itemVariantId));
  if (event.isPending) return <PageSkeleton />;
  if (event.isError) return <ErrorText error={event.error} />;
  const data = event.data;
  return (
    <section className={ui.stack} aria-labelledby="event-tickets-title">
      <h1 id="event-tickets-title" tabIndex={-1}>
        {t('tickets.title', { event: data.eventName, variant: data.variantTitle })}
      </h1>
      <h2>{t('tickets.stockTitle')}</h2>
      <p>{t('tickets.available', { count: data.available })}</p>
      <AddStockForm event={data} />
      <h2 id="event-tickets-list">{t('tickets.listTitle')}</h2>
      <TicketRefundList
        event={data}
        focusAfter={() => document.getElementById('event-tickets-title')}
      />
    </section>
  );
}
