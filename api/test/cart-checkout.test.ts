import {
  API_PATHS,
  checkoutSessionSchema,
  ERROR_CODES,
  shoppingCartSchema,
  type ShoppingCart,
} from '@klubb/contracts';

import { ANNA } from './helpers/identity';
import { asMember, type Call } from './helpers/member';
import { createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const TICKET = { offerId: 'klubb-live-001', itemVariantId: 'klubb-live-001-00s' };
const GOODS = { offerId: 'klubb-benefit-006', itemVariantId: 'klubb-benefit-006-s' };
const LAST_TEN = { offerId: 'klubb-live-004', itemVariantId: 'klubb-live-004-00s' };

describe.each(testTargets())('cart and checkout on %s', (target) => {
  let t: TestApp;
  let erik: Call;
  beforeAll(async () => {
    t = await createTestApp(target);
    erik = await asMember(t, 'seed-klubb-erik');
  });
  afterAll(() => t.close());

  async function update(call: Call, lines: object[]): Promise<ShoppingCart> {
    const response = await call('PUT', API_PATHS.updateShoppingCart, {
      shopingCartItemList: lines,
    });
    expect(response.statusCode).toBe(200);
    return shoppingCartSchema.strict().parse(response.json());
  }
  const quantities = (cart: ShoppingCart) =>
    Object.fromEntries(cart.itemList.map((item) => [item.itemVariantId, item.quantity]));
  const available = async (variantId: string) =>
    (
      await t.database.sql.query<{ available: number }>(
        'SELECT available FROM item_variants WHERE id = $1',
        [variantId],
      )
    )[0]?.available;

  it('adds into what the cart holds, clamps by the purchase cap, and removes with 0', async () => {
    const empty = shoppingCartSchema.parse((await erik('GET', API_PATHS.getShoppingCart)).json());
    expect(empty).toMatchObject({ itemList: [], totalPrice: 0, totalQuantity: 0 });
    expect(quantities(await update(erik, [{ ...TICKET, quantity: 2 }]))).toEqual({
      [TICKET.itemVariantId]: 2,
    });
    const more = await update(erik, [
      { ...TICKET, quantity: 3 },
      { ...GOODS, quantity: 1 },
    ]);
    expect(quantities(more)).toEqual({ [TICKET.itemVariantId]: 5, [GOODS.itemVariantId]: 1 });
    const ticket = more.itemList[0];
    const goods = more.itemList[1];
    expect(ticket).toMatchObject({ offerType: 'live', itemVariantType: 'ticket' });
    expect(ticket?.itemVariantCustomFeeBuildRecord['klubb-fee-service']?.price.current).toBe(29);
    // Prices come from the server: items and their fees, each times its quantity.
    const expected =
      ((ticket?.itemVariant.price.current ?? 0) + 29) * 5 +
      ((goods?.itemVariant.price.current ?? 0) + 49) * 1;
    expect(more.totalPrice).toBeCloseTo(expected, 2);
    expect(more).toMatchObject({ totalCustomFeePrice: 29 * 5 + 49, totalQuantity: 6 });
    expect(
      quantities(await update(erik, [{ ...TICKET, quantity: 10 }]))[TICKET.itemVariantId],
    ).toBe(6);
    expect(
      quantities(await update(erik, [{ ...TICKET, quantity: -4 }]))[TICKET.itemVariantId],
    ).toBe(2);
    expect(quantities(await update(erik, [{ ...GOODS, quantity: 0 }]))).toEqual({
      [TICKET.itemVariantId]: 2,
    });
  });

  it('refuses lines of items not on sale, and applies nothing of such an update', async () => {
    const bad = await erik('PUT', API_PATHS.updateShoppingCart, {
      shopingCartItemList: [
        { ...GOODS, quantity: 1 },
        { offerId: 'klubb-live-002', itemVariantId: TICKET.itemVariantId, quantity: 1 },
      ],
    });
    expect(errorOf(bad)).toMatchObject({ status: 404, code: ERROR_CODES.cartItemNotFound });
    const cart = shoppingCartSchema.parse((await erik('GET', API_PATHS.getShoppingCart)).json());
    expect(quantities(cart)).toEqual({ [TICKET.itemVariantId]: 2 });
    const soldOut = { offerId: 'klubb-live-002', itemVariantId: 'klubb-live-002-00s', quantity: 2 };
    expect(quantities(await update(erik, [soldOut]))['klubb-live-002-00s']).toBeUndefined();
    for (const body of [
      {},
      { shoppingCartItemList: [] },
      { shopingCartItemList: [{ ...TICKET, quantity: 1.5 }] },
      { shopingCartItemList: [{ ...TICKET, quantity: '1' }] },
      { shopingCartItemList: Array.from({ length: 51 }, () => ({ ...TICKET, quantity: 1 })) },
    ]) {
      expect(errorOf(await erik('PUT', API_PATHS.updateShoppingCart, body)).status).toBe(400);
    }
    const nora = await asMember(t, 'seed-klubb-nora');
    expect(errorOf(await nora('GET', API_PATHS.getShoppingCart)).code).toBe(
      ERROR_CODES.onboardingIncomplete,
    );
  });

  it('reserves the cart at checkout and gives it back when the checkout expires', async () => {
    await update(erik, [
      { ...TICKET, quantity: 0 },
      { ...LAST_TEN, quantity: 3 },
    ]);
    const config = await erik('GET', `${API_PATHS.getCheckoutConfig}?testMode=true`);
    expect(config.json()).toEqual({ publishableKey: 'pk_test_local_klubb', testMode: true });
    const response = await erik('POST', API_PATHS.createCheckout, { testMode: true });
    const session = checkoutSessionSchema.strict().parse(response.json());
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.clientSecret.startsWith(`${session.id}_secret_`)).toBe(true);
    expect(await available(LAST_TEN.itemVariantId)).toBe(7);
    // A second checkout replaces the first: its items come back before the new ones are held.
    const second = checkoutSessionSchema.parse(
      (await erik('POST', API_PATHS.createCheckout, { testMode: true })).json(),
    );
    expect(await available(LAST_TEN.itemVariantId)).toBe(7);
    const expire = (id: string) =>
      erik('POST', API_PATHS.expireCheckout, { stripeCheckoutSessionId: id, testMode: true });
    expect((await expire(second.id)).statusCode).toBe(204);
    expect(await available(LAST_TEN.itemVariantId)).toBe(10);
    expect((await expire(second.id)).statusCode).toBe(204);
    expect(await available(LAST_TEN.itemVariantId)).toBe(10);
    expect(errorOf(await expire('cs_test_unknown')).code).toBe(ERROR_CODES.checkoutNotFound);
    const anna = await asMember(t, ANNA.uid);
    const foreign = await anna('POST', API_PATHS.expireCheckout, {
      stripeCheckoutSessionId: session.id,
    });
    expect(errorOf(foreign).code).toBe(ERROR_CODES.checkoutNotFound);
  });

  it('gives back the items of a session whose time ran out', async () => {
    await erik('POST', API_PATHS.createCheckout, { testMode: true });
    expect(await available(LAST_TEN.itemVariantId)).toBe(7);
    await t.database.sql.exec(
      "UPDATE checkout_sessions SET expires_at = now() - interval '1 minute' WHERE status = 'open'",
    );
    const anna = await asMember(t, ANNA.uid);
    await anna('POST', API_PATHS.createCheckout, { testMode: true }); // sweeps, whatever it answers
    expect(await available(LAST_TEN.itemVariantId)).toBe(10);
  });

  it('refuses an empty cart, a purchase over the cap, and live mode', async () => {
    const anna = await asMember(t, ANNA.uid);
    expect(errorOf(await anna('POST', API_PATHS.createCheckout, {}))).toMatchObject({
      status: 400,
      code: ERROR_CODES.cartEmpty,
    });
    // Anna bought the two tickets klubb-live-005 allows each member (seeded order).
    await update(anna, [
      { offerId: 'klubb-live-005', itemVariantId: 'klubb-live-005-00s', quantity: 1 },
    ]);
    expect(errorOf(await anna('POST', API_PATHS.createCheckout, {}))).toMatchObject({
      status: 409,
      code: ERROR_CODES.purchaseCapReached,
    });
    expect(errorOf(await erik('POST', API_PATHS.createCheckout, { testMode: false })).code).toBe(
      ERROR_CODES.liveModeUnavailable,
    );
  });
});
