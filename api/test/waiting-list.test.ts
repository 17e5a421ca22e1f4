import {
  API_PATHS,
  checkoutSessionSchema,
  shoppingCartSchema,
  TICKET_PATHS,
  WAITING_LIST_PATHS,
  waitingListSchema,
} from '@klubb/contracts';

import { SEED_OPERATORS } from '../src/db/seed/registry';
import { injectDeliverer } from '../src/payments/payments-setup';
import type { PaymentStandIn } from '../src/payments/stand-in';

import { mintTestToken } from './helpers/identity';
import { addLoadMembers } from './helpers/load-members';
import { withToken, type Call } from './helpers/member';
import { operatorToken } from './helpers/operators';
import { payWithCard, testStandIn } from './helpers/payments';
import { createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

// Anna's seeded card order: two tickets of klubb-live-005's first variant.
const OFFER_ID = 'klubb-live-005';
const [OPS_A] = SEED_OPERATORS;
const WAITING = 10;

describe.each(testTargets())('the waiting list’s offers on %s', (target) => {
  let t: TestApp;
  let standIn: PaymentStandIn;
  let variant: string;
  let members: Call[];
  let annaTickets: string[];
  beforeAll(async () => {
    standIn = testStandIn();
    t = await createTestApp(target, {}, { paymentStandIn: standIn });
    standIn.connect(injectDeliverer(t.app));
    const tickets = await t.database.sql.query<{ id: string; item_variant_id: string }>(
      "SELECT id, item_variant_id FROM tickets WHERE order_id = 'klubb-order-0001' ORDER BY unit",
    );
    annaTickets = tickets.map((ticket) => ticket.id);
    variant = tickets[0]?.item_variant_id ?? '';
    // Sold out, and ten members join its waiting list one after the other.
    await t.database.sql.query('UPDATE item_variants SET available = 0 WHERE id = $1', [variant]);
    const uids = await addLoadMembers(t.database, WAITING, 'waiting-member');
    members = await Promise.all(
      uids.map(async (uid) => withToken(t, await mintTestToken(t.database, { uid }))),
    );
    for (const member of members) {
      const joined = await member('POST', API_PATHS.registerInterest, {
        offerId: OFFER_ID,
        itemVariantId: variant,
      });
      if (joined.statusCode !== 201) throw new Error(`join: ${joined.body}`);
    }
  });
  afterAll(async () => {
    standIn.close();
    await t.close();
  });

  const member = (n: number): Call => {
    const found = members[n];
    if (!found) throw new Error(`no member ${n}`);
    return found;
  };
  const listOf = async (n: number) => {
    const response = await member(n)('GET', WAITING_LIST_PATHS.getWaitingLists);
    expect(response.statusCode).toBe(200);
    const [entry] = waitingListSchema.parse(response.json());
    return entry;
  };
  const offers = () =>
    t.database.sql.query<{ order_id: string; user_id: string; state: string }>(
      'SELECT order_id, user_id, state FROM waiting_list_offers ORDER BY offered_at, user_id',
    );
  const available = async () =>
    (
      await t.database.sql.query<{ available: number }>(
        'SELECT available FROM item_variants WHERE id = $1',
        [variant],
      )
    )[0]?.available;
  const refund = async (ticketId: string) =>
    t.app.inject({
      method: 'POST',
      url: TICKET_PATHS.refundTicket,
      headers: { authorization: `Bearer ${await operatorToken(t.database, OPS_A)}` },
      payload: { ticketId },
    });

  it('shows each member their place in line', async () => {
    expect(await listOf(0)).toMatchObject({ offerId: OFFER_ID, place: 1, offer: null });
    expect((await listOf(9))?.place).toBe(10);
  });

  it('two tickets freed at once make two offers, to the first two in line, held from sale', async () => {
    const refunds = await Promise.all(annaTickets.map((ticketId) => refund(ticketId)));
    expect(refunds.map((response) => response.statusCode)).toEqual([200, 200]);
    const made = await offers();
    expect(made).toHaveLength(2);
    expect(made.map((offer) => offer.user_id).sort()).toEqual([
      'waiting-member-000',
      'waiting-member-001',
    ]);
    expect(await available()).toBe(0);
    const first = await listOf(0);
    expect(first?.offer?.state).toBe('open');
    expect(first?.offer?.expiresAt).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect(first?.place).toBeNull();
    expect((await listOf(2))?.place).toBe(1);
    // Nobody else can buy a held ticket: it does not even go into their cart.
    const cart = await member(5)('PUT', API_PATHS.updateShoppingCart, {
      shopingCartItemList: [{ offerId: OFFER_ID, itemVariantId: variant, quantity: 1 }],
    });
    expect(shoppingCartSchema.parse(cart.json()).totalQuantity).toBe(0);
    const checkout = await member(5)('POST', API_PATHS.createCheckout, { testMode: true });
    expect(errorOf(checkout).code).toBe('user/shopping-cart-empty');
  });

  it('an offer whose time passed goes to the next in line, never back', async () => {
    await t.database.sql.query(
      `UPDATE waiting_list_offers SET expires_at = now() - interval '1 second'
       WHERE user_id = 'waiting-member-000'`,
    );
    const third = await listOf(2);
    expect(third?.offer?.state).toBe('open');
    expect((await listOf(0))?.offer?.state).toBe('expired');
    expect((await listOf(3))?.place).toBe(1);
    expect(await offers()).toHaveLength(3);
  });

  it('the offered member buys the held ticket through the normal checkout', async () => {
    const buyer = member(1);
    const cart = await buyer('PUT', API_PATHS.updateShoppingCart, {
      shopingCartItemList: [{ offerId: OFFER_ID, itemVariantId: variant, quantity: 1 }],
    });
    expect(cart.statusCode).toBe(200);
    const created = await buyer('POST', API_PATHS.createCheckout, { testMode: true });
    expect(created.statusCode).toBe(200);
    const session = checkoutSessionSchema.parse(created.json());
    expect((await payWithCard(t, session, { number: '4242424242424242' })).statusCode).toBe(200);
    await standIn.idle();
    const bought = await t.database.sql.query(
      "SELECT id FROM tickets WHERE user_id = 'waiting-member-001' AND state = 'valid'",
    );
    expect(bought).toHaveLength(1);
    expect((await listOf(1))?.offer?.state).toBe('taken');
    expect(await available()).toBe(0);
  });

  it('a member who leaves with an offer passes it on, held for the brand’s own time', async () => {
    await t.database.sql.query(
      "INSERT INTO waiting_list_settings (brand_id, hold_minutes) VALUES ('klubb', 5)",
    );
    const third = await listOf(2);
    const left = await member(2)('POST', WAITING_LIST_PATHS.leaveWaitingList, {
      orderId: third?.orderId,
    });
    expect(left.statusCode).toBe(204);
    expect(
      await member(2)('GET', WAITING_LIST_PATHS.getWaitingLists).then((r) => r.json()),
    ).toEqual([]);
    const fourth = await listOf(3);
    expect(fourth?.offer?.state).toBe('open');
    expect(fourth?.offer?.expiresAt).toBeLessThan(Date.now() + 6 * 60_000);
    // Every offer went to a different member: none was offered twice.
    const made = await offers();
    expect(new Set(made.map((offer) => offer.user_id)).size).toBe(made.length);
    expect((await listOf(4))?.place).toBe(1);
    const again = await member(2)('POST', WAITING_LIST_PATHS.leaveWaitingList, {
      orderId: third?.orderId,
    });
    expect(errorOf(again).code).toBe('not_found');
  });

  it('leaving from the offer page (by the ticket) passes a held offer on the same way', async () => {
    const fourth = await listOf(3);
    expect(fourth?.offer?.state).toBe('open');
    const left = await member(3)('DELETE', API_PATHS.registerInterest, {
      offerId: OFFER_ID,
      itemVariantId: variant,
    });
    expect(left.statusCode).toBe(204);
    expect((await listOf(4))?.offer?.state).toBe('open');
    expect((await listOf(5))?.place).toBe(1);
    const made = await offers();
    expect(new Set(made.map((offer) => offer.user_id)).size).toBe(made.length);
  });
});
