import {
  API_PATHS,
  APP_URL_HEADER,
  checkoutSessionSchema,
  ERROR_CODES,
  offerSchema,
  orderListSchema,
  registerInterestResultSchema,
  type RegisterInterestBody,
} from '@klubb/contracts';

import { ANNA, OLA } from './helpers/identity';
import { anonymous, asMember, type Call } from './helpers/member';
import { BRAND_A_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

// klubb-live-002: every ticket sold out, a waiting list offered (seed). Anna has been on the
// waiting list of its first ticket since the seed (order klubb-order-0003).
const SOLD_OUT = { offerId: 'klubb-live-002', itemVariantId: 'klubb-live-002-00s' };
const SOLD_OUT_LATER = { offerId: 'klubb-live-002', itemVariantId: 'klubb-live-002-01s' };

describe.each(testTargets())('the waiting list of sold-out tickets on %s', (target) => {
  let t: TestApp;
  let erik: Call;
  beforeAll(async () => {
    t = await createTestApp(target);
    erik = await asMember(t, 'seed-klubb-erik');
  });
  afterAll(() => t.close());

  const register = (call: Call, body: unknown) => call('POST', API_PATHS.registerInterest, body);
  const interestOrders = async (call: Call) =>
    orderListSchema
      .parse((await call('GET', API_PATHS.getOrderHistory)).json())
      .filter((order) => order.paymentMethod === 'interest_registration');

  it('registers a member once per ticket, as an unpaid order in their history', async () => {
    const first = await register(erik, SOLD_OUT);
    expect(first.statusCode).toBe(201);
    const created = registerInterestResultSchema.strict().parse(first.json());
    expect(created.alreadyRegistered).toBe(false);

    const [order, ...others] = await interestOrders(erik);
    expect(others).toEqual([]);
    expect(order).toMatchObject({
      id: created.orderId,
      paymentMethod: 'interest_registration',
      amount: 0,
      feeAmount: 0,
      vat: [],
      currency: 'SEK',
      eventId: 'klubb-live-002',
      ticketCount: 1,
      itemList: [{ itemVariantId: SOLD_OUT.itemVariantId, quantity: 1, offerType: 'live' }],
      itemVariantCustomFeeBuildRecord: {},
    });
    expect(order?.itemList[0]?.itemVariant.customFeeIdList).toEqual([]);
    expect(order?.date).not.toBeNull();

    // Pressing again answers the same registration and writes nothing.
    const again = await register(erik, SOLD_OUT);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ orderId: created.orderId, alreadyRegistered: true });
    expect(await interestOrders(erik)).toHaveLength(1);

    // Another time of the same event is another waiting list.
    const later = await register(erik, SOLD_OUT_LATER);
    expect(later.statusCode).toBe(201);
    expect(await interestOrders(erik)).toHaveLength(2);
  });

  // Issue 32 item 8: joining could not be undone.
  it('takes a member off a waiting list again; leaving twice changes nothing', async () => {
    const leave = (call: Call, body: unknown) => call('DELETE', API_PATHS.registerInterest, body);
    const waitedFor = async () =>
      (await interestOrders(erik)).flatMap((order) => order.itemList.map((i) => i.itemVariantId));
    await register(erik, SOLD_OUT_LATER);
    expect(await waitedFor()).toContain(SOLD_OUT_LATER.itemVariantId);
    expect((await leave(erik, SOLD_OUT_LATER)).statusCode).toBe(204);
    expect(await waitedFor()).not.toContain(SOLD_OUT_LATER.itemVariantId);
    expect(await waitedFor()).toContain(SOLD_OUT.itemVariantId);
    expect((await leave(erik, SOLD_OUT_LATER)).statusCode).toBe(204);
    expect(errorOf(await leave(anonymous(t), SOLD_OUT_LATER)).status).toBe(401);
    expect(errorOf(await leave(erik, { offerId: SOLD_OUT.offerId })).status).toBe(400);
    // Another's place stays: Anna is still on the seeded list.
    const anna = await asMember(t, ANNA.uid);
    expect((await register(anna, SOLD_OUT)).statusCode).toBe(200);
    expect((await register(erik, SOLD_OUT_LATER)).statusCode).toBe(201);
  });

  it('opens the offer knowing which tickets the member is on the waiting list for', async () => {
    const anna = await asMember(t, ANNA.uid);
    const offerOf = async (call: Call) =>
      offerSchema.parse(
        (
          await call(
            'GET',
            `${API_PATHS.getOffer}?id=${SOLD_OUT.offerId}&getAvailability=true&getVoucher=false&getCompanionOffer=false`,
          )
        ).json(),
      );
    expect((await offerOf(anna)).waitingListJoined).toEqual([SOLD_OUT.itemVariantId]);
    const visitor = await offerOf(anonymous(t));
    expect(visitor.waitingListJoined).toEqual([]);
    expect(visitor.waitingList).toBe(true);
  });

  it('answers the seeded registration to a member who is already on the list', async () => {
    const anna = await asMember(t, ANNA.uid);
    const response = await register(anna, SOLD_OUT);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ orderId: 'klubb-order-0003', alreadyRegistered: true });
  });

  it('needs a signed-in member who finished set-up', async () => {
    expect(errorOf(await register(anonymous(t), SOLD_OUT))).toMatchObject({
      status: 401,
      code: ERROR_CODES.tokenMissing,
    });
    const nora = await asMember(t, 'seed-klubb-nora');
    expect(errorOf(await register(nora, SOLD_OUT))).toMatchObject({
      status: 403,
      code: ERROR_CODES.onboardingIncomplete,
    });
  });

  it('keeps each brand’s offers to its own members', async () => {
    expect(
      errorOf(await register(erik, { ...SOLD_OUT, offerId: 'norge-benefit-001' })),
    ).toMatchObject({
      status: 404,
      code: ERROR_CODES.offerNotFound,
    });
    const ola = await asMember(t, OLA.uid);
    expect(errorOf(await register(ola, SOLD_OUT))).toMatchObject({
      status: 404,
      code: ERROR_CODES.offerNotFound,
    });
    // Brand A's app URL with brand B's member: the token is for another tenant.
    const olaOnA = await asMember(t, OLA.uid, { appUrl: BRAND_A_URL });
    expect(errorOf(await register(olaOnA, SOLD_OUT)).status).toBe(401);
  });

  it('refuses an ended offer, another offer’s ticket, a ticket on sale and goods', async () => {
    const cases: Array<[RegisterInterestBody, number, string]> = [
      [{ offerId: 'klubb-benefit-010', itemVariantId: 'any' }, 410, ERROR_CODES.offerEnded],
      [{ offerId: 'klubb-unknown-001', itemVariantId: 'any' }, 404, ERROR_CODES.offerNotFound],
      [
        { offerId: 'klubb-live-002', itemVariantId: 'klubb-live-001-00s' },
        404,
        ERROR_CODES.interestVariantNotFound,
      ],
      [
        { offerId: 'klubb-live-001', itemVariantId: 'klubb-live-001-00s' },
        409,
        ERROR_CODES.interestNotSoldOut,
      ],
      [
        { offerId: 'klubb-benefit-006', itemVariantId: 'klubb-benefit-006-s' },
        409,
        ERROR_CODES.interestNotATicket,
      ],
    ];
    for (const [body, status, code] of cases) {
      expect(errorOf(await register(erik, body))).toMatchObject({ status, code });
    }
    expect(await interestOrders(erik)).toHaveLength(2);
  });

  it('answers a bad body with a validation error record', async () => {
    for (const body of [
      {},
      { offerId: 'klubb-live-002' },
      { offerId: 5, itemVariantId: 'klubb-live-002-00s' },
      { ...SOLD_OUT, itemVariantId: '' },
      { ...SOLD_OUT, offerId: 'x'.repeat(65) },
    ]) {
      expect(errorOf(await register(erik, body))).toMatchObject({
        status: 400,
        code: ERROR_CODES.validation,
      });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: API_PATHS.registerInterest,
      headers: { [APP_URL_HEADER]: BRAND_A_URL, 'content-type': 'application/json' },
      payload: '{"offerId":',
    });
    expect(errorOf(broken)).toMatchObject({ status: 400, code: ERROR_CODES.badRequest });
  });

  it('does not count a place on the waiting list as a purchase when tickets come back', async () => {
    // VIP tickets of klubb-live-004 allow 2 per member; Erik waits for one, then one is released.
    const vip = { offerId: 'klubb-live-004', itemVariantId: 'klubb-live-004-00v' };
    await t.database.sql.query('UPDATE item_variants SET available = 0 WHERE id = $1', [
      vip.itemVariantId,
    ]);
    expect((await register(erik, vip)).statusCode).toBe(201);
    await t.database.sql.query('UPDATE item_variants SET available = 5 WHERE id = $1', [
      vip.itemVariantId,
    ]);
    const cart = await erik('PUT', API_PATHS.updateShoppingCart, {
      shopingCartItemList: [{ ...vip, quantity: 2 }],
    });
    expect(cart.statusCode).toBe(200);
    const checkout = await erik('POST', API_PATHS.createCheckout, { testMode: true });
    expect(checkout.statusCode).toBe(200);
    checkoutSessionSchema.parse(checkout.json());
  });
});
