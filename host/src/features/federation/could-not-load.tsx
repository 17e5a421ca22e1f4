import { useTranslation } from 'react-i18next';

import { Button, ErrorView, Spinner, useOnBackOnline, useOnline } from '@klubb/ui';

export interface CouldNotLoadProps {
  onRetry: () => void;
  loading?: boolean;
}

/**
 * The localised view a remote's page shows while that remote cannot be loaded. Offline it says
 * so instead (the rest of the app is no better off), and it tries again by itself when the
 * network returns.
 */
export function CouldNotLoad({ onRetry, loading = false }: CouldNotLoadProps) {
  const { t } = useTranslation('host');
  const online = useOnline();
  useOnBackOnline(onRetry);
  if (loading) return <Spinner />;
  const text = online ? 'couldNotLoad' : 'offlinePart';
  return (
    <ErrorView title={t(`${text}.title`)} message={t(`${text}.message`)}>
      <Button onClick={onRetry}>{t('couldNotLoad.retry')}</Button>
    </ErrorView>
  );
}
