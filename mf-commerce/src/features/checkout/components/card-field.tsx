import type { InputHTMLAttributes } from 'react';

import styles from './checkout.module.css';

export interface CardFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The field's problem, shown under it and tied to it for screen readers. */
  error: string | null;
}

/** A labelled field of the card form with its error message. */
export function CardField({ id, label, error, ...input }: CardFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={error ? `${styles.input} ${styles.invalid}` : styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
