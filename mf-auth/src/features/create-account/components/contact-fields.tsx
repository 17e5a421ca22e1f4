import { useTranslation } from 'react-i18next';

import { useBrand } from '@klubb/session';

import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { AUTH_NAMESPACE } from '../../../i18n';
import type { CreateAccountForm } from '../utils/registration-body';

export interface ContactFieldsProps {
  form: CreateAccountForm;
  verifyWithSsn: boolean;
  onChange: (changes: Partial<CreateAccountForm>) => void;
}

/** The registration's fields by the brand's mode: ssn mode, or name, contact, address, password. */
export function ContactFields({ form, verifyWithSsn, onChange }: ContactFieldsProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const brand = useBrand();
  const email = (
    <TextField
      label={t('form.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      value={form.email}
      onChange={(event) => onChange({ email: event.target.value })}
    />
  );
  if (verifyWithSsn) {
    return (
      <>
        {email}
        <TextField
          label={t('create.ssn')}
          hint={[t('create.ssnHint'), brand.config.ssnInfo].filter(Boolean).join(' ')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          value={form.ssn}
          onChange={(event) => onChange({ ssn: event.target.value })}
        />
      </>
    );
  }
  return (
    <>
      <TextField
        label={t('create.fullName')}
        autoComplete="name"
        value={form.fullName}
        onChange={(event) => onChange({ fullName: event.target.value })}
      />
      {email}
      <TextField
        label={t('create.phone')}
        type="tel"
        autoComplete="tel"
        value={form.phoneNumber}
        onChange={(event) => onChange({ phoneNumber: event.target.value })}
      />
      <TextField
        label={t('create.careOf')}
        value={form.careOf ?? ''}
        onChange={(event) => onChange({ careOf: event.target.value })}
      />
      <TextField
        label={t('create.street')}
        autoComplete="street-address"
        value={form.street}
        onChange={(event) => onChange({ street: event.target.value })}
      />
      <TextField
        label={t('create.zipCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        value={form.zipCode}
        onChange={(event) => onChange({ zipCode: event.target.value })}
      />
      <TextField
        label={t('create.city')}
        autoComplete="address-level2"
        value={form.city}
        onChange={(event) => onChange({ city: event.target.value })}
      />
      <PasswordField
        label={t('form.password')}
        hint={t('form.passwordRule')}
        autoComplete="new-password"
        value={form.password}
        onChange={(event) => onChange({ password: event.target.value })}
      />
    </>
  );
}
