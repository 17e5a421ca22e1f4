import type { ReactNode } from 'react';

import styles from './page.module.css';

export interface PageProps {
  title: string;
  children: ReactNode;
}

/** A More page: its heading and content within the page width and gutter (spec §9). */
export function Page({ title, children }: PageProps) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
