import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useBrand, useIsSignedIn, useRuntime, useRuntimeSession } from '@klubb/runtime';
import { Button } from '@klubb/ui';

import { MORE_NAMESPACE } from '../../../i18n';
import { isDevBuild, moreEntries } from '../utils/more-entries';

import styles from './more-page.module.css';
import { ProfileHeader } from './profile-header';
import { SupportMenu } from './support-menu';

/**
 * The More page (spec §2): the member's header, a grid of entries, the support contact menu and
 * sign-out; a visitor sees sign-in instead of the member parts.
 */
export function MorePage() {
  const { t } = useTranslation(MORE_NAMESPACE);
  const brand = useBrand();
  const signedIn = useIsSignedIn();
  const { session } = useRuntime();
  const dispatch = useRuntimeSession((state) => state.dispatch);
  const entries = moreEntries({
    showRestaurants: brand.config.showRestaurants,
    sells: brand.config.remotes.includes('mf_commerce'),
    devMode: isDevBuild(),
    signedIn,
  });
  return (
    <div className={styles.page}>
      <h1>{t('more.title')}</h1>
      {signedIn ? <ProfileHeader /> : null}
      <ul className={styles.grid} aria-label={t('more.entries')}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link className={styles.entry} to={entry.path}>
              {t(`more.${entry.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <SupportMenu />
      {signedIn ? (
        <Button variant="secondary" onClick={() => void session.signOut()}>
          {t('more.signOut')}
        </Button>
      ) : (
        <Button onClick={() => dispatch({ type: 'signInRequested' })}>{t('more.signIn')}</Button>
      )}
    </div>
  );
}
