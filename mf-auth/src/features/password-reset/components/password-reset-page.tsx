import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

import { ERROR_CODES, FORM_CODES, paths, validatePasswordReset } from '@klubb/contracts';
import { useRuntime } from '@klubb/runtime';
import { errorCodeOf } from '@klubb/sdk';
import { Button, Dialog, PasswordField, useTypedBeforeHydration } from '@klubb/ui';

import { AuthPage } from '../../../components/auth-page';
import { ErrorDialog } from '../../../components/error-dialog';
import styles from '../../../components/form.module.css';
import { NewPasswordField } from '../../../components/password-field';
import { useSuccessRedirect } from '../../../hooks/use-success-redirect';
import { AUTH_NAMESPACE } from '../../../i18n';
import { passwordResetCheckQueryOptions, useUpdatePassword } from '../api/password-reset-queries';

const LINK_EXPIRED = new Set<string>([
  ERROR_CODES.passwordResetTokenExpired,
  FORM_CODES.resetTokenMissing,
]);

/**
 * Password reset (spec §2 `/password_reset/{token}`): the new password twice, by the rule; then
 * to sign-in. An expired or used link says so and offers a new one.
 */
export function PasswordResetPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { password_reset_verification_token: token } = useParams();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const update = useUpdatePassword();
  const [error, setError] = useState<unknown>(null);
  const [expired, setExpired] = useState(false);
  const success = useSuccessRedirect();
  const form = useRef<HTMLFormElement>(null);
  // What was typed into the server's page before the app took it over is the member's.
  useTypedBeforeHydration(form, {
    password: (typed) => setPassword((current) => current || typed),
    confirmation: (typed) => setConfirmation((current) => current || typed),
  });
  // The link is checked when the page opens, so an expired one says so before anything is typed.
  const runtime = useRuntime();
  const check = useQuery(passwordResetCheckQueryOptions(runtime, token));
  const fail = (cause: unknown) => {
    setError(cause);
    if (LINK_EXPIRED.has(errorCodeOf(cause) ?? '')) setExpired(true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const broken = validatePasswordReset({ password, confirmation, token });
    if (broken || !token) {
      fail(broken ?? FORM_CODES.resetTokenMissing);
      return;
    }
    update.mutate(
      { verificationId: token, password },
      { onSuccess: () => success.succeed(t('reset.done')), onError: fail },
    );
  };

  if (!token || LINK_EXPIRED.has(errorCodeOf(check.error) ?? '')) {
    return (
      <AuthPage title={t('reset.expiredTitle')} intro={t('reset.expiredMessage')}>
        <p className={styles.links}>
          <Link className={styles.link} to={paths.forgotPassword.build()}>
            {t('reset.requestNew')}
          </Link>
        </p>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('reset.title')}>
      <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
        <NewPasswordField
          name="password"
          label={t('reset.password')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={t('reset.confirmation')}
          name="confirmation"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <Button type="submit" disabled={update.isPending || success.message !== null}>
          {t('reset.submit')}
        </Button>
      </form>
      {expired ? (
        <p className={styles.links}>
          <Link className={styles.link} to={paths.forgotPassword.build()}>
            {t('reset.requestNew')}
          </Link>
        </p>
      ) : null}
      <ErrorDialog error={error} onClose={() => setError(null)} />
      <Dialog message={success.message ?? undefined} onClose={success.dismiss} />
    </AuthPage>
  );
}
