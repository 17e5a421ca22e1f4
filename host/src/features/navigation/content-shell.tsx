import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useBrand } from '@klubb/runtime';

import { BackButton } from './back-button';
import { Footer } from './footer';
import { NavBar } from './nav-bar';
import styles from './shell.module.css';

export interface ContentShellProps {
  children: ReactNode;
  /** The end of the header: the app puts the remotes' `headerEnd` slot here (the cart button). */
  headerEnd?: ReactNode;
}

/** The content app's frame: header (back, logo, remote slots, desktop navigation), pages, footer. */
export function ContentShell({ children, headerEnd }: ContentShellProps) {
  const { t } = useTranslation('host');
  const brand = useBrand();
  return (
    <>
      <a className={styles.skip} href="#content">
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <BackButton />
        <span className={styles.logo}>
          <img src={brand.logoUrl} alt={brand.name} width={96} height={32} />
        </span>
        <span className={styles.spacer} />
        <NavBar />
        {headerEnd}
      </header>
      <main id="content" className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  );
}
