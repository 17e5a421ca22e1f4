import { useTranslation } from 'react-i18next';

import { TextField, type TextFieldProps } from '@klubb/ui';

import { AUTH_NAMESPACE } from '../i18n';

export type PhoneFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>;

/** The mobile number of registration and set-up: its label, the phone keyboard, `tel`. */
export function PhoneField(props: PhoneFieldProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return <TextField label={t('form.phone')} type="tel" autoComplete="tel" {...props} />;
}
