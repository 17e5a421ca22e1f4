import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { OPERATOR_FRESH_SESSION_SECONDS } from '@klubb/contracts';
import { Button, Dialog, PasswordField } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../../../i18n';
import { ErrorText } from '../../../lib/error-text';
import { cancelReauthentication, reauthenticate } from '../../../lib/session/operator-session';
import { useReauthenticating } from '../../../lib/session/session-store';

/**
 * The password prompt of a fresh session: a change the API refused with
 * `operator/reauthentication-required` waits here, and goes on once the operator has signed in
 * again; cancelling drops it.
 */
export function ReauthDialog() {
  const open = useReauthenticating();
  return open ? <ReauthForm /> : null;
}

function ReauthForm() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const formId = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await reauthenticate(password);
    } catch (cause) {
      setError(cause);
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('reauth.title')}
      message={t('reauth.message', { minutes: OPERATOR_FRESH_SESSION_SECONDS / 60 })}
      onClose={cancelReauthentication}
      actions={
        <>
          <Button variant="secondary" onClick={cancelReauthentication}>
            {t('reauth.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy || !password}>
            {t('reauth.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
        <PasswordField
          label={t('signIn.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <ErrorText error={error} />
      </form>
    </Dialog>
  );
}
