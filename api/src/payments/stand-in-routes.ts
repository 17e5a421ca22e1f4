import { randomBytes } from 'node:crypto';

import type { FastifyPluginAsync } from 'fastify';

import type { CardForm } from '@klubb/contracts';

import { acceptFormBodies } from '../http/form-body';

import type { PaymentStandIn } from './stand-in';
import { AUTHENTICATION_PATH, formOf, integer, requireSecretKey, type Form } from './stand-in-form';
import { standInObjectRoutes } from './stand-in-object-routes';
import type { CreateSessionParams, LineItemInput } from './stand-in-types';
import { invalidRequest, StripeError } from './stripe-error';

export { STAND_IN_SECRET_KEY } from './stand-in-form';

/** Stripe's form encoding of `line_items[i][price_data][…]` and `metadata[key]`. */
function createParamsOf(form: Form, standIn: PaymentStandIn): CreateSessionParams {
  const lineItems: LineItemInput[] = [];
  let priceCurrency: string | undefined;
  for (let index = 0; form[`line_items[${index}][quantity]`] !== undefined; index += 1) {
    const prefix = `line_items[${index}]`;
    const priceId = form[`${prefix}[price]`];
    if (priceId) {
      // A line from a Price: its amount and currency are the Price's.
      const price = standIn.objects.price(priceId);
      priceCurrency ??= price.currency;
      lineItems.push({
        name: price.nickname ?? '',
        unitAmount: price.unit_amount,
        quantity: integer(form, `${prefix}[quantity]`),
        priceId,
      });
      continue;
    }
    lineItems.push({
      name: form[`${prefix}[price_data][product_data][name]`] ?? '',
      unitAmount: integer(form, `${prefix}[price_data][unit_amount]`),
      quantity: integer(form, `${prefix}[quantity]`),
    });
  }
  const currency =
    form['line_items[0][price_data][currency]'] ?? priceCurrency ?? form.currency ?? '';
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  if (form.mode !== 'payment') throw invalidRequest('Only mode=payment is supported', 'mode');
  const uiMode = form.ui_mode ?? 'hosted_page';
  if (!UI_MODES.includes(uiMode)) throw invalidRequest(`Invalid ui_mode: ${uiMode}`, 'ui_mode');
  if (uiMode === 'hosted_page' || uiMode === 'hosted') {
    throw invalidRequest('The stand-in serves embedded Checkout only: send ui_mode', 'ui_mode');
  }
  return {
    uiMode,
    returnUrl: form.return_url,
    currency,
    lineItems,
    expiresAt: form.expires_at
      ? integer(form, 'expires_at')
      : Math.floor(Date.now() / 1000) + 86_400,
    customerEmail: form.customer_email,
    clientReferenceId: form.client_reference_id,
    metadata,
  };
}

// Stripe's values: `hosted_page | embedded_page | elements | form` from 2026-03-25, before it
// `hosted | embedded | custom` (PROTOCOLS.md §4.2).
const UI_MODES = [
  'hosted_page',
  'embedded_page',
  'elements',
  'form',
  'hosted',
  'embedded',
  'custom',
];

/** A four-digit expiry year, which Stripe accepts, as the two digits the card check reads. */
const twoDigitYear = (year: string) => (/^\s*\d{4}\s*$/.test(year) ? year.trim().slice(2) : year);

/** What Stripe.js sends when the customer pays (`payment_method_data[…]`, as its payment page). */
function cardOf(form: Form): CardForm {
  const field = (name: string) => form[`payment_method_data[${name}]`] ?? '';
  return {
    name: field('billing_details][name'),
    email: field('billing_details][email'),
    number: field('card][number'),
    expMonth: field('card][exp_month'),
    expYear: twoDigitYear(field('card][exp_year')),
    cvc: field('card][cvc'),
  };
}

/**
 * Stripe's REST paths for Checkout Sessions (PROTOCOLS.md §4.2), form-encoded, with Stripe's
 * error bodies: create (with `Idempotency-Key`), list, retrieve and expire with the secret key, refunds
 * (`POST /v1/refunds` with `payment_intent` and an optional `amount`), and the
 * payment page's confirm, which the local card form posts to with the publishable key and the
 * session's client secret (as Stripe.js does: no cookie, no member token).
 */
