import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SignInForm } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { signIn } from '../../../lib/session/operator-session';

import styles from './auth.module.css';

export interface SignInPageProps {
  /** The language choice, given by the app (it owns the console's i18n). */
  languagePicker?: ReactNode;
}

/** Sign-in with an operator account (the identity provider's operators' tenant). */
export function SignInPage({ languagePicker }: SignInPageProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  return (
    <main className={styles.page}>
      {languagePicker}
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
