import { useTranslation } from 'react-i18next';

import { SignInForm } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { signIn } from '../../../lib/session/operator-session';

import styles from './auth.module.css';

/** Sign-in with an operator account (the identity provider's operators' tenant). */
export function SignInPage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  return (
    <main className={styles.page}>
      <SignInForm
        className={styles.form}
        labels={{
          email: t('signIn.email'),
          password: t('signIn.password'),
          submit: t('signIn.submit'),
          busy: t('signIn.busy'),
        }}
        onSignIn={signIn}
        renderError={(error) => <ErrorText error={error} />}
      >
        <h1>{t('signIn.title')}</h1>
        <p>{t('signIn.intro')}</p>
      </SignInForm>
    </main>
  );
}
