import { useTranslation } from 'react-i18next';

import { Button, ErrorView, Spinner } from '@klubb/ui';

export interface CouldNotLoadProps {
  onRetry: () => void;
  loading?: boolean;
}

/** The localised view a remote's page shows while that remote cannot be loaded. */
export function CouldNotLoad({ onRetry, loading = false }: CouldNotLoadProps) {
  const { t } = useTranslation('host');
  if (loading) return <Spinner />;
  return (
    <ErrorView title={t('couldNotLoad.title')} message={t('couldNotLoad.message')}>
      <Button onClick={onRetry}>{t('couldNotLoad.retry')}</Button>
    </ErrorView>
  );
}
