import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '@klubb/contracts';
import { ERRORS_NAMESPACE } from '@klubb/i18n';
import { useBrand, useRuntimeSession } from '@klubb/runtime';
import { Button, Dialog } from '@klubb/ui';

import { AuthPage } from '../../../components/auth-page';
import styles from '../../../components/form.module.css';
import { AUTH_NAMESPACE } from '../../../i18n';

import { BankIdPanel } from './bankid-panel';
import { PasswordSignInForm } from './password-sign-in-form';

/**
 * Sign-in (spec §2 `/`): BankID with a QR code (brands that register by personal number, the
 * number BankID identifies), e-mail and password, the ways to a new password or account, and
 * back to browsing. After a session ended by itself it says "Session expired, login again".
 */
export function SignInPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const { t: tError } = useTranslation(ERRORS_NAMESPACE);
  const brand = useBrand();
  const dispatch = useRuntimeSession((state) => state.dispatch);
  const signOutReason = useRuntimeSession((state) => state.signOutReason);
  const clearSignOutReason = useRuntimeSession((state) => state.clearSignOutReason);
  const withBankId = brand.config.verifyWithSsn;

  return (
    <AuthPage title={t('signIn.title')} intro={withBankId ? t('signIn.intro') : undefined}>
      {withBankId ? (
        <>
          <h2 className={styles.label}>{t('bankId.heading')}</h2>
          <BankIdPanel />
          <p className={styles.divider}>{t('signIn.or')}</p>
        </>
      ) : null}
      <h2 className={styles.label}>{t('signIn.passwordHeading')}</h2>
      <PasswordSignInForm />
      <nav className={styles.links} aria-label={t('signIn.title')}>
        <Link className={styles.link} to={paths.forgotPassword.build()}>
          {t('signIn.forgotPassword')}
        </Link>
        <Link className={styles.link} to={paths.createAccount.build()}>
          {t('signIn.createAccount')}
        </Link>
      </nav>
      <Button variant="secondary" onClick={() => dispatch({ type: 'browseAnonymously' })}>
        {t('signIn.browse')}
      </Button>
      <Dialog
        message={signOutReason ? tError(signOutReason) : undefined}
        onClose={clearSignOutReason}
      />
    </AuthPage>
  );
}
