import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  callingCodeOf,
  type CallingCode,
  type CurrentUser,
  type UpdateUserBody,
} from '@klubb/contracts';
import { useBrand } from '@klubb/runtime';
import { Button, Dialog, TextField } from '@klubb/ui';

import { FormErrorDialog } from '../../../components/form-error-dialog';
import { MORE_NAMESPACE } from '../../../i18n';
import { useSaveProfile } from '../api/profile-queries';
import {
  hasChanges,
  needsCurrentPassword,
  profileChanges,
  profileFormValues,
  type ProfileFormValues,
} from '../utils/profile-diff';
import { validateProfile } from '../utils/validate-profile';

import { AddressListEditor } from './address-list-editor';
import { CompanyEditor } from './company-editor';
import { CurrentPasswordDialog } from './current-password-dialog';
import styles from './user-info.module.css';

/** The phone hint of the brand's country: which local numbers get its calling code (issue 32). */
const PHONE_HINT_KEYS: Readonly<Record<CallingCode, string>> = {
  '+46': 'userInfo.phoneHintSweden',
  '+47': 'userInfo.phoneHintNorway',
};

export interface ProfileFormProps {
  user: CurrentUser;
}

/**
 * The profile (spec §2 User info, §4 Profile save, §5): name, e-mail, phone, the read-only
 * personal number, addresses and a company. Only changed fields are sent, nothing when nothing
 * changed; a new e-mail first asks for the current password.
 */
export function ProfileForm({ user }: ProfileFormProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const callingCode = callingCodeOf(useBrand());
  const [form, setForm] = useState<ProfileFormValues>(() => profileFormValues(user));
  const [error, setError] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<UpdateUserBody | null>(null);
  const save = useSaveProfile();
  const set = (patch: Partial<ProfileFormValues>) => setForm((values) => ({ ...values, ...patch }));

  const send = (changes: UpdateUserBody) => {
    save.mutate(changes, {
      onSuccess: (saved) => {
        setForm(profileFormValues(saved));
        setNotice(t('userInfo.saved'));
      },
      onError: setError,
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateProfile(form, callingCode);
    if (problem) return setError(problem);
    const changes = profileChanges(user, form, callingCode);
    if (!hasChanges(changes)) return setNotice(t('userInfo.nothingChanged'));
    if (needsCurrentPassword(changes)) return setPending(changes);
    send(changes);
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label={t('userInfo.profile')} noValidate>
      <TextField
        label={t('userInfo.firstName')}
        value={form.firstName}
        autoComplete="given-name"
        required
        onChange={(event) => set({ firstName: event.target.value })}
      />
      <TextField
        label={t('userInfo.lastName')}
        value={form.lastName}
        autoComplete="family-name"
        required
        onChange={(event) => set({ lastName: event.target.value })}
      />
      <TextField
        label={t('userInfo.email')}
        type="email"
        value={form.email}
        autoComplete="email"
        required
        onChange={(event) => set({ email: event.target.value })}
      />
      <TextField
        label={t('userInfo.phone')}
        type="tel"
        value={form.phoneNumber}
        autoComplete="tel"
        hint={t(PHONE_HINT_KEYS[callingCode])}
        required
        onChange={(event) => set({ phoneNumber: event.target.value })}
      />
      {user.ssn ? <TextField label={t('userInfo.ssn')} value={user.ssn} readOnly /> : null}
      <AddressListEditor
        addresses={form.addressList}
        onChange={(addressList) => set({ addressList })}
      />
      <CompanyEditor company={form.company} onChange={(company) => set({ company })} />
      <Button type="submit" disabled={save.isPending}>
        {t('userInfo.save')}
      </Button>
      {pending ? (
        <CurrentPasswordDialog
          onCancel={() => setPending(null)}
          onConfirm={(currentPassword) => {
            setPending(null);
            send({ ...pending, currentPassword });
          }}
        />
      ) : null}
      <FormErrorDialog error={error} onClose={() => setError(null)} />
      <Dialog message={notice ?? undefined} onClose={() => setNotice(null)} />
    </form>
  );
}
