import { useTranslation } from 'react-i18next';

import { PasswordField, type PasswordFieldProps } from '@klubb/ui';

import { AUTH_NAMESPACE } from '../i18n';

export type NewPasswordFieldProps = Omit<PasswordFieldProps, 'label' | 'hint' | 'autoComplete'> & {
  /** "Password" unless told otherwise. */
  label?: string;
};

/**
 * A password the member chooses (registration, set-up, reset): the rule as its hint (spec §5) and
 * `autocomplete="new-password"`, so password managers offer to make one.
 */
export function NewPasswordField({ label, ...props }: NewPasswordFieldProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <PasswordField
      label={label ?? t('form.password')}
      hint={t('form.passwordRule')}
      autoComplete="new-password"
      {...props}
    />
  );
}
