import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { signOut, useBrand, useIsSignedIn, useSessionStore } from '@klubb/session';
import { Button } from '@klubb/ui';

import { MORE_NAMESPACE } from '../../../i18n';

import { moreEntries } from './more-entries';
import styles from './more-page.module.css';

/** The More page: a grid of entries, customer service, and sign-in for visitors. */
export function MorePage() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const brand = useBrand();
  const signedIn = useIsSignedIn();
  const dispatch = useSessionStore((state) => state.dispatch);
  const entries = moreEntries(brand.config, process.env.NODE_ENV !== 'production');
  return (
    <div className={styles.page}>
      <h1>{t('more.title')}</h1>
      <ul className={styles.grid} aria-label={t('more.entries')}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link className={styles.entry} to={entry.path}>
              {t(`more.${entry.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <a href={`mailto:${brand.contact.email}`}>{t('more.support')}</a>
      {signedIn ? (
        <Button variant="secondary" onClick={() => void signOut()}>
          {t('more.signOut')}
        </Button>
      ) : (
        <Button onClick={() => dispatch({ type: 'signInRequested' })}>{t('more.signIn')}</Button>
      )}
    </div>
  );
}
