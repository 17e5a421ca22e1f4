import { useTranslation } from 'react-i18next';

import { Button, ErrorView } from '@klubb/ui';

import { MORE_NAMESPACE } from '../i18n';

export interface LoadErrorProps {
  onRetry: () => void;
}

/**
 * A page-level error view for a failed load (spec §8), with a retry; under the More page's own
 * heading, so its title is the page's second level.
 */
export function LoadError({ onRetry }: LoadErrorProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  return (
    <ErrorView level={2} title={t('common.loadFailedTitle')} message={t('common.loadFailed')}>
      <Button onClick={onRetry}>{t('common.retry')}</Button>
    </ErrorView>
  );
}
