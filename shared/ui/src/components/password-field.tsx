import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { TextField, type TextFieldProps } from './text-field';
import styles from './text-field.module.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'end'>;

/** A password field with the show/hide toggle (spec §5). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('common');
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
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t('hide') : t('show')}
        </button>
      }
    />
  );
}
