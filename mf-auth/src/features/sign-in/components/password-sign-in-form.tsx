import { useTranslation } from 'react-i18next';

import { useRuntime } from '@klubb/runtime';
import { SignInForm } from '@klubb/ui';

import { ErrorDialog } from '../../../components/error-dialog';
import styles from '../../../components/form.module.css';
import { AUTH_NAMESPACE } from '../../../i18n';

/** Sign-in by e-mail and password (spec §5), its errors in a dialog (spec §8). */
export function PasswordSignInForm() {
  const runtime = useRuntime();
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <SignInForm
      className={styles.form}
      labels={{ email: t('form.email'), password: t('form.password'), submit: t('signIn.submit') }}
      onSignIn={(email, password) =>
        runtime.session
          .signIn(() => runtime.identity.client().signInWithPassword(email, password))
          .then(() => undefined)
      }
      renderError={(error, dismiss) => <ErrorDialog error={error} onClose={dismiss} />}
    />
  );
}
