import { createServer, type AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

import { PAYMENT_STAND_IN_PREFIX } from '@klubb/contracts';

import { STAND_IN_SECRET_KEY } from '../../src/payments/stand-in-routes';
import { buildStandInServer } from '../../src/payments/stand-in-server';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testTargets } from '../helpers/test-database';

const PUBLISHABLE = 'pk_test_conformance';
const in31Minutes = () => Math.floor(Date.now() / 1000) + 31 * 60;

/**
 * The payment stand-in driven by Stripe's own client, stripe-node 23.1.0, configured the way its
 * documentation says for a local server (`new Stripe(key, {host, port, protocol})`): the calls,
 * the objects and the errors are what a fulfilment handler written against Stripe's documentation
 * sees.
 */
describe('stripe-node against the payment stand-in on its own port', () => {
  let server: FastifyInstance;
  let stripe: Stripe;
  let origin: string;
  beforeAll(async () => {
    server = await buildStandInServer({
      webhookSecret: 'whsec_conformance',
      publishableKey: PUBLISHABLE,
      webhookUrl: 'http://127.0.0.1:9/unused',
      retryDelaysMs: [],
    });
    await server.listen({ host: '127.0.0.1', port: 0 });
    const { port } = server.server.address() as AddressInfo;
    origin = `http://127.0.0.1:${port}`;
    stripe = new Stripe(STAND_IN_SECRET_KEY, {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  });
  afterAll(() => server.close());

  const pay = async (session: Stripe.Checkout.Session, number: string, expYear = '34') => {
    const response = await fetch(`${origin}/v1/payment_pages/${session.id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: PUBLISHABLE,
        client_secret: session.client_secret ?? '',
        'payment_method_data[card][number]': number,
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': expYear,
        'payment_method_data[card][cvc]': '123',
      }).toString(),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  /** What the page's buttons post: the outcome, with the client secret the page was opened with. */
  const authenticate = (url: string, outcome: string) => {
    const page = new URL(url);
    return fetch(`${page.origin}${page.pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        outcome,
        client_secret: page.searchParams.get('client_secret') ?? '',
      }).toString(),
      redirect: 'manual',
    });
  };
  const newSession = (extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      ui_mode: 'embedded_page',
      return_url: 'http://localhost:3000/checkout/return?session_id={CHECKOUT_SESSION_ID}',
      expires_at: in31Minutes(),
      line_items: [
        {
          quantity: 2,
          price_data: { currency: 'sek', unit_amount: 14_950, product_data: { name: 'Konsert' } },
        },
      ],
      ...extra,
    } as Stripe.Checkout.SessionCreateParams);

  it('answers an unknown path as Stripe does: 404 resource_missing, thrown by the SDK', async () => {
    const error = await stripe.customers.retrieve('cus_nobody').then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('echoes ui_mode, has url, and sends Request-Id and Idempotent-Replayed', async () => {
    const key = `conformance-${Date.now()}`;
    // One expiry for both: the replay must carry the same parameters, across a second's edge too.
    const expiresAt = in31Minutes();
    const session = await newSession({}).then(() => newSession({}));
    expect(session.ui_mode).toBe('embedded_page');
    expect(session).toHaveProperty('url', null);
    expect(session.lastResponse.requestId).toMatch(/^req_/);
    const first = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        ui_mode: 'embedded_page',
        return_url: 'http://localhost:3000/r',
        expires_at: expiresAt,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'sek', unit_amount: 100, product_data: { name: 'A' } },
          },
        ],
      } as Stripe.Checkout.SessionCreateParams,
      { idempotencyKey: key },
    );
    const again = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        ui_mode: 'embedded_page',
        return_url: 'http://localhost:3000/r',
        expires_at: expiresAt,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'sek', unit_amount: 100, product_data: { name: 'A' } },
          },
        ],
      } as Stripe.Checkout.SessionCreateParams,
      { idempotencyKey: key },
    );
    expect(again.id).toBe(first.id);
    expect(first.lastResponse.headers['idempotent-replayed']).toBeUndefined();
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
  });

  it('lists line items, expands them, and takes a Price id', async () => {
    const session = await newSession();
    const items = await stripe.checkout.sessions.listLineItems(session.id);
    expect(items.data).toEqual([
      expect.objectContaining({
        object: 'item',
        description: 'Konsert',
        quantity: 2,
        amount_total: 29_900,
        currency: 'sek',
      }),
    ]);
    const expanded = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['line_items'],
    });
    expect(expanded.line_items?.data[0]?.quantity).toBe(2);
    expect((await stripe.checkout.sessions.retrieve(session.id)).line_items).toBeUndefined();

    const price = await stripe.prices.create({
      currency: 'sek',
      unit_amount: 5000,
      product_data: { name: 'Biljett' },
    });
    expect(await stripe.prices.retrieve(price.id)).toMatchObject({ unit_amount: 5000 });
    const byPrice = await newSession({ line_items: [{ price: price.id, quantity: 3 }] });
    expect(byPrice.amount_total).toBe(15_000);
    const [line] = (await stripe.checkout.sessions.listLineItems(byPrice.id)).data;
    expect(line?.price?.id).toBe(price.id);
  });

  it('serves the payment’s PaymentIntent and refunds with their charge, filtered by payment_intent', async () => {
    const session = await newSession();
    // A four-digit expiry year is accepted, as Stripe accepts it.
    expect(await pay(session, '4242424242424242', '2034')).toMatchObject({ status: 200 });
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    const intentId = paid.payment_intent as string;
    const intent = await stripe.paymentIntents.retrieve(intentId);
    expect(intent).toMatchObject({ status: 'succeeded', amount: 29_900, currency: 'sek' });
    expect(intent.latest_charge).toMatch(/^ch_/);
    const listed = await stripe.paymentIntents.list({ limit: 100 });
    expect(listed.data.map((pi) => pi.id)).toContain(intentId);
    const refund = await stripe.refunds.create({ payment_intent: intentId });
    expect(refund.charge).toBe(intent.latest_charge);
    expect((await stripe.refunds.retrieve(refund.id)).id).toBe(refund.id);
    const filtered = await stripe.checkout.sessions.list({ payment_intent: intentId });
    expect(filtered.data.map((s) => s.id)).toEqual([session.id]);

    const created = await stripe.paymentIntents.create({ amount: 1000, currency: 'sek' });
    expect(created).toMatchObject({ status: 'requires_payment_method', amount: 1000 });
    expect(created.client_secret).toMatch(new RegExp(`^${created.id}_secret_`));
  });

  it('asks for 3-D Secure with the cards that need it, and completes, fails or abandons', async () => {
    for (const card of ['4000002760003184', '4000000000003220']) {
      const session = await newSession();
      const asked = await pay(session, card);
      expect(asked.body).toMatchObject({
        status: 'open',
        payment_intent_status: 'requires_action',
        next_action: { type: 'redirect_to_url' },
      });
      const { url } = (asked.body.next_action as { redirect_to_url: { url: string } })
        .redirect_to_url;
      expect(url.startsWith(origin)).toBe(true);
      const page = await fetch(url);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const html = await page.text();
      for (const outcome of ['complete', 'fail', 'abandon']) expect(html).toContain(outcome);
      const intentId = (await stripe.checkout.sessions.retrieve(session.id))
        .payment_intent as string;
      expect((await stripe.paymentIntents.retrieve(intentId)).status).toBe('requires_action');
      const decide = (outcome: string) => authenticate(url, outcome);
      expect((await decide('fail')).status).toBe(303);
      expect((await stripe.paymentIntents.retrieve(intentId)).status).toBe(
        'requires_payment_method',
      );
      expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe('open');
      // Paying again asks again; this time the member completes it.
      const second = await pay(session, card);
      const retry = (second.body.next_action as { redirect_to_url: { url: string } })
        .redirect_to_url.url;
      await authenticate(retry, 'complete');
      expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
        status: 'complete',
        payment_status: 'paid',
      });
    }
    // Abandoned: the session stays open and unpaid.
    const left = await newSession();
    const asked = await pay(left, '4000002760003184');
    const url = (asked.body.next_action as { redirect_to_url: { url: string } }).redirect_to_url
      .url;
    expect((await authenticate(url, 'abandon')).status).toBe(303);
    expect(await stripe.checkout.sessions.retrieve(left.id)).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
    });
  });

  it('without a return_url ends on its own page, and Stripe.js reads the outcome with the client secret', async () => {
    const session = await newSession({ return_url: undefined, redirect_on_completion: 'never' });
    const asked = await pay(session, '4000002760003184');
    const intent = asked.body.payment_intent as { id: string; client_secret: string };
    const { url, return_url: back } = (
      asked.body.next_action as { redirect_to_url: { url: string; return_url: string } }
    ).redirect_to_url;
    expect(back).toBe(`${origin}/_stand-in/3ds/${intent.id}/complete`);
    // What Stripe.js's retrievePaymentIntent sends: the publishable key and the client secret.
    const read = async (key: string, secret: string) => {
      const query = new URLSearchParams({ key, client_secret: secret });
      const response = await fetch(`${origin}/v1/payment_intents/${intent.id}?${query}`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect((await read(PUBLISHABLE, intent.client_secret)).body).toMatchObject({
      id: intent.id,
      status: 'requires_action',
    });
    expect((await read(PUBLISHABLE, 'pi_x_secret_wrong')).status).toBe(404);
    expect((await read('pk_test_other', intent.client_secret)).status).toBe(401);
    const answer = await authenticate(url, 'fail');
    expect(answer.headers.get('location')).toBe(back);
    const page = await fetch(back);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const failed = (await read(PUBLISHABLE, intent.client_secret)).body;
    expect(failed).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_authentication_failure' },
    });
    expect(failed).not.toHaveProperty('metadata');
  });
});

