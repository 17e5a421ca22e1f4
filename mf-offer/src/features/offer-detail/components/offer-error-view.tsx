import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { ERROR_CODES, paths } from '@klubb/contracts';
import { isApiError } from '@klubb/sdk';
import { Button, ErrorView, linkButtonClassName } from '@klubb/ui';

import { OFFER_NAMESPACE } from '../../../i18n';

import styles from './offer-detail.module.css';

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
    return <OfferGoneView title={t('detail.notFound')} message={t('detail.notFoundMessage')} />;
  }
  if (isApiError(error) && (error.code === ERROR_CODES.offerEnded || error.status === 410)) {
    return <OfferGoneView title={t('detail.ended')} message={t('detail.endedMessage')} />;
  }
  return (
    <ErrorView title={t('detail.failed')}>
      <Button onClick={onRetry}>{t('detail.retry')}</Button>
    </ErrorView>
  );
}

/**
 * The offer asked for without a network (issue 32): says so instead of a placeholder for good; the
 * page loads by itself when the network returns (the query resumes, or is asked again).
 */
export function OfferOfflineView() {
  const { t } = useTranslation(OFFER_NAMESPACE);
  return <ErrorView title={t('detail.offline')} message={t('detail.offlineMessage')} />;
}

/**
 * An offer that has ended or is not there: nothing went wrong, so no red warning, and a way on to
 * the home page instead of a dead end (issue 32).
 */
function OfferGoneView({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  return (
    <section className={styles.gone} role="status">
      <h1>{title}</h1>
      <p>{message}</p>
      <Link className={linkButtonClassName()} to={paths.mixedFeed.build()}>
        {t('detail.home')}
      </Link>
    </section>
  );
}
