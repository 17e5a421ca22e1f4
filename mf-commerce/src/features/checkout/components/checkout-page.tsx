import { useTranslation } from 'react-i18next';

import { COMMERCE_NAMESPACE } from '../../../i18n';

/** The checkout page's frame; the card form comes with the commerce issue. */
export function CheckoutPage() {
  const { t } = useTranslation(COMMERCE_NAMESPACE);
  return (
    <section style={{ padding: '16px var(--k-page-gutter)' }} aria-labelledby="checkout-title">
      <h1 id="checkout-title">{t('checkout.title')}</h1>
      <p>{t('checkout.empty')}</p>
    </section>
  );
}
