import {
  API_PATHS,
  checkoutSessionSchema,
  checkoutStatusSchema,
  ERROR_CODES,
  orderListSchema,
  shoppingCartSchema,
} from '@klubb/contracts';

import { injectDeliverer } from '../src/payments/payments-setup';
import type { PaymentStandIn } from '../src/payments/stand-in';
import { signWebhookPayload } from '../src/payments/webhook-signature';
import { releaseExpiredSessions } from '../src/services/stock-reservations';

import { asMember, type Call } from './helpers/member';
import { payWithCard, postWebhook, TEST_WEBHOOK_SECRET, testStandIn } from './helpers/payments';
import { createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const TICKET = { offerId: 'klubb-live-004', itemVariantId: 'klubb-live-004-00s' };
const VISA = '4242424242424242';
const nowS = () => Math.floor(Date.now() / 1000);

describe.each(testTargets())('card payments and fulfilment on %s', (target) => {
  let t: TestApp;
  let standIn: PaymentStandIn;
  let erik: Call;
  let anna: Call;
  beforeAll(async () => {
    standIn = testStandIn();
    t = await createTestApp(target, {}, { paymentStandIn: standIn });
    erik = await asMember(t, 'seed-klubb-erik');
    // Erik reaches the ticket's purchase cap in the tests above; Anna buys in the ones below.
    anna = await asMember(t, 'seed-klubb-anna');
  });
  afterAll(async () => {
    standIn.close();
    await t.close();
  });

  const available = async () =>
    (
      await t.database.sql.query<{ available: number }>(
        'SELECT available FROM item_variants WHERE id = $1',
        [TICKET.itemVariantId],
      )
    )[0]?.available;
  const ordersOfSession = async (sessionId: string) =>
    t.database.sql.query<{ id: string }>('SELECT id FROM orders WHERE checkout_session_id = $1', [
      sessionId,
    ]);
  async function checkoutOf(quantity: number, member: Call = erik) {
    const cart = await member('PUT', API_PATHS.updateShoppingCart, {
      shopingCartItemList: [{ ...TICKET, quantity }],
    });
    expect(cart.statusCode).toBe(200);
    const response = await member('POST', API_PATHS.createCheckout, { testMode: true });
    expect(response.statusCode).toBe(200);
    return checkoutSessionSchema.parse(response.json());
  }
  const eventOf = (sessionId: string, type: string) => {
    const event = standIn
      .events()
      .find((candidate) => candidate.type === type && candidate.data.object.id === sessionId);
    if (!event) throw new Error(`no ${type} event for ${sessionId}`);
    return JSON.stringify(event);
  };
  const deliverNothing = () => standIn.connect(async () => 503);
  const deliverToApi = () => standIn.connect(injectDeliverer(t.app));

  it('pays with 4242, makes one order from the signed webhook, and empties the cart', async () => {
    const before = await available();
    const session = await checkoutOf(2);
    expect(await available()).toBe((before ?? 0) - 2);
    const paid = await payWithCard(t, session, { number: '4242 4242 4242 4242' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'complete', payment_status: 'paid' });
    await standIn.idle();

    const [order] = await ordersOfSession(session.id);
    expect(order).toBeDefined();
    const history = orderListSchema.parse((await erik('GET', API_PATHS.getOrderHistory)).json());
    const bought = history.find((candidate) => candidate.id === order?.id);
    expect(bought).toMatchObject({
      paymentMethod: 'card',
      ticketCount: 2,
      eventId: TICKET.offerId,
    });
    expect(bought?.itemList).toEqual([
      expect.objectContaining({ itemVariantId: TICKET.itemVariantId, quantity: 2 }),
    ]);
    expect(bought?.vat.length).toBeGreaterThan(0);
    const cart = shoppingCartSchema.parse((await erik('GET', API_PATHS.getShoppingCart)).json());
    expect(cart.totalQuantity).toBe(0);
    expect(await available()).toBe((before ?? 0) - 2);

    const status = checkoutStatusSchema.parse(
      (
        await erik('GET', `${API_PATHS.getCheckoutStatus}?stripeCheckoutSessionId=${session.id}`)
      ).json(),
    );
    expect(status).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    expect(status.order?.id).toBe(order?.id);
    const expire = await erik('POST', API_PATHS.expireCheckout, {
      stripeCheckoutSessionId: session.id,
      testMode: true,
    });
    expect(errorOf(expire).code).toBe(ERROR_CODES.checkoutComplete);
  });

  it('makes one order when the same completed event arrives 5 times at once', async () => {
    deliverNothing();
    const session = await checkoutOf(1);
    expect((await payWithCard(t, session, { number: VISA })).statusCode).toBe(200);
    await standIn.idle();
    expect(await ordersOfSession(session.id)).toHaveLength(0);
    const raw = eventOf(session.id, 'checkout.session.completed');
    const signature = signWebhookPayload(raw, TEST_WEBHOOK_SECRET, nowS());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postWebhook(t, raw, signature)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = answers.map((answer) => answer.json<{ outcome: string }>().outcome).sort();
    expect(outcomes).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'handled']);
    expect(await ordersOfSession(session.id)).toHaveLength(1);
    deliverToApi();
  });

  it('answers a declined card with Stripe codes, makes no order, and gives stock back on expiry', async () => {
    const before = await available();
    const session = await checkoutOf(1);
    const cases: [string, Record<string, string>, object][] = [
      [
        '4000000000000002',
        {},
        { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
      ],
      ['4000000000009995', {}, { code: 'card_declined', decline_code: 'insufficient_funds' }],
      ['4000000000009987', {}, { code: 'card_declined', decline_code: 'lost_card' }],
      ['4000000000000069', {}, { code: 'expired_card' }],
      ['4000000000000127', {}, { code: 'incorrect_cvc' }],
      ['4000000000000119', {}, { code: 'processing_error' }],
      ['4242424242424241', {}, { code: 'incorrect_number' }],
      [VISA, { expMonth: '13' }, { code: 'invalid_expiry_month' }],
      [VISA, { expYear: '20' }, { code: 'invalid_expiry_year' }],
      [VISA, { cvc: '12' }, { code: 'invalid_cvc' }],
    ];
    for (const [number, extra, error] of cases) {
      const answer = await payWithCard(t, session, { number, ...extra });
      expect(answer.statusCode).toBe(number === VISA || number.endsWith('4241') ? 402 : 402);
      expect(answer.json<{ error: object }>().error).toMatchObject(error);
    }
    const wrongSecret = await payWithCard(
      t,
      { ...session, clientSecret: 'cs_nope' },
      { number: VISA },
    );
    expect(wrongSecret.statusCode).toBe(404);
    await standIn.idle();
    expect(await ordersOfSession(session.id)).toHaveLength(0);
    expect(await available()).toBe((before ?? 0) - 1);
    const expire = await erik('POST', API_PATHS.expireCheckout, {
      stripeCheckoutSessionId: session.id,
      testMode: true,
    });
    expect(expire.statusCode).toBe(204);
    await standIn.idle();
    expect(await available()).toBe(before);
    // The provider expired it too: paying now is refused.
    expect((await payWithCard(t, session, { number: VISA })).statusCode).toBe(400);
    const [seen] = await t.database.sql.query<{ type: string }>(
      'SELECT type FROM payment_events WHERE checkout_session_id = $1',
      [session.id],
    );
    expect(seen?.type).toBe('checkout.session.expired');
  });

  it('refuses unsigned, wrongly signed, stale and tampered webhooks and changes nothing', async () => {
    const session = await checkoutOf(1);
    const raw = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: { id: session.id, object: 'checkout.session', payment_status: 'paid' } },
    });
    const attempts = [
      postWebhook(t, raw),
      postWebhook(t, raw, signWebhookPayload(raw, 'whsec_someone_else', nowS())),
      postWebhook(t, raw, signWebhookPayload(raw, TEST_WEBHOOK_SECRET, nowS() - 301)),
      postWebhook(
        t,
        raw.replace('paid', 'paid '),
        signWebhookPayload(raw, TEST_WEBHOOK_SECRET, nowS()),
      ),
      postWebhook(t, raw, `t=${nowS()}`),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(errorOf(answer)).toMatchObject({
        status: 400,
        code: ERROR_CODES.webhookSignatureInvalid,
      });
    }
    const broken = '{"id":';
    const notJson = await postWebhook(
      t,
      broken,
      signWebhookPayload(broken, TEST_WEBHOOK_SECRET, nowS()),
    );
    expect(errorOf(notJson).status).toBe(400);
    expect(await ordersOfSession(session.id)).toHaveLength(0);
    const seen = await t.database.sql.query("SELECT 1 FROM payment_events WHERE id = 'evt_forged'");
    expect(seen).toHaveLength(0);
    const status = checkoutStatusSchema.parse(
      (
        await erik('GET', `${API_PATHS.getCheckoutStatus}?stripeCheckoutSessionId=${session.id}`)
      ).json(),
    );
    expect(status).toMatchObject({ status: 'open', paymentStatus: 'unpaid', order: null });
  });

  it('fulfils on the member’s confirmation before the webhook, once, whatever order events come in', async () => {
    deliverNothing();
    const session = await checkoutOf(1);
    const reserved = await available();
    expect((await payWithCard(t, session, { number: '5555555555554444' })).statusCode).toBe(200);
    await standIn.idle();
    const status = checkoutStatusSchema.parse(
      (
        await erik('GET', `${API_PATHS.getCheckoutStatus}?stripeCheckoutSessionId=${session.id}`)
      ).json(),
    );
    expect(status).toMatchObject({ status: 'complete', paymentStatus: 'paid' });
    expect(status.order?.paymentMethod).toBe('card');
    // A late "expired" event and then the webhook itself: still one order, nothing given back.
    const expired = JSON.stringify({
      id: 'evt_late_expired',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: { id: session.id, object: 'checkout.session', payment_status: 'unpaid' } },
    });
    const completed = eventOf(session.id, 'checkout.session.completed');
    for (const raw of [expired, completed]) {
      const answer = await postWebhook(
        t,
        raw,
        signWebhookPayload(raw, TEST_WEBHOOK_SECRET, nowS()),
      );
      expect(answer.statusCode).toBe(200);
    }
    expect(await ordersOfSession(session.id)).toHaveLength(1);
    expect(await available()).toBe(reserved);
    deliverToApi();
  });

  it('ends the member’s open session at the provider when a new checkout replaces it', async () => {
    const before = await available();
    const first = await checkoutOf(1, anna);
    // The same cart again, from another tab.
    const second = checkoutSessionSchema.parse(
      (await anna('POST', API_PATHS.createCheckout, { testMode: true })).json(),
    );
    await standIn.idle();
    expect(standIn.retrieve(first.id).status).toBe('expired');
    expect(standIn.retrieve(second.id).status).toBe('open');
    // The replaced session can no longer be paid; only the new one holds stock.
    expect((await payWithCard(t, first, { number: VISA })).statusCode).toBe(400);
    expect(await available()).toBe((before ?? 0) - 1);
    const expire = await anna('POST', API_PATHS.expireCheckout, {
      stripeCheckoutSessionId: second.id,
      testMode: true,
    });
    expect(expire.statusCode).toBe(204);
    await standIn.idle();
    expect(await available()).toBe(before);
  });

  it('turns an open session paid meanwhile into its order before a new checkout', async () => {
    deliverNothing();
    const session = await checkoutOf(1, anna);
    expect((await payWithCard(t, session, { number: VISA })).statusCode).toBe(200);
    await standIn.idle();
    expect(await ordersOfSession(session.id)).toHaveLength(0);
    // The member opens checkout again (another tab) before any webhook arrived: the paid
    // session becomes its order, which empties the cart, so there is nothing left to buy.
    const again = await anna('POST', API_PATHS.createCheckout, { testMode: true });
    expect(errorOf(again).code).toBe(ERROR_CODES.cartEmpty);
    expect(await ordersOfSession(session.id)).toHaveLength(1);
    deliverToApi();
  });

  it('refunds, once, a session paid after it expired here whose items sold meanwhile', async () => {
    const session = await checkoutOf(1, anna);
    const stock = await available();
    // Its time ran out here (the provider keeps it a minute longer), and it gave its ticket back,
    // which somebody else bought: none are left.
    await t.database.sql.query(
      "UPDATE checkout_sessions SET expires_at = now() - interval '1 second' WHERE id = $1",
      [session.id],
    );
    await releaseExpiredSessions((work) => t.database.transaction(work));
    await t.database.sql.query('UPDATE item_variants SET available = 0 WHERE id = $1', [
      TICKET.itemVariantId,
    ]);
    try {
      expect((await payWithCard(t, session, { number: VISA })).statusCode).toBe(200);
      await standIn.idle();
      const paymentIntent = standIn.retrieve(session.id).payment_intent ?? '';
      const refund = standIn.refundOf(paymentIntent);
      expect(refund).toMatchObject({ status: 'succeeded', amount: expect.any(Number) });
      expect(await ordersOfSession(session.id)).toHaveLength(0);
      const [row] = await t.database.sql.query<{ refund_id: string | null }>(
        'SELECT refund_id FROM checkout_sessions WHERE id = $1',
        [session.id],
      );
      expect(row?.refund_id).toBe(refund?.id);
      const status = checkoutStatusSchema.parse(
        (
          await anna('GET', `${API_PATHS.getCheckoutStatus}?stripeCheckoutSessionId=${session.id}`)
        ).json(),
      );
      expect(status).toMatchObject({ status: 'expired', paymentStatus: 'paid', order: null });
      // The completed event again: still no order, and no second refund.
      const raw = eventOf(session.id, 'checkout.session.completed');
      const replay = await postWebhook(
        t,
        JSON.stringify({ ...JSON.parse(raw), id: 'evt_replayed_late_payment' }),
        signWebhookPayload(
          JSON.stringify({ ...JSON.parse(raw), id: 'evt_replayed_late_payment' }),
          TEST_WEBHOOK_SECRET,
          nowS(),
        ),
      );
      expect(replay.statusCode).toBe(200);
      expect(standIn.refundOf(paymentIntent)?.id).toBe(refund?.id);
      expect(await ordersOfSession(session.id)).toHaveLength(0);
    } finally {
      await t.database.sql.query('UPDATE item_variants SET available = $2 WHERE id = $1', [
        TICKET.itemVariantId,
        (stock ?? 0) + 1,
      ]);
    }
  });
});
