import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { AUTH_NAMESPACE } from '../i18n';

import styles from './form.module.css';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'>;

/** A password field with the show/hide toggle (spec §5). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      end={
        <button
          type="button"
          className={styles.toggle}
          aria-pressed={visible}
          aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('form.hide') : t('form.show')}
        </button>
      }
    />
  );
}

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
