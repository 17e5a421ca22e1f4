import { useTranslation } from 'react-i18next';

import type { ItemVariant, Offer } from '@klubb/contracts';

import { OFFER_NAMESPACE } from '../../../i18n';
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
  signedIn: boolean;
}

/** The ticket whose waiting list is offered: the chosen sold-out one, or the only one. */
function waitingListTicket(offer: Offer, chosen: ItemVariant | null, chosenSoldOut: boolean) {
  if (chosen) return chosenSoldOut ? chosen : null;
  const [only, ...others] = offer.itemVariantList;
  return offer.waitingList && only && others.length === 0 ? only : null;
}

/**
 * What an offer with variants sells: the ticket or item picker, sold-out and waiting-list notes,
 * the add-to-cart dialog and the purchase alerts. The call to action starts the purchase.
 */
export function PurchaseSection({ offer, purchase, signedIn }: PurchaseSectionProps) {
  const { t } = useTranslation(OFFER_NAMESPACE);
  if (offer.itemVariantList.length === 0) return null;
  const tickets = offer.itemVariantType === 'ticket';
  const chosenSoldOut = purchase.variant !== null && purchase.available === 0;
  const waitingFor = waitingListTicket(offer, purchase.variant, chosenSoldOut);
  return (
    <>
      {tickets ? <TicketPicker purchase={purchase} /> : <ItemPicker purchase={purchase} />}
      {tickets && (offer.waitingList || chosenSoldOut) ? (
        // A new ticket starts over: no earlier outcome is shown for it.
        <WaitingList
          key={waitingFor?.id ?? 'none'}
          offerId={offer.id}
          ticket={waitingFor}
          nameTicket={offer.itemVariantList.length > 1}
          signedIn={signedIn}
          joined={waitingFor ? (offer.waitingListJoined ?? []).includes(waitingFor.id) : false}
        />
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
