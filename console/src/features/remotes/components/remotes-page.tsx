import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { PageSkeleton } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { brandQueryOptions, meQueryOptions } from '../../../lib/registry-api';
import ui from '../../../lib/ui.module.css';

import { RemoteCard } from './remote-card';

/** The brand's remotes: what each loads, on or off, pinned, its canary; one card each. */
export function RemotesPage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const brandId = useParams().brandId ?? '';
  const brand = useQuery(brandQueryOptions(brandId));
  const me = useQuery(meQueryOptions());
  if (brand.isPending) return <PageSkeleton />;
  if (brand.isError) return <ErrorText error={brand.error} />;
  const { brand: info, remotes, versions } = brand.data;
  return (
    <section className={ui.stack} aria-labelledby="remotes-title">
      <h2 id="remotes-title">{t('remotes.title')}</h2>
      <ul className={ui.grid}>
        {remotes.map((state) => (
          <li key={state.remote} className={ui.card}>
            <RemoteCard
              brand={{ id: info.id, name: info.name }}
              state={state}
              versions={(versions[state.remote] ?? []).map((version) => version.version)}
              platform={me.data?.role === 'platform'}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
