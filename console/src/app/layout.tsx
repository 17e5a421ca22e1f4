import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';

import { Button } from '@klubb/ui';

import { CONSOLE_NAMESPACE } from '../i18n';
import { clearAnnouncement, useAnnouncer } from '../lib/announcer';
import { paths } from '../lib/paths';
import { meQueryOptions } from '../lib/registry-api';
import { signOut } from '../lib/session/operator-session';
import { useOperatorSession } from '../lib/session/session-store';

import { LanguagePicker } from './language-picker';
import styles from './layout.module.css';

/**
 * The signed-in frame: who is signed in, the language, sign-out, the console's navigation, the
 * page, and one polite status region that says what the last change did.
 */
export function Layout() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const session = useOperatorSession();
  const me = useQuery(meQueryOptions());
  const message = useAnnouncer((state) => state.message);
  const { pathname } = useLocation();

  // A confirmation belongs to the page it was made on.
  useEffect(() => clearAnnouncement(), [pathname]);

  return (
    <>
      <a className={styles.skip} href="#main">
        {t('skipToContent')}
      </a>
      <header className={styles.header}>
        <p className={styles.title}>{t('appName')}</p>
        <div className={styles.account}>
          <p>
            {t('signedInAs', { email: session?.email ?? '' })}
            {me.data ? ` (${t(`roles.${me.data.role}`)})` : null}
          </p>
          <LanguagePicker />
          <Button variant="secondary" onClick={signOut}>
            {t('signIn.signOut')}
          </Button>
        </div>
      </header>
      <nav className={styles.nav} aria-label={t('nav.label')}>
        <ul>
          {me.data?.role === 'door' ? null : (
            <>
              <li>
                <NavLink to={paths.brands} end>
                  {t('nav.brands')}
                </NavLink>
              </li>
              <li>
                <NavLink to={paths.audit}>{t('nav.audit')}</NavLink>
              </li>
            </>
          )}
          <li>
            <NavLink to={paths.door}>{t('nav.door')}</NavLink>
          </li>
          {me.data?.role === 'platform' ? (
            <>
              <li>
                <NavLink to={paths.publish}>{t('nav.publish')}</NavLink>
              </li>
              <li>
                <NavLink to={paths.tokens}>{t('nav.tokens')}</NavLink>
              </li>
            </>
          ) : null}
        </ul>
      </nav>
      <main id="main" className={styles.main} tabIndex={-1}>
        <p role="status" aria-live="polite" className={styles.status}>
          {message?.text ?? ''}
        </p>
        <Outlet />
      </main>
    </>
  );
}
