import { useTranslation } from 'react-i18next';

import { ERROR_CODES } from '@klubb/contracts';
import { isApiError } from '@klubb/sdk';
import { Button, ErrorView } from '@klubb/ui';

import { OFFER_NAMESPACE } from '../../../i18n';

export interface OfferErrorViewProps {
  error: unknown;
  onRetry: () => void;
}

/**
 * The page-level error view that replaces the offer when it cannot load (spec §2): not found, no
 * longer active, or a failure that a retry may mend.
 */
export function OfferErrorView({ error, onRetry }: OfferErrorViewProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  if (isApiError(error) && (error.code === ERROR_CODES.offerNotFound || error.status === 404)) {
    return <ErrorView title={t('detail.notFound')} message={t('detail.notFoundMessage')} />;
  }
  if (isApiError(error) && (error.code === ERROR_CODES.offerEnded || error.status === 410)) {
    return <ErrorView title={t('detail.ended')} message={t('detail.endedMessage')} />;
  }
  return (
    <ErrorView title={t('detail.failed')}>
      <Button onClick={onRetry}>{t('detail.retry')}</Button>
    </ErrorView>
  );
}