/** A loopback port free at this moment (the API's stand-in port is given, as in its config). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe.each(testTargets())('the stand-in inside the API on %s', (target) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp(target, { paymentStandInPort: port });
  });
  afterAll(() => t.close());

  it('is on a port of its own too (PAYMENT_STAND_IN_PORT): stripe-node reaches it there, one stand-in', async () => {
    const stripe = new Stripe(STAND_IN_SECRET_KEY, {
      host: '127.0.0.1',
      port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      ui_mode: 'embedded_page',
      redirect_on_completion: 'never',
      expires_at: in31Minutes(),
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'sek', unit_amount: 9_900, product_data: { name: 'Fika' } },
        },
      ],
    } as Stripe.Checkout.SessionCreateParams);
    // The API's own paths see the same session: one Stripe behind both doors.
    const same = await t.app.inject({
      method: 'GET',
      url: `${PAYMENT_STAND_IN_PREFIX}/v1/checkout/sessions/${session.id}`,
      headers: { authorization: `Bearer ${STAND_IN_SECRET_KEY}` },
    });
    expect(same.json()).toMatchObject({ id: session.id, amount_total: 9_900 });
    await expect(stripe.customers.retrieve('cus_nobody')).rejects.toBeInstanceOf(
      Stripe.errors.StripeInvalidRequestError,
    );
  });

  it('answers unknown Stripe paths with Stripe’s 404, which stripe-node throws on', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${PAYMENT_STAND_IN_PREFIX}/v1/customers/cus_nobody`,
      headers: { authorization: `Bearer ${STAND_IN_SECRET_KEY}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: { type: 'invalid_request_error', code: 'resource_missing' },
    });
    expect(response.headers['request-id']).toMatch(/^req_/);
  });
});
