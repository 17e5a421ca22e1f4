import { useTranslation } from 'react-i18next';

import { ErrorView } from '@klubb/ui';

import { MORE_NAMESPACE } from '../i18n';

/** A /more path that has no page. */
export function MoreNotFound() {
  const { t } = useTranslation(MORE_NAMESPACE);
  return <ErrorView title={t('notFound.title')} message={t('notFound.message')} />;
}
