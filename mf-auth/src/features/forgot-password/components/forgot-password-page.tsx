import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths, validateForgotPassword } from '@klubb/contracts';
import { Button, Dialog, useTypedBeforeHydration } from '@klubb/ui';

import { AuthPage } from '../../../components/auth-page';
import { EmailField } from '../../../components/email-field';
import { ErrorDialog } from '../../../components/error-dialog';
import styles from '../../../components/form.module.css';
import { useSuccessRedirect } from '../../../hooks/use-success-redirect';
import { AUTH_NAMESPACE } from '../../../i18n';
import { useRequestPasswordReset } from '../api/forgot-password-mutations';

/** Forgot password (spec §2 `/forgotpassword`): a reset link to the member's e-mail. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  const [error, setError] = useState<unknown>(null);
  const success = useSuccessRedirect();
  const form = useRef<HTMLFormElement>(null);
  // What was typed into the server's page before the app took it over is the member's.
  useTypedBeforeHydration(form, { email: (typed) => setEmail((current) => current || typed) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const broken = validateForgotPassword({ email });
    if (broken) {
      setError(broken);
      return;
    }
    request.mutate(email.trim(), {
      onSuccess: () => success.succeed(t('forgot.sent', { email: email.trim() })),
      onError: setError,
    });
  };

  return (
    <AuthPage title={t('forgot.title')} intro={t('forgot.intro')}>
      <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <Button type="submit" disabled={request.isPending || success.message !== null}>
          {t('forgot.submit')}
        </Button>
      </form>
      <p className={styles.links}>
        <Link className={styles.link} to={paths.signIn.build()}>
          {t('forgot.back')}
        </Link>
      </p>
      <ErrorDialog error={error} onClose={() => setError(null)} />
      <Dialog message={success.message ?? undefined} onClose={success.dismiss} />
    </AuthPage>
  );
}
