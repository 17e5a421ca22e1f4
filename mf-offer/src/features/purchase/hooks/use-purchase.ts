import { useCallback, useMemo, useState } from 'react';

import type { ItemVariant, Offer } from '@klubb/contracts';
import { useRuntime } from '@klubb/runtime';

import { useQuantityInCart } from '../../../api/cart-queries';
import { quantityIn, useAddToCart } from '../api/add-to-cart';
import { purchaseProblem, quantityMaximum, type PurchaseProblem } from '../utils/purchase-rules';
import {
  NO_TICKET,
  reduceTicket,
  toggleVariant,
  type TicketEvent,
  type TicketSelection,
} from '../utils/ticket-picker';

/** An alert after a purchase step (spec §4: alerts are of type success or error). */
export type PurchaseNotice =
  | { type: 'error'; problem: PurchaseProblem | 'failed' | 'signIn' }
  | { type: 'success'; added: number; title: string; fewer: boolean };

export interface Purchase {
  variants: ReadonlyArray<ItemVariant>;
  selection: TicketSelection;
  variant: ItemVariant | null;
  /** What is left of the chosen variant when known. */
  available: number | null;
  /** The most the member may add now. */
  maximum: number;
  availabilityOf: (variantId: string) => number | null;
  chooseTicket: (event: TicketEvent) => void;
  toggleItem: (variantId: string) => void;
  dialogOpen: boolean;
  closeDialog: () => void;
  adding: boolean;
  notice: PurchaseNotice | null;
  dismissNotice: () => void;
  /** The payment handler: checks the purchase rules, then opens the add-to-cart dialog. */
  start: () => void;
  add: (quantity: number) => Promise<void>;
}

/** The purchase flow of an offer with variants: selection, rules, dialog and alerts. */
export function usePurchase(offer: Offer, signedIn: boolean): Purchase {
  const runtime = useRuntime();
  const variants = offer.itemVariantList;
  const [selection, setSelection] = useState<TicketSelection>(NO_TICKET);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [notice, setNotice] = useState<PurchaseNotice | null>(null);
  const addToCart = useAddToCart();

  const variant = useMemo(
    () => variants.find((candidate) => candidate.id === selection.variantId) ?? null,
    [selection.variantId, variants],
  );
  const availability = offer.itemVariantAvailability;
  const availabilityOf = useCallback(
    (variantId: string) => availability?.[variantId] ?? null,
    [availability],
  );
  const available = variant ? availabilityOf(variant.id) : null;
  const inCart = useQuantityInCart(variant?.id ?? null, signedIn && variants.length > 0);
  const maximum = variant ? quantityMaximum(variant, available, inCart) : 0;

  const chooseTicket = useCallback(
    (event: TicketEvent) => setSelection((state) => reduceTicket(variants, state, event)),
    [variants],
  );
  const toggleItem = useCallback(
    (variantId: string) =>
      setSelection((state) => ({
        ...NO_TICKET,
        variantId: toggleVariant(state.variantId, variantId),
      })),
    [],
  );

  const start = () => {
    const problem = purchaseProblem({
      variantType: offer.itemVariantType ?? 'other',
      selection,
      variant,
      available,
      inCart: signedIn ? inCart : 0,
    });
    if (problem) setNotice({ type: 'error', problem });
    else if (!signedIn) setNotice({ type: 'error', problem: 'signIn' });
    else setDialogOpen(true);
  };

  const add = async (quantity: number) => {
    if (!variant) return;
    try {
      const cart = await addToCart.mutateAsync({
        offerId: offer.id,
        itemVariantId: variant.id,
        quantity,
      });
      const added = quantityIn(cart, variant.id) - inCart;
      if (added > 0) {
        runtime.analytics.track('addToCart', 'commerce', {
          offerId: offer.id,
          itemVariantId: variant.id,
          quantity: added,
        });
      }
      setDialogOpen(false);
      setNotice(
        added > 0
          ? { type: 'success', added, title: variant.title, fewer: added < quantity }
          : { type: 'error', problem: 'maxPurchases' },
      );
    } catch {
      setDialogOpen(false);
      setNotice({ type: 'error', problem: 'failed' });
    }
  };

  return {
    variants,
    selection,
    variant,
    available,
    maximum,
    availabilityOf,
    chooseTicket,
    toggleItem,
    dialogOpen,
    closeDialog: () => setDialogOpen(false),
    adding: addToCart.isPending,
    notice,
    dismissNotice: () => setNotice(null),
    start,
    add,
  };
}
