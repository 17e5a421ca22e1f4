import {
  API_PATHS,
  ERROR_CODES,
  offerMemberStateSchema,
  offerSchema,
  type OfferMemberState,
} from '@klubb/contracts';

import { ANNA } from './helpers/identity';
import { anonymous, asMember, type Call } from './helpers/member';
import { createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

// Issue 38: an offer's detail is public (the public cache answers members too); the member's own
// part comes from GET /v1/get/offer/member. No member ever receives another member's part.
const ERIK = 'seed-klubb-erik';
const UNIQUE = 'klubb-benefit-003'; // Anna and Erik hold some of its unique codes (seed)
const COMMON = 'klubb-benefit-005'; // its common code is KLUBB2026
const SIGN_IN_ONLY = 'klubb-live-003';

describe.each(testTargets())('an offer for a member on %s', (target) => {
  let t: TestApp;
  let anna: Call;
  let erik: Call;
  let visitor: Call;

  const state = async (call: Call, id: string): Promise<OfferMemberState> => {
    const response = await call('GET', `${API_PATHS.getOfferMemberState}?id=${id}`);
    expect(response.statusCode).toBe(200);
    return offerMemberStateSchema.strict().parse(response.json());
  };
  const detail = (id: string) =>
    visitor('GET', `${API_PATHS.getOffer}?id=${id}&getVoucher=true&getAvailability=true`);

  beforeAll(async () => {
    t = await createTestApp(target);
    anna = await asMember(t, ANNA.uid);
    erik = await asMember(t, ERIK);
    visitor = anonymous(t);
  });
  afterAll(() => t.close());

  it("answers each member their own claims and nobody else's", async () => {
    const held = async (uid: string) =>
      (
        await t.database.sql.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM voucher_codes WHERE offer_id = $1 AND user_id = $2',
          [UNIQUE, uid],
        )
      )[0]?.n;
    expect(await held(ANNA.uid)).not.toBe(await held(ERIK));
    expect((await state(anna, UNIQUE)).userVoucherCodeClaimCount).toBe(await held(ANNA.uid));
    expect((await state(erik, UNIQUE)).userVoucherCodeClaimCount).toBe(await held(ERIK));
    expect((await state(anna, COMMON)).promoCodeCommon).toBe('KLUBB2026');
    // The public detail, as the SDK asks for it for a member too, holds no member's part.
    const open = offerSchema.parse((await detail(UNIQUE)).json());
    expect(open).toMatchObject({ userVoucherCodeClaimCount: 0, promoCodeCommon: null });
    expect(open.waitingListJoined ?? []).toEqual([]);
  });

  it('gives the stock as it is now, while the public answer may be seconds old', async () => {
    const first = await detail('klubb-live-005');
    const cached = await detail('klubb-live-005');
    expect(cached.headers['x-cache']).toBe('hit');
    const offer = offerSchema.parse(first.json());
    const variant = offer.itemVariantList[0]?.id ?? '';
    await t.database.sql.query('UPDATE item_variants SET available = 0 WHERE id = $1', [variant]);
    expect(
      offerSchema.parse((await detail('klubb-live-005')).json()).itemVariantAvailability,
    ).toMatchObject({ [variant]: offer.itemVariantAvailability?.[variant] });
    expect((await state(anna, 'klubb-live-005')).itemVariantAvailability[variant]).toBe(0);
  });

  it('refuses a visitor, an unknown offer and a bad query with error records', async () => {
    const response = await visitor('GET', `${API_PATHS.getOfferMemberState}?id=${UNIQUE}`);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).status).toBe(401);
    const unknown = await anna('GET', `${API_PATHS.getOfferMemberState}?id=klubb-nothing`);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe(ERROR_CODES.offerNotFound);
    const bad = await anna('GET', API_PATHS.getOfferMemberState);
    expect(errorOf(bad).status).toBe(400);
  });

  it('shows a visitor the teaser of a sign-in-only offer and a member all of it', async () => {
    const teaser = offerSchema.parse((await detail(SIGN_IN_ONLY)).json());
    expect(teaser.itemVariantList).toEqual([]);
    const whole = offerSchema.parse(
      (await anna('GET', `${API_PATHS.getOffer}?id=${SIGN_IN_ONLY}&getAvailability=true`)).json(),
    );
    expect(whole.itemVariantList.length).toBeGreaterThan(0);
  });
});
