import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';

import { paths } from '@klubb/contracts';
import { useRuntime } from '@klubb/runtime';
import { Button, ErrorView, linkButtonClassName } from '@klubb/ui';

export interface SignedOutLinkPageProps {
  /** A reset or forgot-password link works after signing out; a referral link is for new members. */
  kind: 'password' | 'referral';
}

/**
 * What a signed-in member meets on a link meant for the signed-out app (an e-mailed reset link, a
 * referral link): what the link is for, and the way on — sign out and continue with the link, or
 * back to the start page.
 */
export function SignedOutLinkPage({ kind }: SignedOutLinkPageProps) {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { session } = useRuntime();
  const continueSignedOut = async () => {
    await session.signOut();
    navigate(pathname, { replace: true });
  };
  return (
    <ErrorView
      title={t(`signedOutLink.${kind}.title`)}
      message={t(`signedOutLink.${kind}.message`)}
    >
      {kind === 'password' ? (
        <Button onClick={() => void continueSignedOut()}>
          {t('signedOutLink.password.signOut')}
        </Button>
      ) : null}
      <Link className={linkButtonClassName('secondary')} to={paths.mixedFeed.build()}>
        {t('notFound.home')}
      </Link>
    </ErrorView>
  );
}
