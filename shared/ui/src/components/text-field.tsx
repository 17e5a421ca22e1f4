import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

import styles from './text-field.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label (spec: form fields have visible labels). */
  label: string;
  /** A line under the field that says what it wants; read with the field. */
  hint?: string;
  /** Marks the field with the red error border. */
  invalid?: boolean;
  /** A control inside the field's end, such as the password's show/hide button. */
  end?: ReactNode;
}

/**
 * A labelled text input, with an optional hint read with it and a red border when invalid. Inside
 * a form, Enter submits it (spec §5).
 */
export function TextField({ label, hint, invalid, end, id, className, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={[styles.field, className ?? ''].join(' ').trim()}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          className={invalid ? `${styles.input} ${styles.invalid}` : styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={hintId}
          {...input}
        />
        {end}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
