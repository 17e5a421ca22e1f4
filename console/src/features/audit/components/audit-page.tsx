import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { REMOTE_NAMES, type AuditEntry } from '@klubb/contracts';
import { formatPrice, useLanguage } from '@klubb/i18n';
import { PageSkeleton } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { formatToSecond } from '../../../lib/format-time';
import { auditQueryOptions, meQueryOptions, type AuditFilter } from '../../../lib/registry-api';
import { remoteLabel } from '../../../lib/remote-label';
import ui from '../../../lib/ui.module.css';
import { auditCsv, downloadHref } from '../lib/audit-export';
import { AUDIT_ACTIONS, auditDifferences, auditSummary, type AuditWords } from '../lib/audit-words';

/**
 * The audit log, newest first: what each change did (a difference, in words), who, why and when
 * (to the second). On a brand's page: that brand's changes and those made for every brand; the
 * global page (/audit) filters by brand too. Filtered by remote, operator and action; exported
 * as CSV or JSON as shown.
 */
export function AuditPage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const brandOfPage = useParams().brandId;
  const language = useLanguage();
  const me = useQuery(meQueryOptions());
  const [filter, setFilter] = useState<AuditFilter>({});
  const query = brandOfPage ? { ...filter, brandId: brandOfPage } : filter;
  const audit = useQuery(auditQueryOptions(query));
  const brands = me.data?.brands ?? [];
  const words: AuditWords = {
    t,
    brandName: (id) => brands.find((brand) => brand.id === id)?.name ?? id,
    money: (minor, currency) => formatPrice(minor / 100, currency, language),
  };
  const set = (key: keyof AuditFilter) => (value: string) =>
    setFilter((current) => ({ ...current, [key]: value || undefined }));
  return (
    <section className={ui.stack} aria-labelledby="audit-title">
      <h2 id="audit-title">{t('audit.title')}</h2>
      <p className={ui.muted}>{t('audit.intro')}</p>
      <form className={ui.row} aria-label={t('audit.filters')} onSubmit={(e) => e.preventDefault()}>
        {brandOfPage ? null : (
          <Choice
            id="audit-brand"
            label={t('audit.brand')}
            value={filter.brandId ?? ''}
            onChange={set('brandId')}
            options={brands.map((brand) => [brand.id, brand.name])}
          />
        )}
        <Choice
          id="audit-remote"
          label={t('audit.remote')}
          value={filter.remote ?? ''}
          onChange={set('remote')}
          options={[
            ...REMOTE_NAMES.map((name): [string, string] => [name, remoteLabel(name)]),
            ['flags', t('audit.featureFlags')],
          ]}
        />
        <Choice
          id="audit-action"
          label={t('audit.action')}
          value={filter.action ?? ''}
          onChange={set('action')}
          options={AUDIT_ACTIONS.map((action) => [action, t(`audit.actionNames.${action}`)])}
        />
        <div className={ui.field}>
          <label htmlFor="audit-operator">{t('audit.operator')}</label>
          <input
            id="audit-operator"
            className={ui.select}
            type="search"
            value={filter.operator ?? ''}
            onChange={(event) => set('operator')(event.target.value.trim())}
          />
        </div>
      </form>
      {audit.isPending ? <PageSkeleton /> : null}
      {audit.isError ? <ErrorText error={audit.error} /> : null}
      {audit.data ? <AuditEntries entries={audit.data} words={words} /> : null}
    </section>
  );
}

interface ChoiceProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<readonly [string, string]>;
}

function Choice({ id, label, value, onChange, options }: ChoiceProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  return (
    <div className={ui.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={ui.select}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('audit.all')}</option>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function AuditEntries({ entries, words }: { entries: AuditEntry[]; words: AuditWords }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const language = useLanguage();
  return (
    <>
      <p className={ui.row}>
        <a href={downloadHref(auditCsv(entries), 'text/csv')} download="audit-log.csv">
          {t('audit.exportCsv')}
        </a>
        <a
          href={downloadHref(JSON.stringify(entries, null, 2), 'application/json')}
          download="audit-log.json"
        >
          {t('audit.exportJson')}
        </a>
      </p>
      {entries.length ? null : <p className={ui.muted}>{t('audit.empty')}</p>}
      <ol className={ui.list} aria-labelledby="audit-title">
        {entries.map((entry) => {
          const differences = auditDifferences(entry, words);
          return (
            <li key={entry.id} className={ui.card}>
              <h3>{auditSummary(entry, words)}</h3>
              {differences.length ? (
                <ul aria-label={t('audit.changes')}>
                  {differences.map((difference) => (
                    <li key={difference.field}>{t('audit.difference', { ...difference })}</li>
                  ))}
                </ul>
              ) : null}
              <dl className={ui.facts}>
                <dt>{t('audit.who')}</dt>
                <dd>
                  {entry.actor && entry.actor !== 'operator'
                    ? t(`audit.actors.${entry.actor}`, { name: entry.operatorEmail })
                    : entry.operatorEmail}
                </dd>
                {entry.reason ? (
                  <>
                    <dt>{t('audit.reason')}</dt>
                    <dd>{entry.reason}</dd>
                  </>
                ) : null}
                <dt>{t('audit.when')}</dt>
                <dd>
                  <time dateTime={entry.at}>{formatToSecond(Date.parse(entry.at), language)}</time>
                </dd>
              </dl>
            </li>
          );
        })}
      </ol>
    </>
  );
}
