import {
  PAYMENT_STAND_IN_PREFIX,
  paymentStandInConfirmPath,
  type CardForm,
} from '@klubb/contracts';

/** The bank's step of a card that needs 3-D Secure (Stripe's `next_action.redirect_to_url`). */
export interface Authentication {
  /** The bank's page (the stand-in's), opened in the checkout's modal as Stripe.js opens it. */
  url: string;
  intentId: string;
  clientSecret: string;
}

/** The stand-in's answer to a card: paid, the bank's step first, or a card error. */
export type CardConfirmation =
  | { ok: true }
  | { ok: false; code: string | undefined; declineCode: string | undefined }
  | { ok: 'authenticate'; authentication: Authentication };

interface StripeErrorBody {
  error?: { code?: string; decline_code?: string };
}

interface ConfirmBody {
  payment_status?: string;
  next_action?: { redirect_to_url?: { url?: string } } | null;
  payment_intent?: { id?: string; client_secret?: string };
}

/**
 * Sends the card to the payment stand-in's confirm path, as Stripe.js sends it to Stripe: form
 * encoded, with the publishable key and the session's client secret, and nothing else — not the
 * member's token, which is why this is not a call of the product API's client. `apiUrl`: the
 * runtime's (`config.apiUrl`), where the stand-in answers.
 */
export async function confirmCard(
  session: { id: string; clientSecret: string },
  publishableKey: string,
  card: CardForm,
  apiUrl: string,
): Promise<CardConfirmation> {
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
    if (paid.payment_status === 'paid') return { ok: true };
    // A card that needs 3-D Secure: not paid until the member passes the bank's step.
    const url = paid.next_action?.redirect_to_url?.url;
    const intent = paid.payment_intent;
    if (url && intent?.id && intent.client_secret) {
      return {
        ok: 'authenticate',
        authentication: { url, intentId: intent.id, clientSecret: intent.client_secret },
      };
    }
    return { ok: false, code: undefined, declineCode: undefined };
  }
  const body = (await response.json().catch(() => ({}))) as StripeErrorBody;
  return { ok: false, code: body.error?.code, declineCode: body.error?.decline_code };
}

/** How the bank's step ended, as the PaymentIntent tells it; `pending` while it is still open. */
export type AuthenticationOutcome = 'succeeded' | 'failed' | 'abandoned' | 'pending';

interface IntentBody {
  status?: string;
  last_payment_error?: { code?: string } | null;
}

/**
 * Reads the PaymentIntent with the publishable key and its client secret, as Stripe.js's
 * `retrievePaymentIntent` does once its 3-D Secure modal reports the bank's page done.
 */
export async function authenticationOutcome(
  authentication: Authentication,
  publishableKey: string,
  apiUrl: string,
): Promise<AuthenticationOutcome> {
  const query = new URLSearchParams({
    key: publishableKey,
    client_secret: authentication.clientSecret,
  });
  const path = `${PAYMENT_STAND_IN_PREFIX}/v1/payment_intents/${encodeURIComponent(authentication.intentId)}`;
  // eslint-disable-next-line no-restricted-globals -- the payment provider's (stand-in's) API, as Stripe.js calls it
  const response = await fetch(`${apiUrl}${path}?${query.toString()}`);
  if (!response.ok) throw new Error(`PaymentIntent: HTTP ${response.status}`);
  const intent = (await response.json()) as IntentBody;
  if (intent.status === 'succeeded' || intent.status === 'processing') return 'succeeded';
  if (intent.status === 'requires_action') return 'pending';
  return intent.last_payment_error?.code ? 'failed' : 'abandoned';
}

/** The member closed the bank's step: it is abandoned at the bank, as Stripe.js's modal does. */
export async function abandonAuthentication(authentication: Authentication): Promise<void> {
  const page = new URL(authentication.url);
  // eslint-disable-next-line no-restricted-globals -- the bank's page (the stand-in's), not the product API
  await fetch(`${page.origin}${page.pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      outcome: 'abandon',
      client_secret: authentication.clientSecret,
    }).toString(),
    redirect: 'manual',
  });
}
