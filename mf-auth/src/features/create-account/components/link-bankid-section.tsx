import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths, validateSignIn } from '@klubb/contracts';
import { Button, PasswordField } from '@klubb/ui';

import { EmailField } from '../../../components/email-field';
import { ErrorDialog } from '../../../components/error-dialog';
import styles from '../../../components/form.module.css';
import { AUTH_NAMESPACE } from '../../../i18n';
import { useLinkBankId } from '../api/link-bankid-mutation';

/** The id of the section's password field: the page moves focus there after an e-mail's 409. */
export const LINK_PASSWORD_ID = 'link-bankid-password';

export interface LinkBankIdSectionProps {
  /** The number BankID identified, as shown to the member. */
  personalNumber: string;
  ssnProof: string;
  email: string;
  onEmailChange: (email: string) => void;
}

/**
 * "Har du redan ett konto?" (ADR 017): after BankID identified a number no account has proven,
 * the member who already has an account (its number typed at registration) proves it with its
 * e-mail and password and the two are linked; a forgotten password is reset by e-mail first.
 */
export function LinkBankIdSection({
  personalNumber,
  ssnProof,
  email,
  onEmailChange,
}: LinkBankIdSectionProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const link = useLinkBankId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const broken = validateSignIn({ email, password });
    if (broken) {
      setError(broken);
      return;
    }
    link.mutate({ email: email.trim(), password, ssnProof }, { onError: setError });
  };
  const busy = link.isPending || link.isSuccess;

  return (
    <section className={styles.panel} aria-labelledby="link-bankid-heading">
      <h2 id="link-bankid-heading" className={styles.subtitle}>
        {t('link.heading')}
      </h2>
      <p className={styles.hint}>{t('link.intro', { personalNumber })}</p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <EmailField
          autoComplete="username"
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        <PasswordField
          id={LINK_PASSWORD_ID}
          label={t('form.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('link.busy') : t('link.submit')}
        </Button>
      </form>
      <p className={styles.links}>
        <Link className={styles.link} to={paths.forgotPassword.build()}>
          {t('signIn.forgotPassword')}
        </Link>
      </p>
      <ErrorDialog error={error} onClose={() => setError(null)} />
    </section>
  );
}
