import { useTranslation } from 'react-i18next';

import type { Offer } from '@klubb/contracts';

import { OFFER_NAMESPACE } from '../../../i18n';
import type { MailMember } from '../../../lib/mail-draft';
import type { Purchase } from '../hooks/use-purchase';

import { AddToCartDialog } from './add-to-cart-dialog';
import { ItemPicker } from './item-picker';
import { PurchaseNotice } from './purchase-notice';
import styles from './purchase.module.css';
import { TicketPicker } from './ticket-picker';
import { WaitingList } from './waiting-list';

export interface PurchaseSectionProps {
  offer: Offer;
  purchase: Purchase;
  contactEmail: string;
  member: MailMember | null;
}

/**
 * What an offer with variants sells: the ticket or item picker, sold-out and waiting-list notes,
 * the add-to-cart dialog and the purchase alerts. The call to action starts the purchase.
 */
export function PurchaseSection({ offer, purchase, contactEmail, member }: PurchaseSectionProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  if (offer.itemVariantList.length === 0) return null;
  const tickets = offer.itemVariantType === 'ticket';
  const chosenSoldOut = purchase.variant !== null && purchase.available === 0;
  return (
    <>
      {tickets ? <TicketPicker purchase={purchase} /> : <ItemPicker purchase={purchase} />}
      {tickets && (offer.waitingList || chosenSoldOut) ? (
        <WaitingList offerTitle={offer.title} contactEmail={contactEmail} member={member} />
      ) : null}
      {!tickets && chosenSoldOut ? (
        <p className={styles.note} role="status">
          {t('purchase.soldOut')}
        </p>
      ) : null}
      <AddToCartDialog
        open={purchase.dialogOpen}
        variant={purchase.variant}
        maximum={purchase.maximum}
        fees={offer.itemVariantCustomFeeBuildRecord}
        busy={purchase.adding}
        onClose={purchase.closeDialog}
        onAdd={(quantity) => void purchase.add(quantity)}
      />
      <PurchaseNotice notice={purchase.notice} onDismiss={purchase.dismissNotice} />
    </>
  );
}
