import type { ReactNode } from 'react';

import styles from './error-view.module.css';
import { Icon } from './icon';

export interface ErrorViewProps {
  title: string;
  message?: string;
  /**
   * The title's heading level: 1 where the view is the page (the default), lower inside a
   * dialog or drawer whose own heading stands above it.
   */
  level?: 1 | 2 | 3;
  /** Actions under the message: a retry button, a mail link, … */
  children?: ReactNode;
}

/** A page-level error: an icon, a heading, a message and actions. Announced as an alert. */
export function ErrorView({ title, message, level = 1, children }: ErrorViewProps) {
  const Heading = `h${level}` as const;
  return (
    <section className={styles.view} role="alert">
      <span className={styles.icon}>
        <Icon name="error" size={48} />
      </span>
      <Heading>{title}</Heading>
      {message ? <p className={styles.message}>{message}</p> : null}
      {children}
    </section>
  );
}
