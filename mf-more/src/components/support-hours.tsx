import { useTranslation } from 'react-i18next';

import type { SUPPORT_HOURS } from '@klubb/contracts';

import { MORE_NAMESPACE } from '../i18n';

export interface SupportHoursProps {
  hours: typeof SUPPORT_HOURS;
}

/** The support phone's hours (spec §1), as a list of days and times. */
export function SupportHours({ hours }: SupportHoursProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const span = (opening: { open: string; close: string } | null) =>
    opening ? t('support.span', opening) : t('support.closed');
  return (
    <div>
      <p>
        <strong>{t('support.hours')}</strong>
      </p>
      <dl aria-label={t('support.hours')}>
        <dt>{t('support.weekdays')}</dt>
        <dd>{span(hours.weekdays)}</dd>
        <dt>{t('support.saturday')}</dt>
        <dd>{span(hours.saturday)}</dd>
        <dt>{t('support.sunday')}</dt>
        <dd>{span(hours.sunday)}</dd>
      </dl>
    </div>
  );
}
