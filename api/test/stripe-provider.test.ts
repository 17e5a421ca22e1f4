import Stripe from 'stripe';

import { PAYMENT_STAND_IN_PREFIX } from '@klubb/contracts';

import { STAND_IN_SECRET_KEY } from '../src/payments/stand-in-routes';
import { stripeProvider } from '../src/payments/stripe-provider';

import { payWithCard, TEST_WEBHOOK_SECRET, testStandIn } from './helpers/payments';
import { createTestApp, type TestApp } from './helpers/test-app';

/**
 * The official `stripe` package (the API's Stripe mode) against the stand-in's REST paths: the
 * stand-in speaks what Stripe's own client sends and reads (form encoding, Bearer key,
 * Idempotency-Key, error bodies), and the Stripe mode works as the stand-in mode does.
 */
describe('Stripe mode through the official package, against the stand-in', () => {
  let t: TestApp;
  const standIn = testStandIn();
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { paymentStandIn: standIn });
  });
  afterAll(async () => {
    standIn.close();
    await t.close();
  });

  const viaStandIn = (): typeof fetch => async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input.toString());
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const response = await t.app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${PAYMENT_STAND_IN_PREFIX}${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(response.body, {
      status: response.statusCode,
      headers: { 'content-type': 'application/json', 'request-id': 'req_test' },
    });
  };
  const provider = (secretKey = STAND_IN_SECRET_KEY) =>
    stripeProvider({
      secretKey,
      webhookSecret: TEST_WEBHOOK_SECRET,
      httpClient: Stripe.createFetchHttpClient(viaStandIn()),
    });
  const params = {
    currency: 'SEK',
    lineItems: [{ name: 'Konsert – Stockholm', unitAmount: 29_900, quantity: 2 }],
    expiresAt: Math.floor(Date.now() / 1000) + 31 * 60,
    customerEmail: 'erik@klubb.example',
    metadata: { brandId: 'klubb' },
  };

  it('creates (once per idempotency key), retrieves, pays and expires sessions', async () => {
    const stripe = provider();
    const session = await stripe.createSession(params, 'key-1');
    expect(session).toMatchObject({ status: 'open', paymentStatus: 'unpaid' });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.clientSecret.startsWith(`${session.id}_secret_`)).toBe(true);
    expect((await stripe.createSession(params, 'key-1')).id).toBe(session.id);
    await expect(
      stripe.createSession({ ...params, currency: 'NOK' }, 'key-1'),
    ).rejects.toMatchObject({ status: 502 });
    expect(standIn.retrieve(session.id).amount_total).toBe(59_800);

    expect((await payWithCard(t, session, { number: '4242424242424242' })).statusCode).toBe(200);
    expect(await stripe.retrieveSession(session.id)).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
    });
    // A complete session does not expire: it is answered as it is.
    expect((await stripe.expireSession(session.id)).status).toBe('complete');

    const other = await stripe.createSession(params, 'key-2');
    expect((await stripe.expireSession(other.id)).status).toBe('expired');
    expect((await stripe.expireSession(other.id)).status).toBe('expired');
    await standIn.idle();
  });

  it('refunds a paid session once, through POST /v1/refunds, and not an unpaid one', async () => {
    const stripe = provider();
    const session = await stripe.createSession(params, 'key-refund');
    await expect(stripe.refundSession(session.id, 'refund-0')).rejects.toMatchObject({
      status: 409,
    });
    expect((await payWithCard(t, session, { number: '4242424242424242' })).statusCode).toBe(200);
    const paymentIntent = standIn.retrieve(session.id).payment_intent ?? '';
    const first = await stripe.refundSession(session.id, 'refund-1');
    expect(first.refundId).toMatch(/^re_test_/);
    expect(standIn.refundOf(paymentIntent)).toMatchObject({ amount: 59_800, status: 'succeeded' });
    // The same key replays; another key finds the charge refunded and answers that refund.
    expect(await stripe.refundSession(session.id, 'refund-1')).toEqual(first);
    expect(await stripe.refundSession(session.id, 'refund-2')).toEqual(first);
    await standIn.idle();
  });

  it('is refused with a wrong secret key', async () => {
    await expect(provider('sk_test_wrong').createSession(params, 'key-3')).rejects.toMatchObject({
      status: 502,
    });
  });
});
