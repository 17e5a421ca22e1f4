import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ERROR_CODES } from '@klubb/contracts';
import { Button, Dialog, PasswordField } from '@klubb/ui';

import { FormErrorDialog } from '../../../components/form-error-dialog';
import { MORE_NAMESPACE } from '../../../i18n';
import { useSaveProfile } from '../api/profile-queries';
import { validatePasswordChange } from '../utils/validate-profile';

import styles from './user-info.module.css';

const EMPTY = { currentPassword: '', password: '', confirmation: '' };

/**
 * Change password (spec §5): the current password, the new one and its confirmation, each with
 * show/hide; the rule is checked before anything is sent, and the member is signed in again with
 * the new password afterwards.
 */
export function PasswordForm() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePasswordChange(form);
    if (problem) return setError(problem);
    if (!form.currentPassword) return setError(ERROR_CODES.updatePasswordRequiresCurrentPassword);
    save.mutate(
      { password: form.password, currentPassword: form.currentPassword },
      {
        onSuccess: () => {
          setForm(EMPTY);
          setNotice(t('userInfo.passwordSaved'));
        },
        onError: setError,
      },
    );
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={t('userInfo.changePassword')}
      noValidate
    >
      <h2 className={styles.sectionTitle}>{t('userInfo.changePassword')}</h2>
      <PasswordField
        label={t('userInfo.currentPassword')}
        autoComplete="current-password"
        value={form.currentPassword}
        onChange={(event) => setForm({ ...form, currentPassword: event.target.value })}
      />
      <PasswordField
        label={t('userInfo.newPassword')}
        autoComplete="new-password"
        hint={t('form.passwordRule')}
        value={form.password}
        onChange={(event) => setForm({ ...form, password: event.target.value })}
      />
      <PasswordField
        label={t('userInfo.confirmPassword')}
        autoComplete="new-password"
        value={form.confirmation}
        onChange={(event) => setForm({ ...form, confirmation: event.target.value })}
      />
      <Button type="submit" disabled={save.isPending}>
        {t('userInfo.savePassword')}
      </Button>
      <FormErrorDialog error={error} onClose={() => setError(null)} />
      <Dialog message={notice ?? undefined} onClose={() => setNotice(null)} />
    </form>
  );
}
