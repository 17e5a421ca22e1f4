import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { formatDateTime, useLanguage } from '@klubb/i18n';
import { PageSkeleton } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { auditQueryOptions } from '../../../lib/registry-api';
import ui from '../../../lib/ui.module.css';

import { AuditValue } from './audit-value';

/** The brand's audit log, newest first: who, what, before, after and when of every change. */
export function AuditPage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const language = useLanguage();
  const brandId = useParams().brandId ?? '';
  const audit = useQuery(auditQueryOptions(brandId));
  if (audit.isPending) return <PageSkeleton />;
  if (audit.isError) return <ErrorText error={audit.error} />;
  return (
    <section className={ui.stack} aria-labelledby="audit-title">
      <h2 id="audit-title">{t('audit.title')}</h2>
      <p className={ui.muted}>{audit.data.length ? t('audit.intro') : t('audit.empty')}</p>
      <ol className={ui.list} aria-labelledby="audit-title">
        {audit.data.map((entry) => (
          <li key={entry.id} className={ui.card}>
            <h3>{`${entry.action} · ${entry.target}`}</h3>
            <dl className={ui.facts}>
              <dt>{t('audit.who')}</dt>
              <dd>{entry.operatorEmail}</dd>
              <dt>{t('audit.what')}</dt>
              <dd>{`${entry.action} ${entry.target}`}</dd>
              <dt>{t('audit.before')}</dt>
              <dd>
                <AuditValue value={entry.before} />
              </dd>
              <dt>{t('audit.after')}</dt>
              <dd>
                <AuditValue value={entry.after} />
              </dd>
              <dt>{t('audit.when')}</dt>
              <dd>
                <time dateTime={entry.at}>{formatDateTime(Date.parse(entry.at), language)}</time>
              </dd>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
