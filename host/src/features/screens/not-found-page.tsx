import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@klubb/contracts';
import { ErrorView, linkButtonClassName } from '@klubb/ui';

/** The 404 page: unknown paths, and deep links into a remote the brand has switched off. */
export function NotFoundPage() {
  const { t } = useTranslation('host');
  return (
    <ErrorView title={t('notFound.title')} message={t('notFound.message')}>
      <Link className={linkButtonClassName('secondary')} to={paths.mixedFeed.build()}>
        {t('notFound.home')}
      </Link>
    </ErrorView>
  );
}
