import Stripe from 'stripe';

import { ERROR_CODES } from '@klubb/contracts';

import { ApiError } from '../http/api-error';

import { toProviderSession, type PaymentProvider } from './payment-provider';

/**
 * The Stripe API version the API is written against, pinned (PROTOCOLS.md §4.2): Checkout Sessions
 * with `ui_mode: "embedded_page"`. A new version is taken on purpose, with its changelog read.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another HTTP client for Stripe's API (tests point it at the stand-in's REST paths). */
  httpClient?: ReturnType<typeof Stripe.createFetchHttpClient>;
  /** Another server speaking Stripe's API (STRIPE_API_BASE, config.ts): `http://127.0.0.1:18504`. */
  apiBase?: string;
}

/** Stripe's client takes a server as host, port and protocol rather than as a URL. */
function serverOf(apiBase: string) {
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  } as const;
}

function providerFailed(error: unknown): never {
  const message = error instanceof Error ? error.message : 'unknown';
  throw new ApiError(502, ERROR_CODES.paymentProviderFailed, `Stripe: ${message}`);
}

/**
 * Stripe itself through the official `stripe` package, when STRIPE_SECRET_KEY is set. Sessions
 * are embedded Checkout (the browser shows Stripe's form in Stripe's iframe), the
 * order's lines as `price_data`; `redirect_on_completion: never`, since the checkout page
 * itself shows the receipt. The idempotency key is ours, so a retried create is one session.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(settings.httpClient ? { httpClient: settings.httpClient } : {}),
    ...(settings.apiBase ? serverOf(settings.apiBase) : {}),
  });
  const retrieveSession = async (id: string) =>
    toProviderSession(await stripe.checkout.sessions.retrieve(id).catch(providerFailed));
  const paymentIntentOf = async (id: string): Promise<string> => {
    const session = await stripe.checkout.sessions.retrieve(id).catch(providerFailed);
    const paymentIntent =
      typeof session.payment_intent === 'string'
        ? session.payment_intent
        : session.payment_intent?.id;
    if (!paymentIntent) {
      throw new ApiError(409, ERROR_CODES.paymentProviderFailed, 'The session was not paid');
    }
    return paymentIntent;
  };
  return {
    kind: 'stripe',
    webhookSecret: settings.webhookSecret,
    async createSession(params, idempotencyKey) {
      const session = await stripe.checkout.sessions
        .create(
          {
            mode: 'payment',
            ui_mode: 'embedded_page',
            redirect_on_completion: 'never',
            line_items: params.lineItems.map((line) => ({
              quantity: line.quantity,
              price_data: {
                currency: params.currency.toLowerCase(),
                unit_amount: line.unitAmount,
                product_data: { name: line.name },
              },
            })),
            expires_at: params.expiresAt,
            ...(params.customerEmail ? { customer_email: params.customerEmail } : {}),
            ...(params.clientReferenceId ? { client_reference_id: params.clientReferenceId } : {}),
            metadata: params.metadata ?? {},
          },
          { idempotencyKey },
        )
        .catch(providerFailed);
      return toProviderSession(session);
    },
    retrieveSession,
    async expireSession(id) {
      try {
        return toProviderSession(await stripe.checkout.sessions.expire(id));
      } catch (error) {
        // Only an open session expires; one that is complete or expired is answered as it is.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return retrieveSession(id);
        return providerFailed(error);
      }
    },
    async refundSession(id, idempotencyKey) {
      const paymentIntent = await paymentIntentOf(id);
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntent },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        // Refunded already (by us before a lost answer, or by a person in the dashboard).
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'charge_already_refunded'
        ) {
          const [earlier] = (
            await stripe.refunds
              .list({ payment_intent: paymentIntent, limit: 1 })
              .catch(providerFailed)
          ).data;
          if (earlier) return { refundId: earlier.id };
        }
        return providerFailed(error);
      }
    },
    async refundPart(id, amount, idempotencyKey) {
      const paymentIntent = await paymentIntentOf(id);
      const refund = await stripe.refunds
        .create({ payment_intent: paymentIntent, amount }, { idempotencyKey })
        .catch(providerFailed);
      return { refundId: refund.id, amount: refund.amount };
    },
  };
}
