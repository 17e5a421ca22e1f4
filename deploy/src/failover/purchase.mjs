// A member's card purchase in the failover load, as the app and Stripe's payment page make it:
// the checkout through nginx, the card paid at the shared payment stand-in ("Stripe", on its own
// port: the card form talks to Stripe, never to the API), then the checkout's status asked
// through nginx until the order is there. Meanwhile the stand-in's webhook for the same payment
// goes through nginx to whichever instance is up: the two race to fulfil, as they do in real life.
import { setTimeout as sleep } from 'node:timers/promises';

import { call } from './client.mjs';

/** The stand-in's secret key (api/src/payments/stand-in-routes.ts): what the instances present. */
export const STAND_IN_SECRET_KEY = 'sk_test_local_klubb';

/** Pays a session with Stripe's test card that succeeds, as the payment page posts it. */
async function pay(ctx, session) {
  const { payment, stats } = ctx;
  const form = new URLSearchParams({
    key: payment.publishableKey,
    client_secret: session.clientSecret,
    'payment_method_data[billing_details][name]': 'Failover Test',
    'payment_method_data[billing_details][email]': 'buyer@failover.example',
    'payment_method_data[card][number]': '4242424242424242',
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': '34',
    'payment_method_data[card][cvc]': '123',
  });
  return call(stats, payment.base, {
    method: 'POST',
    path: `/v1/payment_pages/${encodeURIComponent(session.id)}/confirm`,
    rawBody: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

/** Asks the checkout's status until it has its order (or ended without one); a GET, retried. */
async function awaitOrder(ctx, member, sessionId) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const answer = await call(ctx.stats, ctx.base, {
      path: `/v1/get/checkout/session?stripeCheckoutSessionId=${encodeURIComponent(sessionId)}`,
      token: member.token,
    });
    if (answer.status === 200 && (answer.json?.order || answer.json?.status === 'expired'))
      return answer.json;
    if (!answer.failed && answer.status !== 200) return answer.json;
    await sleep(150);
  }
  return null;
}

/**
 * One ticket in the cart, a checkout (repeated after a failure: a new one ends the earlier open
 * session first), the card paid, the order awaited. Records `member.purchase`: what the client
 * knows (the checkout's answer, the session paid, the order the status check answered).
 */
export async function purchase(ctx, member) {
  const { ticket } = ctx.fixture;
  const record = {
    cart: null,
    checkout: null,
    sessionId: null,
    paid: false,
    orderId: null,
    status: null,
  };
  member.purchase = record;
  const put = await call(ctx.stats, ctx.base, {
    method: 'PUT',
    path: '/v1/update/user/shopping_cart',
    token: member.token,
    body: {
      shopingCartItemList: [{ itemVariantId: ticket.id, offerId: ticket.offerId, quantity: 1 }],
    },
  });
  record.cart = put.status === 200 ? 200 : `${put.status} ${put.json?.code}`;
  let session = null;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const answer = await call(ctx.stats, ctx.base, {
      method: 'POST',
      path: '/v1/payment/checkout',
      token: member.token,
      body: { testMode: true },
    });
    if (!answer.failed) {
      record.checkout = answer.status === 200 ? 200 : `${answer.status} ${answer.json?.code}`;
      if (answer.status === 200) session = answer.json;
      break;
    }
    member.reconciled += 1;
  }
  if (!session) return;
  record.sessionId = session.id;
  const paid = await pay(ctx, session);
  record.paid = paid.status === 200 && paid.json?.payment_status === 'paid';
  if (!record.paid) {
    record.status = `pay answered ${paid.status} ${JSON.stringify(paid.json)}`;
    return;
  }
  const progress = await awaitOrder(ctx, member, session.id);
  record.orderId = progress?.order?.id ?? null;
  record.status = progress ? `${progress.status}/${progress.paymentStatus}` : 'no answer';
}
