import { paymentStandInConfirmPath, type CardForm } from '@klubb/contracts';

import { runtime } from '../../../lib/runtime';

/** The stand-in's answer to a card: paid, or a card error in Stripe's shape. */
export type CardConfirmation =
  { ok: true } | { ok: false; code: string | undefined; declineCode: string | undefined };

interface StripeErrorBody {
  error?: { code?: string; decline_code?: string };
}

interface ConfirmBody {
  payment_status?: string;
  next_action?: unknown;
}

/**
 * Sends the card to the payment stand-in's confirm path, as Stripe.js sends it to Stripe: form
 * encoded, with the publishable key and the session's client secret, and nothing else — not the
 * member's token, which is why this is not a call of the product API's client.
 */
export async function confirmCard(
  session: { id: string; clientSecret: string },
  publishableKey: string,
  card: CardForm,
): Promise<CardConfirmation> {
  const apiUrl = runtime().config.apiUrl;
  const form = new URLSearchParams({
    key: publishableKey,
    client_secret: session.clientSecret,
    'payment_method_data[billing_details][name]': card.name.trim(),
    'payment_method_data[billing_details][email]': card.email.trim(),
    'payment_method_data[card][number]': card.number.replace(/\s/g, ''),
    'payment_method_data[card][exp_month]': card.expMonth.trim(),
    'payment_method_data[card][exp_year]': card.expYear.trim(),
    'payment_method_data[card][cvc]': card.cvc.trim(),
  });
  // eslint-disable-next-line no-restricted-globals -- the card goes to the payment provider (its stand-in), never through the product API's client and its member token
  const response = await fetch(`${apiUrl}${paymentStandInConfirmPath(session.id)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  if (response.ok) {
    const paid = (await response.json().catch(() => ({}))) as ConfirmBody;
    // A card that needs 3-D Secure is not paid yet: until the checkout shows the bank's step
    // (issue 32), it is refused here as Stripe refuses such a card without one.
    if (paid.next_action || paid.payment_status === 'unpaid') {
      return { ok: false, code: 'authentication_required', declineCode: undefined };
    }
    return { ok: true };
  }
  const body = (await response.json().catch(() => ({}))) as StripeErrorBody;
  return { ok: false, code: body.error?.code, declineCode: body.error?.decline_code };
}
