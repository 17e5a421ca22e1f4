import { useTranslation } from 'react-i18next';

import { useBrand, useSessionStore } from '@klubb/session';
import { Button } from '@klubb/ui';

import { AUTH_NAMESPACE } from '../../../i18n';

import styles from './sign-in-page.module.css';

/** The sign-in screen's frame: the brand, the heading and the way back to browsing. */
export function SignInPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const brand = useBrand();
  const dispatch = useSessionStore((state) => state.dispatch);
  return (
    <section className={styles.page} aria-labelledby="sign-in-title">
      <img className={styles.logo} src={brand.logoUrl} alt={brand.name} width={144} height={48} />
      <h1 id="sign-in-title">{t('signIn.title')}</h1>
      <p>{t('signIn.intro')}</p>
      <Button variant="secondary" onClick={() => dispatch({ type: 'browseAnonymously' })}>
        {t('signIn.browse')}
      </Button>
    </section>
  );
}
