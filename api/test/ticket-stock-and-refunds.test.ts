import {
  API_PATHS,
  auditListSchema,
  checkoutSessionSchema,
  eventTicketsSchema,
  stockAdditionSchema,
  ticketListSchema,
  ticketRefundSchema,
  REGISTRY_PATHS,
  TICKET_PATHS,
  WAITING_LIST_PATHS,
  waitingListSchema,
} from '@klubb/contracts';

import { SEED_OPERATORS } from '../src/db/seed/registry';
import { injectDeliverer } from '../src/payments/payments-setup';
import type { PaymentStandIn } from '../src/payments/stand-in';

import { mintTestToken } from './helpers/identity';
import { addLoadMembers } from './helpers/load-members';
import { asMember, withToken, type Call } from './helpers/member';
import { operatorToken } from './helpers/operators';
import { payWithCard, testStandIn } from './helpers/payments';
import { createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

// klubb-live-004's first variant: Anna buys three by card; klubb-live-005's is sold out and waited for.
const TICKET = { offerId: 'klubb-live-004', itemVariantId: 'klubb-live-004-00s' };
const WAITED = 'klubb-live-005';
const [OPS_A, OPS_B, , DOOR_A] = SEED_OPERATORS;
const WAITING = 10;

describe.each(testTargets())('refunds with money and operators adding stock on %s', (target) => {
  let t: TestApp;
  let standIn: PaymentStandIn;
  let sessionId: string;
  let members: Call[];
  let waitedVariant: string;
  beforeAll(async () => {
    standIn = testStandIn();
    t = await createTestApp(target, {}, { paymentStandIn: standIn });
    standIn.connect(injectDeliverer(t.app));
    const anna = await asMember(t, 'seed-klubb-anna');
    await anna('PUT', API_PATHS.updateShoppingCart, {
      shopingCartItemList: [{ ...TICKET, quantity: 3 }],
    });
    const session = checkoutSessionSchema.parse(
      (await anna('POST', API_PATHS.createCheckout, { testMode: true })).json(),
    );
    sessionId = session.id;
    const paid = await payWithCard(t, session, { number: '4242424242424242' });
    if (paid.statusCode !== 200) throw new Error(`payment: ${paid.body}`);
    await standIn.idle();
    if (ticketListSchema.parse((await anna('GET', TICKET_PATHS.getTicketList)).json()).length < 3) {
      throw new Error('no tickets');
    }
    const [waited] = await t.database.sql.query<{ id: string }>(
      'SELECT id FROM item_variants WHERE offer_id = $1 ORDER BY sort_order, id LIMIT 1',
      [WAITED],
    );
    waitedVariant = waited?.id ?? '';
    await t.database.sql.query('UPDATE item_variants SET available = 0 WHERE id = $1', [
      waitedVariant,
    ]);
    const uids = await addLoadMembers(t.database, WAITING, 'stock-waiter');
    members = await Promise.all(
      uids.map(async (uid) => withToken(t, await mintTestToken(t.database, { uid }))),
    );
    for (const member of members) {
      const joined = await member('POST', API_PATHS.registerInterest, {
        offerId: WAITED,
        itemVariantId: waitedVariant,
      });
      if (joined.statusCode !== 201) throw new Error(`join: ${joined.body}`);
    }
  }, 120_000);
  afterAll(async () => {
    standIn.close();
    await t.close();
  });

  const asOperator = async (
    operator: (typeof SEED_OPERATORS)[number],
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${await operatorToken(t.database, operator)}` },
      ...(payload ? { payload } : {}),
    });
  const eventOf = async (itemVariantId: string) => {
    const response = await asOperator(
      OPS_A,
      'GET',
      `${TICKET_PATHS.eventTickets}?itemVariantId=${itemVariantId}`,
    );
    expect(response.statusCode).toBe(200);
    return eventTicketsSchema.parse(response.json());
  };
  const paymentIntent = () => standIn.retrieve(sessionId).payment_intent ?? '';

  it('refunds one ticket of three: a partial Refund of the payment, its price, once', async () => {
    const event = await eventOf(TICKET.itemVariantId);
    const bought = event.tickets.filter((ticket) => ticket.amount > 0);
    expect(bought).toHaveLength(3);
    const [first] = bought;
    const total = standIn.retrieve(sessionId).amount_total;
    expect(first?.amount).toBe(total / 3);
    const refund = await asOperator(OPS_A, 'POST', TICKET_PATHS.refundTicket, {
      ticketId: first?.id,
      reason: '  Konserten krockar med hennes resa  ',
    });
    expect(refund.statusCode).toBe(200);
    const answer = ticketRefundSchema.parse(refund.json());
    expect(answer.refund).toMatchObject({ amount: total / 3, currency: 'SEK' });
    const made = standIn.refundsOf(paymentIntent());
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      id: answer.refund?.id,
      amount: total / 3,
      status: 'succeeded',
    });
    // Asked again (a double press): refused, and no second refund at the provider.
    const again = await asOperator(OPS_A, 'POST', TICKET_PATHS.refundTicket, {
      ticketId: first?.id,
    });
    expect(errorOf(again).code).toBe('ticket/not-refundable');
    expect(standIn.refundsOf(paymentIntent())).toHaveLength(1);
    const after = await eventOf(TICKET.itemVariantId);
    expect(after.tickets.find((ticket) => ticket.id === first?.id)).toMatchObject({
      state: 'refunded',
      refundOwed: false,
      refundReason: 'Konserten krockar med hennes resa',
    });
    // The operators' audit names who refunded which ticket, and why; once, not for the refusal.
    const audit = auditListSchema.parse(
      (await asOperator(OPS_A, 'GET', `${REGISTRY_PATHS.audit}?action=ticket.refund`)).json(),
    );
    expect(audit.entries.filter((entry) => entry.target === first?.id)).toEqual([
      expect.objectContaining({
        brandId: 'klubb',
        operatorEmail: OPS_A.email,
        action: 'ticket.refund',
        reason: 'Konserten krockar med hennes resa',
        before: { state: 'valid' },
        after: expect.objectContaining({
          state: 'refunded',
          holder: first?.holderName,
          amount: total / 3,
          currency: 'SEK',
        }),
      }),
    ]);
    // Brand B's operators do not see brand A's refunds in their audit.
    const other = auditListSchema.parse(
      (await asOperator(OPS_B, 'GET', `${REGISTRY_PATHS.audit}?action=ticket.refund`)).json(),
    );
    expect(other.entries.filter((entry) => entry.target === first?.id)).toEqual([]);
  });

  it('gives the rest back ticket by ticket until the payment is refunded whole', async () => {
    const valid = (await eventOf(TICKET.itemVariantId)).tickets.filter(
      (ticket) => ticket.state === 'valid' && ticket.amount > 0,
    );
    const answers = await Promise.all(
      valid.map((ticket) =>
        asOperator(OPS_A, 'POST', TICKET_PATHS.refundTicket, { ticketId: ticket.id }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    // No reason given: none is kept.
    const event = await eventOf(TICKET.itemVariantId);
    for (const ticket of valid) {
      expect(event.tickets.find((one) => one.id === ticket.id)?.refundReason).toBeNull();
    }
    const made = standIn.refundsOf(paymentIntent());
    expect(made.reduce((sum, refund) => sum + refund.amount, 0)).toBe(
      standIn.retrieve(sessionId).amount_total,
    );
  });

  it('keeps the screen and the calls to the brand’s operators', async () => {
    const url = `${TICKET_PATHS.eventTickets}?itemVariantId=${TICKET.itemVariantId}`;
    expect(errorOf(await asOperator(OPS_B, 'GET', url)).code).toBe('operator/forbidden');
    expect(errorOf(await asOperator(DOOR_A, 'GET', url)).code).toBe('operator/forbidden');
    const add = { itemVariantId: waitedVariant, quantity: 1, requestId: 'door-tries-to-add' };
    expect(errorOf(await asOperator(DOOR_A, 'POST', TICKET_PATHS.addStock, add)).code).toBe(
      'operator/forbidden',
    );
    expect(errorOf(await asOperator(OPS_B, 'POST', TICKET_PATHS.addStock, add)).code).toBe(
      'operator/forbidden',
    );
    const bad = await asOperator(OPS_A, 'POST', TICKET_PATHS.addStock, { ...add, quantity: 0 });
    expect(errorOf(bad)).toMatchObject({ status: 400, code: 'validation_failed' });
    const long = await asOperator(OPS_A, 'POST', TICKET_PATHS.refundTicket, {
      ticketId: 'any',
      reason: 'x'.repeat(501),
    });
    expect(errorOf(long)).toMatchObject({ status: 400, code: 'validation_failed' });
    const unknown = await asOperator(OPS_A, 'GET', `${TICKET_PATHS.eventTickets}?itemVariantId=x`);
    expect(errorOf(unknown).code).toBe('ticket/not-found');
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
  });

  it('stock added at once by two operators goes to the first in line, each unit once; a resend adds nothing', async () => {
    const first = { itemVariantId: waitedVariant, quantity: 1, requestId: `add-${target}-0001` };
    const second = { itemVariantId: waitedVariant, quantity: 2, requestId: `add-${target}-0002` };
    const answers = await Promise.all([
      asOperator(OPS_A, 'POST', TICKET_PATHS.addStock, first),
      asOperator(OPS_A, 'POST', TICKET_PATHS.addStock, second),
      // The same addition sent twice (a retry after a lost answer).
      asOperator(OPS_A, 'POST', TICKET_PATHS.addStock, first),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const parsed = answers.map((answer) => stockAdditionSchema.parse(answer.json()));
    expect(parsed[0]).toMatchObject({ added: 1, offered: 1 });
    expect(parsed[2]).toMatchObject({ added: 1, offered: 1 });
    expect(parsed[1]).toMatchObject({ added: 2, offered: 2 });
    const offers = await t.database.sql.query<{ user_id: string }>(
      'SELECT user_id FROM waiting_list_offers WHERE item_variant_id = $1 ORDER BY user_id',
      [waitedVariant],
    );
    expect(offers.map((offer) => offer.user_id)).toEqual([
      'stock-waiter-000',
      'stock-waiter-001',
      'stock-waiter-002',
    ]);
    const [variant] = await t.database.sql.query<{ available: number }>(
      'SELECT available FROM item_variants WHERE id = $1',
      [waitedVariant],
    );
    expect(variant?.available).toBe(0);
    const [held] = waitingListSchema.parse(
      (await members[0]?.('GET', WAITING_LIST_PATHS.getWaitingLists))?.json(),
    );
    expect(held?.offer?.state).toBe('open');
    const [fourth] = waitingListSchema.parse(
      (await members[3]?.('GET', WAITING_LIST_PATHS.getWaitingLists))?.json(),
    );
    expect(fourth).toMatchObject({ place: 1, offer: null });
    const reused = await asOperator(OPS_A, 'POST', TICKET_PATHS.addStock, {
      ...first,
      quantity: 5,
    });
    expect(errorOf(reused)).toMatchObject({ status: 409, code: 'ticket/stock-request-reused' });
  });

  it('stock beyond the line goes on sale', async () => {
    const added = await asOperator(OPS_A, 'POST', TICKET_PATHS.addStock, {
      itemVariantId: waitedVariant,
      quantity: 10,
      requestId: `add-${target}-0003`,
    });
    expect(stockAdditionSchema.parse(added.json())).toMatchObject({
      added: 10,
      offered: WAITING - 3,
      available: 3,
    });
  });
});
