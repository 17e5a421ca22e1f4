import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useLanguage } from '@klubb/i18n';
import { PageSkeleton } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { formatToSecond } from '../../../lib/format-time';
import { paths } from '../../../lib/paths';
import { meQueryOptions } from '../../../lib/registry-api';
import { doorEventsQueryOptions } from '../api/door-api';

/**
 * The door's first screen: the brand's ticket events, soonest first; one opens its scanner, and
 * for the brand's operators its tickets (refunds, adding stock).
 */
export function DoorEventsPage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const language = useLanguage();
  const events = useQuery(doorEventsQueryOptions());
  // Door staff scan; the brand's operators also add stock and refund tickets.
  const manages = useQuery(meQueryOptions()).data?.role !== 'door';
  if (events.isPending) return <PageSkeleton />;
  if (events.isError) return <ErrorText error={events.error} />;
  return (
    <section aria-labelledby="door-events-title">
      <h1 id="door-events-title">{t('door.eventsTitle')}</h1>
      {events.data.events.length === 0 ? <p>{t('door.noEvents')}</p> : null}
      <ul>
        {events.data.events.map((event) => (
          <li key={event.itemVariantId}>
            <Link to={paths.doorEvent(event.itemVariantId)}>
              {event.eventName} – {event.variantTitle}
              {event.date ? `, ${formatToSecond(event.date.start, language)}` : ''}
            </Link>
            {manages ? (
              <>
                {' · '}
                <Link
                  to={paths.eventTickets(event.itemVariantId)}
                  aria-label={t('door.ticketsOf', { event: event.eventName })}
                >
                  {t('door.tickets')}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
