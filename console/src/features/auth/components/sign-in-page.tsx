import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { validateSignIn } from '@klubb/contracts';
import { Button, PasswordField, TextField } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { signIn } from '../../../lib/session/operator-session';

import styles from './auth.module.css';

/** Sign-in with an operator account (the identity provider's operators' tenant). */
export function SignInPage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const broken = validateSignIn({ email, password });
    if (broken) {
      setError(broken);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await signIn(email, password);
    } catch (cause) {
      setError(cause);
      setBusy(false);
    }
  };

  return (
    <main className={styles.page}>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <h1>{t('signIn.title')}</h1>
        <p>{t('signIn.intro')}</p>
        <TextField
          label={t('signIn.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField
          label={t('signIn.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ErrorText error={error} />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? t('signIn.busy') : t('signIn.submit')}
        </Button>
      </form>
    </main>
  );
}
