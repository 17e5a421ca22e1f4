import { useTranslation } from 'react-i18next';

import { useCurrentUser, useSessionStore } from '@klubb/session';
import { Button, ErrorView } from '@klubb/ui';

export interface ErrorScreenProps {
  /** Which message: a generic failure, or an app URL that belongs to no brand. */
  kind: 'generic' | 'unknownBrand';
  onRetry?: () => void;
}

/** Builds the support mail link: the member's name and id in the subject (spec §2 Error screen). */
export function supportMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** The error screen: an icon, a message, and a mail link to the brand's contact. */
export function ErrorScreen({ kind, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation('host');
  const brand = useSessionStore((state) => state.brand);
  const user = useCurrentUser();
  if (kind === 'unknownBrand' || !brand) {
    return (
      <main id="content">
        <ErrorView title={t('unknownBrand.title')} message={t('unknownBrand.message')} />
      </main>
    );
  }
  const name = user ? `${user.firstName} ${user.lastName}` : t('error.anonymous');
  const subject = t('error.mailSubject', { name, id: user?.id ?? '-' });
  return (
    <main id="content">
      <ErrorView title={t('error.title')} message={t('error.message')}>
        <a href={supportMailto(brand.contact.email, subject)}>{t('error.contact')}</a>
        {onRetry ? <Button onClick={onRetry}>{t('error.retry')}</Button> : null}
      </ErrorView>
    </main>
  );
}
