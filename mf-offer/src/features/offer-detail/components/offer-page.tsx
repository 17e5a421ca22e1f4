import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { ERROR_CODES } from '@klubb/contracts';
import { isApiError } from '@klubb/sdk';
import { Button, ErrorView, ImageView, Spinner } from '@klubb/ui';

import { OFFER_NAMESPACE } from '../../../i18n';
import { offerQueryOptions } from '../api/offer-queries';

import styles from './offer-page.module.css';

/** Offer detail at /{type}/{id}: image, title and preamble. Later issues add the rest. */
export function OfferPage() {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const { id = '' } = useParams();
  const offer = useQuery(offerQueryOptions(id));
  if (offer.isPending) return <Spinner />;
  if (offer.isError) {
    const error = offer.error;
    if (isApiError(error) && error.code === ERROR_CODES.offerNotFound) {
      return <ErrorView title={t('detail.notFound')} message={t('detail.notFoundMessage')} />;
    }
    if (isApiError(error) && error.status === 410) return <ErrorView title={t('detail.ended')} />;
    return (
      <ErrorView title={t('detail.failed')}>
        <Button onClick={() => void offer.refetch()}>{t('detail.retry')}</Button>
      </ErrorView>
    );
  }
  return (
    <article className={styles.page}>
      <ImageView
        image={offer.data.puffImage}
        className={styles.image}
        sizes="(min-width: 800px) 800px, 100vw"
        priority
      />
      <h1 className={styles.title}>{offer.data.title}</h1>
      <p className={styles.preamble}>{offer.data.preamble}</p>
    </article>
  );
}
