import { useTranslation } from 'react-i18next';

import { useRuntimeSession } from '@klubb/runtime';
import { Button } from '@klubb/ui';

import { OFFER_NAMESPACE } from '../../../i18n';

import styles from './offer-detail.module.css';

/** What an anonymous visitor sees of an offer that needs sign-in, with the way to sign in. */
export function SignInRequired() {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const dispatch = useRuntimeSession((state) => state.dispatch);
  return (
    <section className={styles.gate} role="alert">
      <h2 className={styles.gateTitle}>{t('detail.signInRequired')}</h2>
      <p>{t('detail.signInRequiredMessage')}</p>
      <Button onClick={() => dispatch({ type: 'signInRequested' })}>{t('detail.signIn')}</Button>
    </section>
  );
}
