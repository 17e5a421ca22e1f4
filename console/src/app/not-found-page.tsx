import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { CONSOLE_NAMESPACE } from '../i18n';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  return (
    <section>
      <h1>{t('notFound.title')}</h1>
      <p>
        <Link to={paths.brands}>{t('notFound.back')}</Link>
      </p>
    </section>
  );
}
