import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';

import { REMOTE_NAMES, publishBodySchema, type RemoteName } from '@klubb/contracts';
import { Button, PageSkeleton, TextField } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { meQueryOptions, registryChanges } from '../../../lib/registry-api';
import { remoteLabel } from '../../../lib/remote-label';
import ui from '../../../lib/ui.module.css';
import { useChange } from '../../../lib/use-change';

import { RefusalReasons, refusalOf } from './refusal-reasons';

interface PublishInput {
  remote: RemoteName;
  version: string;
  manifestUrl: string;
}

/**
 * Publish a remote version (platform operators): the API checks its contract against the live
 * host and refuses it with reasons, which are listed here.
 */
export function PublishPage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const me = useQuery(meQueryOptions());
  const [form, setForm] = useState<PublishInput>({
    remote: 'mf_feeds',
    version: '',
    manifestUrl: '',
  });
  const [invalid, setInvalid] = useState(false);
  const publish = useChange<PublishInput>({
    change: (input) => registryChanges.publish(input),
    describe: ({ remote, version }) =>
      t('done.published', { remote: remoteLabel(remote), version }),
  });
  if (me.isPending) return <PageSkeleton />;
  if (me.isError) return <ErrorText error={me.error} />;
  if (me.data.role !== 'platform') return <Navigate replace to={paths.brands} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...form, version: form.version.trim(), manifestUrl: form.manifestUrl.trim() };
    const valid = publishBodySchema.safeParse(body).success;
    setInvalid(!valid);
    if (valid) publish.mutate(body);
  };
  const refusal = refusalOf(publish.error);

  return (
    <section className={ui.stack} aria-labelledby="publish-title">
      <h1 id="publish-title">{t('publish.title')}</h1>
      <p className={ui.muted}>{t('publish.intro')}</p>
      <form className={ui.card} onSubmit={onSubmit} noValidate>
        <div className={ui.field}>
          <label htmlFor="publish-remote">{t('publish.remote')}</label>
          <select
            id="publish-remote"
            className={ui.select}
            value={form.remote}
            onChange={(event) => setForm({ ...form, remote: event.target.value as RemoteName })}
          >
            {REMOTE_NAMES.map((remote) => (
              <option key={remote} value={remote}>
                {remoteLabel(remote)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={t('publish.version')}
          hint={t('publish.versionHint')}
          value={form.version}
          invalid={invalid}
          onChange={(event) => setForm({ ...form, version: event.target.value })}
        />
        <TextField
          label={t('publish.manifestUrl')}
          hint={t('publish.manifestUrlHint')}
          type="url"
          inputMode="url"
          value={form.manifestUrl}
          invalid={invalid}
          onChange={(event) => setForm({ ...form, manifestUrl: event.target.value })}
        />
        {invalid ? (
          <p role="alert" className={ui.error}>
            {t('publish.invalid')}
          </p>
        ) : null}
        {refusal ? <RefusalReasons refusal={refusal} /> : <ErrorText error={publish.error} />}
        <Button type="submit" disabled={publish.isPending}>
          {t('publish.submit')}
        </Button>
      </form>
    </section>
  );
}
