import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button, Dialog, PasswordField } from '@klubb/ui';

import { MORE_NAMESPACE } from '../../../i18n';

export interface CurrentPasswordDialogProps {
  onConfirm: (currentPassword: string) => void;
  onCancel: () => void;
}

/** Spec §4: changing the e-mail or the password first asks for the current password. */
export function CurrentPasswordDialog({ onConfirm, onCancel }: CurrentPasswordDialogProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const [password, setPassword] = useState('');
  return (
    <Dialog
      title={t('userInfo.currentPasswordTitle')}
      message={t('userInfo.currentPasswordMessage')}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('userInfo.cancel')}
          </Button>
          <Button disabled={password === ''} onClick={() => onConfirm(password)}>
            {t('userInfo.confirm')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (password) onConfirm(password);
        }}
      >
        <PasswordField
          label={t('userInfo.currentPassword')}
          autoComplete="current-password"
          value={password}
          // The dialog exists to ask for this one field.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onChange={(event) => setPassword(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
