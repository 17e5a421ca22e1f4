import {
  API_PATHS,
  checkInResultSchema,
  checkoutSessionSchema,
  doorEventListSchema,
  doorEventSchema,
  syncScansResultSchema,
  ticketKeysSchema,
  ticketListSchema,
  TICKET_PATHS,
  verifyTicketPayload,
  type DoorScan,
  type Ticket,
} from '@klubb/contracts';

import { SEED_OPERATORS } from '../src/db/seed/registry';
import { injectDeliverer } from '../src/payments/payments-setup';
import type { PaymentStandIn } from '../src/payments/stand-in';
import { currentTicketKey, rotateTicketKey, signTicket } from '../src/services/tickets/ticket-keys';

import { anonymous, asMember, type Call } from './helpers/member';
import { operatorToken } from './helpers/operators';
import { payWithCard, testStandIn } from './helpers/payments';
import { createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const TICKET = { offerId: 'klubb-live-004', itemVariantId: 'klubb-live-004-00s' };
const [OPS_A, , , DOOR_A, DOOR_B] = SEED_OPERATORS;
let scans = 0;

/** Brand B sells nothing in the seed: one of its offers gets a ticket, a copy of one of A's. */
async function ticketEventOfBrandB(t: TestApp): Promise<string> {
  const { sql } = t.database;
  const [offer] = await sql.query<{ id: string }>(
    "SELECT id FROM offers WHERE brand_id = 'klubb-norge' ORDER BY id LIMIT 1",
  );
  if (!offer) throw new Error('brand B has no offer');
  await sql.query("UPDATE offers SET item_variant_type = 'ticket' WHERE id = $1", [offer.id]);
  const columns = (
    await sql.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name = 'item_variants'`,
    )
  ).map((row) => row.column_name);
  const values = columns.map((column) =>
    column === 'id'
      ? "'norge-door-test'"
      : column === 'brand_id'
        ? "'klubb-norge'"
        : column === 'offer_id'
          ? '$1'
          : column,
  );
  await sql.query(
    `INSERT INTO item_variants (${columns.join(', ')})
     SELECT ${values.join(', ')} FROM item_variants WHERE id = $2`,
    [offer.id, TICKET.itemVariantId],
  );
  return 'norge-door-test';
}

describe.each(testTargets())('tickets and the door on %s', (target) => {
  let t: TestApp;
  let standIn: PaymentStandIn;
  let anna: Call;
  let tickets: Ticket[];
  let brandBEvent: string;
  beforeAll(async () => {
    standIn = testStandIn();
    t = await createTestApp(target, {}, { paymentStandIn: standIn });
    standIn.connect(injectDeliverer(t.app));
    anna = await asMember(t, 'seed-klubb-anna');
    const cart = await anna('PUT', API_PATHS.updateShoppingCart, {
      shopingCartItemList: [{ ...TICKET, quantity: 3 }],
    });
    if (cart.statusCode !== 200) throw new Error(`cart: ${cart.body}`);
    const session = checkoutSessionSchema.parse(
      (await anna('POST', API_PATHS.createCheckout, { testMode: true })).json(),
    );
    const paid = await payWithCard(t, session, { number: '4242424242424242' });
    if (paid.statusCode !== 200) throw new Error(`payment: ${paid.body}`);
    await standIn.idle();
    tickets = ticketListSchema
      .parse((await anna('GET', TICKET_PATHS.getTicketList)).json())
      .filter((ticket) => ticket.itemVariantId === TICKET.itemVariantId);
    brandBEvent = await ticketEventOfBrandB(t);
  });
  afterAll(async () => {
    standIn.close();
    await t.close();
  });

  const ticket = (index: number): Ticket => {
    const found = tickets[index];
    if (!found) throw new Error(`no ticket ${index}`);
    return found;
  };
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
  const scanOf = (payload: string, extra: Partial<DoorScan> = {}): DoorScan => ({
    scanId: `scan-${target}-${(scans += 1)}-xyz`,
    itemVariantId: TICKET.itemVariantId,
    payload,
    door: 'Entré A',
    scannedAt: Date.now(),
    ...extra,
  });
  const checkIn = async (scan: DoorScan, operator: (typeof SEED_OPERATORS)[number] = DOOR_A) => {
    const response = await asOperator(operator, 'POST', TICKET_PATHS.checkIn, scan);
    expect(response.statusCode).toBe(200);
    return checkInResultSchema.parse(response.json());
  };
  const doorEvent = async (itemVariantId = TICKET.itemVariantId) =>
    doorEventSchema.parse(
      (
        await asOperator(DOOR_A, 'GET', `${TICKET_PATHS.doorEvent}?itemVariantId=${itemVariantId}`)
      ).json(),
    );

  it('gives every sold unit a ticket with the holder and a payload the brand’s public key verifies', async () => {
    expect(tickets).toHaveLength(3);
    expect(new Set(tickets.map((one) => one.id)).size).toBe(3);
    expect(ticket(0)).toMatchObject({ state: 'valid', holderName: 'Anna Andersson', usedAt: null });
    expect(ticket(0).payload.length).toBeLessThan(200);
    const { keys } = ticketKeysSchema.parse(
      (await anonymous(t)('GET', TICKET_PATHS.getTicketKeys)).json(),
    );
    expect(keys).toEqual([expect.objectContaining({ brandId: 'klubb' })]);
    expect(JSON.stringify(keys)).not.toMatch(/PRIVATE/);
    expect(await verifyTicketPayload(ticket(0).payload, keys)).toMatchObject({
      ok: true,
      ticketId: ticket(0).id,
      itemVariantId: TICKET.itemVariantId,
    });
  });

  it('refuses a changed payload and one signed by another brand’s key, offline and online', async () => {
    const { keys } = ticketKeysSchema.parse(
      (await anonymous(t)('GET', TICKET_PATHS.getTicketKeys)).json(),
    );
    const [version, kid, id, , signature] = ticket(0).payload.split('.');
    const changed = [version, kid, id, 'klubb-live-004-01s', signature].join('.');
    expect(await verifyTicketPayload(changed, keys)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    const otherBrand = signTicket(await currentTicketKey(t.database.sql, 'klubb-norge'), {
      ticketId: ticket(0).id,
      itemVariantId: TICKET.itemVariantId,
    });
    expect(await verifyTicketPayload(otherBrand, keys)).toEqual({
      ok: false,
      reason: 'unknown-key',
    });
    expect((await checkIn(scanOf(changed))).result).toBe('forged');
    expect((await checkIn(scanOf(otherBrand))).result).toBe('forged');
    expect((await checkIn(scanOf('not a ticket'))).result).toBe('forged');
    // Nothing was let in by the forgeries.
    expect((await doorEvent()).counts.entered).toBe(0);
  });

  it('lets a ticket in once: the second scan is refused with when and where', async () => {
    const first = await checkIn(scanOf(ticket(0).payload));
    expect(first).toMatchObject({ result: 'valid', holderName: 'Anna Andersson' });
    const second = await checkIn(scanOf(ticket(0).payload, { door: 'Entré B' }), OPS_A);
    expect(second).toMatchObject({ result: 'used', usedDoor: 'Entré A', conflict: false });
    expect(second.usedAt).toEqual(expect.any(Number));
    const wrongEvent = await checkIn(
      scanOf(ticket(1).payload, { itemVariantId: 'klubb-live-004-01s' }),
    );
    expect(wrongEvent.result).toBe('wrong_event');
    expect((await doorEvent()).counts).toEqual({ sold: 3, entered: 1 });
    const mine = ticketListSchema.parse((await anna('GET', TICKET_PATHS.getTicketList)).json());
    expect(mine.find((one) => one.id === ticket(0).id)?.state).toBe('used');
  });

  it('lists the brand’s ticket events for its door staff', async () => {
    const listed = doorEventListSchema.parse(
      (await asOperator(DOOR_A, 'GET', TICKET_PATHS.doorEvents)).json(),
    );
    expect(listed.events.map((event) => event.itemVariantId)).toContain(TICKET.itemVariantId);
    expect(listed.events.map((event) => event.itemVariantId)).not.toContain(brandBEvent);
    const other = await asOperator(DOOR_A, 'GET', `${TICKET_PATHS.doorEvents}?brandId=klubb-norge`);
    expect(errorOf(other).code).toBe('operator/forbidden');
  });

  it('keeps brand A’s door staff out of brand B’s events, and door staff out of refunds and the registry', async () => {
    const event = await asOperator(
      DOOR_A,
      'GET',
      `${TICKET_PATHS.doorEvent}?itemVariantId=${brandBEvent}`,
    );
    expect(errorOf(event).code).toBe('operator/forbidden');
    const scan = await asOperator(DOOR_A, 'POST', TICKET_PATHS.checkIn, {
      ...scanOf(ticket(1).payload),
      itemVariantId: brandBEvent,
    });
    expect(errorOf(scan).code).toBe('operator/forbidden');
    const bScansA = await asOperator(
      DOOR_B,
      'POST',
      TICKET_PATHS.checkIn,
      scanOf(ticket(1).payload),
    );
    expect(errorOf(bScansA).code).toBe('operator/forbidden');
    const refund = await asOperator(DOOR_A, 'POST', TICKET_PATHS.refundTicket, {
      ticketId: ticket(1).id,
    });
    expect(errorOf(refund).code).toBe('operator/forbidden');
    const status = await asOperator(DOOR_A, 'GET', '/v1/ops/status');
    expect(errorOf(status).code).toBe('operator/forbidden');
    const me = await asOperator(DOOR_A, 'GET', '/v1/ops/me');
    expect(me.json()).toMatchObject({ role: 'door', brandId: 'klubb' });
    // Nothing of ticket 1 changed.
    expect((await doorEvent()).counts).toEqual({ sold: 3, entered: 1 });
  });

  it('a refund invalidates the ticket at the door, lists it for scanners and frees its unit', async () => {
    const [before] = await t.database.sql.query<{ available: number }>(
      'SELECT available FROM item_variants WHERE id = $1',
      [TICKET.itemVariantId],
    );
    const refund = await asOperator(OPS_A, 'POST', TICKET_PATHS.refundTicket, {
      ticketId: ticket(1).id,
    });
    expect(refund.statusCode).toBe(200);
    const again = await asOperator(OPS_A, 'POST', TICKET_PATHS.refundTicket, {
      ticketId: ticket(1).id,
    });
    expect(errorOf(again).code).toBe('ticket/not-refundable');
    const used = await asOperator(OPS_A, 'POST', TICKET_PATHS.refundTicket, {
      ticketId: ticket(0).id,
    });
    expect(errorOf(used).code).toBe('ticket/not-refundable');
    const [after] = await t.database.sql.query<{ available: number }>(
      'SELECT available FROM item_variants WHERE id = $1',
      [TICKET.itemVariantId],
    );
    expect(after?.available).toBe((before?.available ?? 0) + 1);
    expect((await checkIn(scanOf(ticket(1).payload))).result).toBe('refunded');
    const event = await doorEvent();
    expect(event.refundedTicketIds).toEqual([ticket(1).id]);
    expect(event.counts).toEqual({ sold: 2, entered: 1 });
  });

  it('records offline scans once, and shows a ticket let in by two offline scanners as a conflict', async () => {
    const payload = ticket(2).payload;
    const early = scanOf(payload, {
      door: 'Norra',
      localResult: 'valid',
      scannedAt: Date.now() - 60_000,
    });
    const late = scanOf(payload, {
      door: 'Södra',
      localResult: 'valid',
      scannedAt: Date.now() - 30_000,
    });
    const sync = async (list: DoorScan[]) =>
      syncScansResultSchema.parse(
        (await asOperator(DOOR_A, 'POST', TICKET_PATHS.syncScans, { scans: list })).json(),
      ).results;
    const results = await sync([late, early]);
    expect(results.map((one) => [one.scanId, one.result, one.conflict])).toEqual([
      [early.scanId, 'valid', false],
      [late.scanId, 'used', true],
    ]);
    // A scanner that sends its scans again changes nothing.
    expect((await sync([early, late])).map((one) => one.result)).toEqual(['valid', 'used']);
    const event = await doorEvent();
    expect(event.conflicts).toEqual([
      { ticketId: ticket(2).id, door: 'Södra', scannedAt: late.scannedAt },
    ]);
    expect(event.counts).toEqual({ sold: 2, entered: 2 });
    const mine = ticketListSchema.parse((await anna('GET', TICKET_PATHS.getTicketList)).json());
    expect(mine.find((one) => one.id === ticket(2).id)?.usedAt).toBe(early.scannedAt);
  });

  it('rotates the brand’s key: new payloads use the new key, payloads shown before still verify', async () => {
    const oldKid = ticket(0).payload.split('.')[1];
    const newKid = await rotateTicketKey(t.database, 'klubb');
    expect(newKid).not.toBe(oldKid);
    const { keys } = ticketKeysSchema.parse(
      (await anonymous(t)('GET', TICKET_PATHS.getTicketKeys)).json(),
    );
    expect(keys.map((key) => key.kid)).toEqual([newKid, oldKid]);
    const mine = ticketListSchema.parse((await anna('GET', TICKET_PATHS.getTicketList)).json());
    expect(mine[0]?.payload.split('.')[1]).toBe(newKid);
    expect(await verifyTicketPayload(ticket(2).payload, keys)).toMatchObject({ ok: true });
  });
});
