import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';

import { PageSkeleton } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { paths } from '../../../lib/paths';
import { meQueryOptions } from '../../../lib/registry-api';
import ui from '../../../lib/ui.module.css';

/**
 * The brands the operator manages: every brand for a platform operator; a brand operator lands
 * on their own brand at once.
 */
export function BrandPicker() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const me = useQuery(meQueryOptions());
  if (me.isPending) return <PageSkeleton />;
  if (me.isError) return <ErrorText error={me.error} />;
  const { role, brandId, brands } = me.data;
  if (role === 'brand' && brandId) return <Navigate replace to={paths.brand.remotes(brandId)} />;
  return (
    <section className={ui.stack} aria-labelledby="brands-title">
      <h1 id="brands-title">{t('brands.title')}</h1>
      <p className={ui.muted}>{brands.length ? t('brands.intro') : t('brands.none')}</p>
      <ul className={ui.grid}>
        {brands.map((brand) => (
          <li key={brand.id} className={ui.card}>
            <h2>
              <Link to={paths.brand.remotes(brand.id)}>{brand.name}</Link>
            </h2>
            <p className={ui.muted}>{brand.appUrl}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
