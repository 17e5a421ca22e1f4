import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useParams } from 'react-router-dom';

import { PageSkeleton } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../i18n';
import { ErrorText } from '../lib/error-text';
import { paths } from '../lib/paths';
import { brandQueryOptions } from '../lib/registry-api';

import styles from './layout.module.css';

/** One brand: its name as the page's heading, a link to its app, and its sections as tabs. */
export function BrandLayout() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const brandId = useParams().brandId ?? '';
  const brand = useQuery(brandQueryOptions(brandId));
  if (brand.isPending) return <PageSkeleton />;
  if (brand.isError) return <ErrorText error={brand.error} />;
  const { name, appUrl } = brand.data.brand;
  return (
    <>
      <div className={styles.brandHead}>
        <h1>{name}</h1>
        <a href={appUrl} target="_blank" rel="noreferrer">
          {t('brands.openApp')}
        </a>
      </div>
      <nav className={styles.tabs} aria-label={t('brands.tabsLabel', { brand: name })}>
        <ul>
          <li>
            <NavLink to={paths.brand.remotes(brandId)} end>
              {t('brands.tabs.remotes')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.brand.flags(brandId)}>{t('brands.tabs.flags')}</NavLink>
          </li>
          <li>
            <NavLink to={paths.brand.audit(brandId)}>{t('brands.tabs.audit')}</NavLink>
          </li>
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
