import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { validateSignIn } from '@klubb/contracts';
import { identity } from '@klubb/sdk';
import { Button, PasswordField } from '@klubb/ui';

import { EmailField } from '../../../components/email-field';
import { ErrorDialog } from '../../../components/error-dialog';
import styles from '../../../components/form.module.css';
import { AUTH_NAMESPACE } from '../../../i18n';
import { runtime } from '../../../utils/runtime';

/** Sign-in by e-mail and password (spec §5: both required, the e-mail valid). */
export function PasswordSignInForm() {
  const { t } = useTranslation(AUTH_NAMESPACE);
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
    setBusy(true);
    try {
      await runtime().session.signIn(() => identity().signInWithPassword(email.trim(), password));
    } catch (cause) {
      setError(cause);
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <EmailField
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PasswordField
        label={t('form.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {t('signIn.submit')}
      </Button>
      <ErrorDialog error={error} onClose={() => setError(null)} />
    </form>
  );
}
