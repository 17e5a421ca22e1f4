import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { SUPPORT_HOURS } from '@klubb/contracts';
import { useBrand, useCurrentUser, useRuntime } from '@klubb/runtime';
import { externalLinkProps, mailDraftUrl } from '@klubb/sdk';
import { Dialog } from '@klubb/ui';

import { siteConfigQueryOptions } from '../../../api/site-content-queries';
import { SupportHours } from '../../../components/support-hours';
import { MORE_NAMESPACE } from '../../../i18n';

export interface SupportDialogProps {
  channel: 'mail' | 'chat';
  onClose: () => void;
}

/**
 * The support pop-up (spec §2 "Other pages"): how to reach customer service by the chosen channel
 * (a mail draft with the member's name and id, or the brand's chat), its phone and the hours.
 */
export function SupportDialog({ channel, onClose }: SupportDialogProps) {
  const { t } = useTranslation(MORE_NAMESPACE);
  const brand = useBrand();
  const user = useCurrentUser();
  const runtime = useRuntime();
  const config = useQuery(siteConfigQueryOptions(runtime)).data;
  const email = config?.contact.email ?? brand.contact.email;
  const chatUrl = config?.contact.chatUrl ?? null;
  return (
    <Dialog title={t('support.title')} onClose={onClose}>
      {config ? <p>{config.contact.customerServiceText}</p> : null}
      {channel === 'chat' && chatUrl ? (
        <p>
          <a href={chatUrl} {...externalLinkProps(runtime.native.container().inContainer)}>
            {t('support.openChat')}
          </a>
        </p>
      ) : (
        <p>
          <a href={mailDraftUrl(email, user, null)}>{t('support.writeMail', { email })}</a>
        </p>
      )}
      {config ? (
        <p>
          <a href={`tel:${config.contact.phone.replace(/\s/g, '')}`}>
            {t('support.call', { phone: config.contact.phone })}
          </a>
        </p>
      ) : null}
      <SupportHours hours={SUPPORT_HOURS} />
    </Dialog>
  );
}
