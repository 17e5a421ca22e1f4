import { useTranslation } from 'react-i18next';

import { TextField, type TextFieldProps } from '@klubb/ui';

import { AUTH_NAMESPACE } from '../i18n';

export type EmailFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'inputMode'>;

/**
 * The e-mail field of every form (spec §5 checks it on submit): its label, the e-mail keyboard
 * and `autocomplete="email"`, which sign-in overrides with `username`.
 */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <TextField
      label={t('form.email')}
      type="email"
      inputMode="email"
      autoComplete="email"
      {...props}
    />
  );
}
