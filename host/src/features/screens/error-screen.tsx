import { useTranslation } from 'react-i18next';

import { useCurrentUser, useRuntimeSession } from '@klubb/runtime';
import { Button, ErrorView, linkButtonClassName, useOnBackOnline } from '@klubb/ui';

import type { BootFailure } from '../../lib/boot-failure';

export interface ErrorScreenProps {
  /** Which message: a passing failure, no network, or an app URL that belongs to no brand. */
  kind: BootFailure;
  onRetry?: () => void;
}

/** Builds the support mail link: the member's name and id in the subject (spec §2 Error screen). */
export function supportMailto(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/**
 * The error screen: an icon, a message, a retry and a mail link to the brand's contact (the brand
 * of this visit, or the one kept from the last). Offline, it tries again by itself when the
 * network returns.
 */
export function ErrorScreen({ kind, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation('host');
  const brand = useRuntimeSession((state) => state.brand);
  const user = useCurrentUser();
  useOnBackOnline(() => {
    if (kind === 'offline') onRetry?.();
  });
  if (kind === 'unknownBrand') {
    return (
      <main id="content">
        <ErrorView title={t('unknownBrand.title')} message={t('unknownBrand.message')} />
      </main>
    );
  }
  const name = user ? `${user.firstName} ${user.lastName}` : t('error.anonymous');
  const subject = t('error.mailSubject', { name, id: user?.id ?? '-' });
  const text = kind === 'offline' ? 'offline' : 'error';
  return (
    <main id="content">
      <ErrorView title={t(`${text}.title`)} message={t(`${text}.message`)}>
        {onRetry ? <Button onClick={onRetry}>{t('error.retry')}</Button> : null}
        {brand ? (
          <a
            className={linkButtonClassName('secondary')}
            href={supportMailto(brand.contact.email, subject)}
          >
            {t('error.contact')}
          </a>
        ) : null}
      </ErrorView>
    </main>
  );
}
