import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import type { CardForm } from '@klubb/contracts';

import type { PaymentStandIn } from './stand-in';
import type { CreateSessionParams, LineItemInput } from './stand-in-types';
import { invalidRequest, StripeError } from './stripe-error';

/** The stand-in's secret key: what a server presents as `Authorization: Bearer …`. */
export const STAND_IN_SECRET_KEY = 'sk_test_local_klubb';

type Form = Record<string, string>;

const formOf = (request: FastifyRequest): Form =>
  request.body && typeof request.body === 'object' ? (request.body as Form) : {};

function requireSecretKey(request: FastifyRequest): void {
  const header = request.headers.authorization ?? '';
  if (header !== `Bearer ${STAND_IN_SECRET_KEY}`) {
    throw new StripeError(401, 'invalid_request_error', 'Invalid API Key provided');
  }
}

const integer = (form: Form, key: string): number => {
  const value = Number(form[key]);
  if (!Number.isInteger(value) || value < 0) throw invalidRequest(`Invalid integer: ${key}`, key);
  return value;
};

/** Stripe's form encoding of `line_items[i][price_data][…]` and `metadata[key]`. */
function createParamsOf(form: Form): CreateSessionParams {
  const lineItems: LineItemInput[] = [];
  for (let index = 0; form[`line_items[${index}][quantity]`] !== undefined; index += 1) {
    const prefix = `line_items[${index}]`;
    lineItems.push({
      name: form[`${prefix}[price_data][product_data][name]`] ?? '',
      unitAmount: integer(form, `${prefix}[price_data][unit_amount]`),
      quantity: integer(form, `${prefix}[quantity]`),
    });
  }
  const currency = form['line_items[0][price_data][currency]'] ?? form.currency ?? '';
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match?.[1]) metadata[match[1]] = value;
  }
  if (form.mode !== 'payment') throw invalidRequest('Only mode=payment is supported', 'mode');
  return {
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

/** What Stripe.js sends when the customer pays (`payment_method_data[…]`, as its payment page). */
function cardOf(form: Form): CardForm {
  const field = (name: string) => form[`payment_method_data[${name}]`] ?? '';
  return {
    name: field('billing_details][name'),
    email: field('billing_details][email'),
    number: field('card][number'),
    expMonth: field('card][exp_month'),
    expYear: field('card][exp_year'),
    cvc: field('card][cvc'),
  };
}

/**
 * Stripe's REST paths for Checkout Sessions (PROTOCOLS.md §4.2), form-encoded, with Stripe's
 * error bodies: create (with `Idempotency-Key`), list, retrieve and expire with the secret key, refunds
 * (`POST /v1/refunds` with `payment_intent`), and the
 * payment page's confirm, which the local card form posts to with the publishable key and the
 * session's client secret (as Stripe.js does: no cookie, no member token).
 */
export const paymentStandInRoutes: FastifyPluginAsync<{ standIn: PaymentStandIn }> = async (
  app,
  { standIn },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
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

  app.post('/v1/checkout/sessions', async (request) => {
    requireSecretKey(request);
    const key = request.headers['idempotency-key'];
    return standIn.create(
      createParamsOf(formOf(request)),
      typeof key === 'string' && key.length <= 255 ? key : undefined,
    );
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
  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request) => {
    requireSecretKey(request);
    return standIn.retrieve(request.params.id);
  });
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
    );
  });
  app.get<{ Querystring: { payment_intent?: string } }>('/v1/refunds', async (request) => {
    requireSecretKey(request);
    const found = request.query.payment_intent
      ? standIn.refundOf(request.query.payment_intent)
      : null;
    return { object: 'list', url: '/v1/refunds', has_more: false, data: found ? [found] : [] };
  });
  app.post<{ Params: { id: string } }>('/v1/payment_pages/:id/confirm', async (request) => {
    const form = formOf(request);
    const session = standIn.confirm(request.params.id, {
      clientSecret: form.client_secret ?? '',
      publishableKey: form.key ?? '',
      card: cardOf(form),
    });
    // The browser learns the outcome, never the session's secrets beyond what it sent.
    return { id: session.id, status: session.status, payment_status: session.payment_status };
  });
};
