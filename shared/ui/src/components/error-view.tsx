import type { ReactNode } from 'react';

import styles from './error-view.module.css';
import { Icon } from './icon';

export interface ErrorViewProps {
  title: string;
  message?: string;
  /** Actions under the message: a retry button, a mail link, … */
  children?: ReactNode;
}

/** A page-level error: an icon, a heading, a message and actions. Announced as an alert. */
export function ErrorView({ title, message, children }: ErrorViewProps) {
  return (
    <section className={styles.view} role="alert">
      <span className={styles.icon}>
        <Icon name="error" size={48} />
      </span>
      <h1>{title}</h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {children}
    </section>
  );
}
