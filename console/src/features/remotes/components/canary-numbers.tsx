import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { CanaryHealthList, HealthNumbers, RemoteName } from '@klubb/contracts';
import { useLanguage } from '@klubb/i18n';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { canaryHealthQueryOptions } from '../../../lib/registry-api';
import ui from '../../../lib/ui.module.css';

type Measure =
  'sessions' | 'errorRate' | 'loadFailures' | 'boundaryErrors' | 'uncaughtErrors' | 'apiErrors';
const MEASURES: readonly Measure[] = [
  'sessions',
  'errorRate',
  'loadFailures',
  'boundaryErrors',
  'uncaughtErrors',
  'apiErrors',
];

/**
 * A running canary's numbers beside the stable version's since it started (ADR 024), asked again
 * every 10 s, and the rules the registry judges it by: a table a screen reader reads by row and
 * column.
 */
export function CanaryNumbers({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const language = useLanguage();
  const health = useQuery(canaryHealthQueryOptions());
  if (health.isError) return <p className={ui.error}>{t('canary.numbers.unavailable')}</p>;
  const running = health.data?.canaries.find((row) => row.remote === remote);
  if (!running) return null;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const cell = (numbers: HealthNumbers, measure: Measure) =>
    measure === 'errorRate'
      ? `${number.format(numbers.errorRate)} %`
      : number.format(numbers[measure]);
  const captionId = `canary-numbers-${remote}`;
  return (
    <>
      <table className={ui.numbers} aria-labelledby={captionId}>
        <caption id={captionId} className={ui.legend}>
          {t('canary.numbers.title')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('canary.numbers.measure')}</th>
            <th scope="col">
              {t('canary.numbers.canaryColumn', { version: running.canary.version })}
            </th>
            <th scope="col">
              {t('canary.numbers.stableColumn', { version: running.stable.version ?? '–' })}
            </th>
          </tr>
        </thead>
        <tbody>
          {MEASURES.map((measure) => (
            <tr key={measure}>
              <th scope="row">{t(`canary.numbers.${measure}`)}</th>
              <td>{cell(running.canary, measure)}</td>
              <td>{cell(running.stable, measure)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <RulesText rules={running.rules} />
    </>
  );
}

function RulesText({ rules }: { rules: CanaryHealthList['canaries'][number]['rules'] }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  return (
    <p className={ui.muted}>
      {t('canary.rules.rollback', {
        margin: rules.maxErrorRateMargin,
        sessions: rules.minSessions,
      })}{' '}
      {rules.promoteAfterMinutes === null
        ? t('canary.rules.noPromote')
        : t('canary.rules.promote', { minutes: rules.promoteAfterMinutes })}
    </p>
  );
}
