import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { FastifyInstance } from 'fastify';

import { loadConfig } from '../src/config';
import { STAND_IN_SECRET_KEY } from '../src/payments/stand-in-routes';
import { buildStandInServer, STAND_IN_WEBHOOKS_PATH } from '../src/payments/stand-in-server';
import { stripeProvider } from '../src/payments/stripe-provider';
import { verifyWebhookSignature } from '../src/payments/webhook-signature';

const SECRET = 'whsec_test_shared_stand_in';
const PUBLISHABLE = 'pk_test_shared_stand_in';

/**
 * The payment stand-in as a server of its own (what several API instances share, as they share
 * one Stripe): the `stripe` package reaches it through STRIPE_API_BASE over real HTTP, and its
 * signed events reach one webhook URL, retried until that answers 2xx.
 */
describe('the payment stand-in as its own server, reached through STRIPE_API_BASE', () => {
  let standIn: FastifyInstance;
  let receiver: Server;
  const received: Array<{ type: string; id: string }> = [];
  let failNext = 1;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        // The first delivery fails, as on an instance that died: the stand-in sends it again.
        if (failNext > 0) {
          failNext -= 1;
          response.writeHead(502).end();
          return;
        }
        verifyWebhookSignature(body, request.headers['stripe-signature'] as string, SECRET);
        const event = JSON.parse(body) as { type: string; data: { object: { id: string } } };
        received.push({ type: event.type, id: event.data.object.id });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    const { port } = receiver.address() as AddressInfo;
    standIn = await buildStandInServer({
      webhookSecret: SECRET,
      publishableKey: PUBLISHABLE,
      webhookUrl: `http://127.0.0.1:${port}/v1/webhook/stripe`,
      retryDelaysMs: [20, 50],
    });
    await standIn.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await standIn.close();
    await new Promise((done) => receiver.close(done));
  });

  const base = () => `http://127.0.0.1:${(standIn.server.address() as AddressInfo).port}`;
  const params = {
    currency: 'SEK',
    lineItems: [{ name: 'Konsert', unitAmount: 29_900, quantity: 1 }],
    expiresAt: Math.floor(Date.now() / 1000) + 31 * 60,
    metadata: { brandId: 'klubb' },
  };
  const webhookStats = async () =>
    (await fetch(`${base()}${STAND_IN_WEBHOOKS_PATH}`).then((r) => r.json())) as {
      inFlight: number;
      delivered: number;
      retried: number;
      givenUp: number;
    };

  it('creates, pays, lists and delivers the signed event again after a failed delivery', async () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: SECRET,
      STRIPE_PUBLISHABLE_KEY: PUBLISHABLE,
      STRIPE_API_BASE: `${base()}/`,
    });
    expect(config.stripe?.apiBase).toBe(base());
    const stripe = stripeProvider(config.stripe!);
    const session = await stripe.createSession(params, 'shared-1');
    expect(session.id).toMatch(/^cs_test_/);
    expect((await stripe.createSession(params, 'shared-1')).id).toBe(session.id);
    const other = await stripe.createSession(params, 'shared-2');

    const paid = await fetch(`${base()}/v1/payment_pages/${session.id}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key: PUBLISHABLE,
        client_secret: session.clientSecret,
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': '34',
        'payment_method_data[card][cvc]': '123',
      }).toString(),
    });
    expect(await paid.json()).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(await stripe.retrieveSession(session.id)).toMatchObject({ paymentStatus: 'paid' });

    // Stripe's list: newest first, filtered by status, paged with starting_after.
    const list = async (query: string) =>
      (await fetch(`${base()}/v1/checkout/sessions?${query}`, {
        headers: { authorization: `Bearer ${STAND_IN_SECRET_KEY}` },
      }).then((r) => r.json())) as { data: Array<{ id: string }>; has_more: boolean };
    expect((await list('status=complete')).data.map((s) => s.id)).toEqual([session.id]);
    expect(await list('limit=1')).toMatchObject({ data: [{ id: other.id }], has_more: true });
    expect(await list(`limit=1&starting_after=${other.id}`)).toMatchObject({
      data: [{ id: session.id }],
      has_more: false,
    });
    const refused = await fetch(`${base()}/v1/checkout/sessions`);
    expect(refused.status).toBe(401);

    for (let i = 0; i < 100 && (await webhookStats()).inFlight > 0; i += 1) {
      await new Promise((done) => setTimeout(done, 20));
    }
    expect(received).toEqual([{ type: 'checkout.session.completed', id: session.id }]);
    expect(await webhookStats()).toEqual({ inFlight: 0, delivered: 1, retried: 1, givenUp: 0 });
  });

  it('refuses STRIPE_API_BASE with a live key, without a key, or with a path', () => {
    const keys = { STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_live_x1' };
    const apiBase = 'http://127.0.0.1:18504';
    for (const env of [
      { ...keys, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_API_BASE: apiBase },
      {
        ...keys,
        STRIPE_SECRET_KEY: 'rk_live_abc',
        STRIPE_API_BASE: apiBase,
        NODE_ENV: 'production',
      },
      { STRIPE_API_BASE: apiBase },
      { ...keys, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: `${apiBase}/v1` },
      { ...keys, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_API_BASE: 'ftp://127.0.0.1:18504' },
    ]) {
      expect(() => loadConfig(env)).toThrow(/STRIPE_API_BASE/);
    }
    // A test key is taken, in production too (a staging cluster against a stand-in).
    expect(
      loadConfig({
        ...keys,
        STRIPE_SECRET_KEY: 'sk_test_abc',
        STRIPE_API_BASE: apiBase,
        NODE_ENV: 'production',
        HOST: '0.0.0.0',
      }).stripe?.apiBase,
    ).toBe(apiBase);
  });
});
