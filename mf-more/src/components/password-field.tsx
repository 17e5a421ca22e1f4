import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MORE_NAMESPACE } from '../i18n';

import styles from './form.module.css';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'>;

/** A password field with the show/hide toggle (spec §5). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
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
