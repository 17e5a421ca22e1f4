import { useTranslation } from 'react-i18next';

import { OFFER_NAMESPACE } from '../../../i18n';
import { mailDraftUrl, type MailMember } from '../../../lib/mail-draft';

import styles from './purchase.module.css';

export interface WaitingListProps {
  offerTitle: string;
  /** The brand's contact, who keeps the waiting list. */
  contactEmail: string;
  member: MailMember | null;
}

/**
 * Sold-out tickets offer the waiting list (spec §4). The API has no interest-registration call
 * yet, so joining drafts a mail to the brand with the member's name and id and the event.
 */
export function WaitingList({ offerTitle, contactEmail, member }: WaitingListProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  const href = mailDraftUrl(
    contactEmail,
    member,
    t('purchase.waitingListMessage', { title: offerTitle }),
  );
  return (
    <div className={styles.note} role="status">
      <p>{t('purchase.ticketsSoldOut')}</p>
      <a className={styles.linkButton} href={href}>
        {t('purchase.joinWaitingList')}
      </a>
    </div>
  );
}
