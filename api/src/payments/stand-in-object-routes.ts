import type { FastifyPluginAsync } from 'fastify';

import type { PaymentStandIn } from './stand-in';
import { AUTHENTICATION_PATH, formOf, integer, requireSecretKey, type Form } from './stand-in-form';
import { noSuch } from './stand-in-objects';
import { invalidRequest, StripeError } from './stripe-error';

const list = <T>(url: string, data: T[], query: Form) => {
  const limit = query.limit === undefined ? 10 : integer(query, 'limit');
  if (limit < 1 || limit > 100) throw invalidRequest('limit must be 1 to 100', 'limit');
  return { object: 'list', url, has_more: data.length > limit, data: data.slice(0, limit) };
};

const OUTCOMES = ['complete', 'fail', 'abandon'] as const;

/** The bank's page of a 3-D Secure check, as Stripe's test mode shows it: three buttons. */
function authenticationPage(action: string, clientSecret: string, amount: string): string {
  const button = (outcome: string, label: string) =>
    `<button type="submit" name="outcome" value="${outcome}">${label}</button>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>3D Secure test payment</title></head>
<body><main><h1>3D Secure test payment</h1>
<p>The stand-in's authentication of a payment of ${amount}.</p>
<form method="post" action="${action}">
<input type="hidden" name="client_secret" value="${clientSecret}">
${button('complete', 'Complete authentication (complete)')}
${button('fail', 'Fail authentication (fail)')}
${button('abandon', 'Abandon (abandon)')}
</form></main></body></html>`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The stand-in's other Stripe objects: Prices (create, retrieve), PaymentIntents (create,
 * retrieve, list), refunds by id, a session's line items, and the 3-D Secure page the member is
 * sent to by `next_action.redirect_to_url` (complete, fail, abandon).
 */
export const standInObjectRoutes: FastifyPluginAsync<{ standIn: PaymentStandIn }> = async (
  app,
  { standIn },
) => {
  const { objects } = standIn;

  app.post('/v1/prices', async (request) => {
    requireSecretKey(request);
    const form = formOf(request);
    if (!form.currency) throw invalidRequest('Missing required param: currency.', 'currency');
    return objects.createPrice({
      currency: form.currency,
      unitAmount: integer(form, 'unit_amount'),
      productName: form['product_data[name]'] ?? '',
    });
  });
  app.get<{ Params: { id: string } }>('/v1/prices/:id', async (request) => {
    requireSecretKey(request);
    return objects.price(request.params.id);
  });

  app.post('/v1/payment_intents', async (request) => {
    requireSecretKey(request);
    const form = formOf(request);
    if (!form.currency) throw invalidRequest('Missing required param: currency.', 'currency');
    const amount = integer(form, 'amount');
    if (amount < 1) throw invalidRequest('Amount must be at least 1', 'amount');
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match?.[1]) metadata[match[1]] = value;
    }
    return { ...objects.createIntent({ amount, currency: form.currency, metadata }) };
  });
  app.get<{ Querystring: Form }>('/v1/payment_intents', async (request) => {
    requireSecretKey(request);
    return list('/v1/payment_intents', objects.intents(), request.query);
  });
  // With the secret key, or as Stripe.js's `retrievePaymentIntent` asks: the publishable key and
  // the PaymentIntent's client secret (its status, next action and last error, without metadata).
  app.get<{ Params: { id: string }; Querystring: Form }>(
    '/v1/payment_intents/:id',
    async (request) => {
      const { key, client_secret: secret } = request.query;
      if (key === undefined) requireSecretKey(request);
      else if (key !== standIn.publishableKey) {
        throw new StripeError(401, 'invalid_request_error', 'Invalid API Key provided');
      }
      const intent = objects.intent(request.params.id);
      if (key === undefined) return { ...intent };
      if (secret !== intent.client_secret) throw noSuch('payment_intent', intent.id, 'intent');
      const { metadata: _metadata, latest_charge: _charge, ...visible } = intent;
      return visible;
    },
  );

  app.get<{ Params: { id: string } }>('/v1/refunds/:id', async (request) => {
    requireSecretKey(request);
    const found = standIn.refundById(request.params.id);
    if (!found) throw noSuch('refund', request.params.id, 'id');
    return found;
  });

  app.get<{ Params: { id: string }; Querystring: Form }>(
    '/v1/checkout/sessions/:id/line_items',
    async (request) => {
      requireSecretKey(request);
      const session = standIn.retrieve(request.params.id);
      const url = `/v1/checkout/sessions/${session.id}/line_items`;
      return list(url, objects.lineItemsOf(session.id), request.query);
    },
  );

  app.get<{ Params: { id: string }; Querystring: { client_secret?: string } }>(
    `${AUTHENTICATION_PATH}/:id`,
    async (request, reply) => {
      const intent = objects.intent(request.params.id);
      if (request.query.client_secret !== intent.client_secret) {
        throw noSuch('payment_intent', request.params.id, 'intent');
      }
      const amount = `${(intent.amount / 100).toFixed(2)} ${intent.currency.toUpperCase()}`;
      const action = `${app.prefix}${AUTHENTICATION_PATH}/${encodeURIComponent(intent.id)}`;
      reply.header('content-type', 'text/html; charset=utf-8');
      reply.header('cache-control', 'no-store');
      return authenticationPage(escapeHtml(action), escapeHtml(intent.client_secret), amount);
    },
  );
  app.post<{ Params: { id: string } }>(`${AUTHENTICATION_PATH}/:id`, async (request, reply) => {
    const form = formOf(request);
    const outcome = OUTCOMES.find((known) => known === form.outcome);
    if (!outcome) throw invalidRequest('outcome must be complete, fail or abandon', 'outcome');
    const { session, returnUrl } = standIn.authenticate(
      request.params.id,
      form.client_secret ?? '',
      outcome,
    );
    // Back to where the payment asked to return, as the bank's page sends the member back.
    const back = (
      returnUrl ?? `${app.prefix}${AUTHENTICATION_PATH}/${session.payment_intent}/complete`
    ).replace('{CHECKOUT_SESSION_ID}', session.id);
    return reply.redirect(back, 303);
  });
  // Stripe's own return page: the end of the bank's step inside Stripe.js's modal, which then
  // reads the PaymentIntent to learn the outcome. It shows only that the step is over.
  app.get(`${AUTHENTICATION_PATH}/:id/complete`, async (_request, reply) => {
    reply.header('content-type', 'text/html; charset=utf-8');
    reply.header('cache-control', 'no-store');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>3D Secure test payment</title></head>
<body><main><p>Authentication finished.</p></main></body></html>`;
  });
};