export const paymentStandInRoutes: FastifyPluginAsync<{ standIn: PaymentStandIn }> = async (
  app,
  { standIn },
) => {
  acceptFormBodies(app);
  // Every answer carries a request id, as Stripe's do (stripe-node reads it as requestId).
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('request-id', `req_${randomBytes(10).toString('base64url')}`);
  });
  // An unknown path is Stripe's 404, which stripe-node throws as StripeInvalidRequestError.
  app.setNotFoundHandler(async (request, reply) => {
    const error = new StripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}).`,
      { code: 'resource_missing' },
    );
    return reply.status(404).send(error.toBody());
  });
  app.setErrorHandler(async (error, _request, reply) => {
    const stripe =
      error instanceof StripeError
        ? error
        : new StripeError(
            (error as { statusCode?: number }).statusCode === 400 ? 400 : 500,
            (error as { statusCode?: number }).statusCode === 400
              ? 'invalid_request_error'
              : 'api_error',
            (error as { statusCode?: number }).statusCode === 400
              ? 'Invalid request'
              : 'An unexpected error occurred',
          );
    return reply.status(stripe.status).send(stripe.toBody());
  });

  app.post('/v1/checkout/sessions', async (request, reply) => {
    requireSecretKey(request);
    const key = request.headers['idempotency-key'];
    const { session, replayed } = standIn.createAnswer(
      createParamsOf(formOf(request), standIn),
      typeof key === 'string' && key.length <= 255 ? key : undefined,
    );
    if (replayed) reply.header('idempotent-replayed', 'true');
    return session;
  });
  // Stripe's list: newest first, `limit` 1–100 (10 by default), paged with `starting_after`,
  // filtered by `status`. A test asks it which sessions were paid, as an operator would Stripe.
  app.get<{ Querystring: Form }>('/v1/checkout/sessions', async (request) => {
    requireSecretKey(request);
    const query = request.query;
    const limit = query.limit === undefined ? 10 : integer(query, 'limit');
    if (limit < 1 || limit > 100) throw invalidRequest('limit must be 1 to 100', 'limit');
    let sessions = standIn.list();
    if (query.status) sessions = sessions.filter((session) => session.status === query.status);
    if (query.payment_intent) {
      sessions = sessions.filter((session) => session.payment_intent === query.payment_intent);
    }
    if (query.starting_after) {
      const at = sessions.findIndex((session) => session.id === query.starting_after);
      if (at < 0) throw invalidRequest(`No such checkout.session: '${query.starting_after}'`);
      sessions = sessions.slice(at + 1);
    }
    return {
      object: 'list',
      url: '/v1/checkout/sessions',
      has_more: sessions.length > limit,
      data: sessions.slice(0, limit),
    };
  });
  app.get<{ Params: { id: string }; Querystring: Form }>(
    '/v1/checkout/sessions/:id',
    async (request) => {
      requireSecretKey(request);
      const session = standIn.retrieve(request.params.id);
      // `expand[]=line_items` (stripe-node sends `expand[0]=line_items`).
      const expand = Object.entries(request.query)
        .filter(([key]) => key === 'expand' || key.startsWith('expand['))
        .map(([, value]) => value);
      if (!expand.includes('line_items')) return session;
      const data = standIn.objects.lineItemsOf(session.id);
      const url = `/v1/checkout/sessions/${session.id}/line_items`;
      return { ...session, line_items: { object: 'list', url, has_more: false, data } };
    },
  );
  app.post<{ Params: { id: string } }>('/v1/checkout/sessions/:id/expire', async (request) => {
    requireSecretKey(request);
    return standIn.expire(request.params.id);
  });
  app.post('/v1/refunds', async (request) => {
    requireSecretKey(request);
    const form = formOf(request);
    const key = request.headers['idempotency-key'];
    if (!form.payment_intent) throw invalidRequest('Missing payment_intent', 'payment_intent');
    return standIn.refund(
      form.payment_intent,
      typeof key === 'string' && key.length <= 255 ? key : undefined,
      form.amount === undefined ? undefined : integer(form, 'amount'),
    );
  });
  app.get<{ Querystring: { payment_intent?: string } }>('/v1/refunds', async (request) => {
    requireSecretKey(request);
    const data = request.query.payment_intent
      ? standIn.refundsOf(request.query.payment_intent)
      : [];
    return { object: 'list', url: '/v1/refunds', has_more: false, data };
  });
  app.post<{ Params: { id: string } }>('/v1/payment_pages/:id/confirm', async (request) => {
    const form = formOf(request);
    const { session, intent } = standIn.confirm(request.params.id, {
      clientSecret: form.client_secret ?? '',
      publishableKey: form.key ?? '',
      card: cardOf(form),
      authBase: `${request.protocol}://${request.host}${app.prefix}${AUTHENTICATION_PATH}`,
    });
    // The browser learns the outcome, never the session's secrets beyond what it sent; with a
    // card that needs 3-D Secure, where the bank's page is (Stripe.js opens it).
    return {
      id: session.id,
      status: session.status,
      payment_status: session.payment_status,
      ...(intent
        ? {
            payment_intent_status: intent.status,
            next_action: intent.next_action,
            // What Stripe.js reads the outcome of the bank's step from (retrievePaymentIntent).
            payment_intent: { id: intent.id, client_secret: intent.client_secret },
          }
        : {}),
    };
  });
  await app.register(standInObjectRoutes, { standIn });
};
