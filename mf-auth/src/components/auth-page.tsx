import type { ReactNode } from 'react';

import { useBrand } from '@klubb/runtime';

import styles from './form.module.css';

export interface AuthPageProps {
  title: string;
  intro?: string;
  children: ReactNode;
}

/** The frame of every signed-out and set-up page: the brand's logo, a heading, the content. */
export function AuthPage({ title, intro, children }: AuthPageProps) {
  const brand = useBrand();
  return (
    <section className={styles.page} aria-labelledby="auth-page-title">
      <img className={styles.logo} src={brand.logoUrl} alt={brand.name} width={144} height={48} />
      <h1 id="auth-page-title" className={styles.title}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
