import { STAND_IN_PUBLISHABLE_KEY_PREFIX } from '@klubb/contracts';

/**
 * The `PaymentUi` seam (PROTOCOLS.md §4.3), chosen by the publishable key: the stand-in's key
 * gets our own card form, which sends the card only to the stand-in; a real Stripe key gets
 * Stripe's Embedded Checkout, loaded from js.stripe.com on this page only. Null: no usable key.
 */
export type PaymentUiKind = 'card-form' | 'stripe';

export function paymentUiOf(publishableKey: string): PaymentUiKind | null {
  if (publishableKey.startsWith(STAND_IN_PUBLISHABLE_KEY_PREFIX)) return 'card-form';
  if (/^pk_(live|test)_\w+$/.test(publishableKey)) return 'stripe';
  return null;
}
