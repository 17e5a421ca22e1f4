import { useTranslation } from 'react-i18next';

import { useBrand } from '@klubb/runtime';
import { TextField } from '@klubb/ui';

import { EmailField } from '../../../components/email-field';
import { NewPasswordField } from '../../../components/password-field';
import { PhoneField } from '../../../components/phone-field';
import { AUTH_NAMESPACE } from '../../../i18n';
import { bindTextFields } from '../../../utils/bind-text-fields';
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
  const field = bindTextFields(form, onChange);
  if (verifyWithSsn) {
    return (
      <>
        <EmailField {...field('email')} />
        <TextField
          label={t('create.ssn')}
          hint={[t('create.ssnHint'), brand.config.ssnInfo].filter(Boolean).join(' ')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          {...field('ssn')}
        />
      </>
    );
  }
  return (
    <>
      <TextField label={t('create.fullName')} autoComplete="name" {...field('fullName')} />
      <EmailField {...field('email')} />
      <PhoneField {...field('phoneNumber')} />
      <TextField label={t('create.careOf')} {...field('careOf')} />
      <TextField label={t('create.street')} autoComplete="street-address" {...field('street')} />
      <TextField
        label={t('create.zipCode')}
        inputMode="numeric"
        autoComplete="postal-code"
        {...field('zipCode')}
      />
      <TextField label={t('create.city')} autoComplete="address-level2" {...field('city')} />
      <NewPasswordField {...field('password')} />
    </>
  );
}
