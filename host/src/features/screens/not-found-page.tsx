import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@klubb/contracts';
import { ErrorView } from '@klubb/ui';

import styles from './screens.module.css';

/** The 404 page: unknown paths, and deep links into a remote the brand has switched off. */
export function NotFoundPage() {
  const { t } = useTranslation('host');
  return (
    <ErrorView title={t('notFound.title')} message={t('notFound.message')}>
      <Link className={styles.link} to={paths.mixedFeed.build()}>
        {t('notFound.home')}
      </Link>
    </ErrorView>
  );
}
