import { API_PATHS, offerSchema } from '@klubb/contracts';

import { ANNA } from './helpers/identity';
import { anonymous, asMember, type Call } from './helpers/member';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

// Issue 38: a signed-in member's public lists are the visitor's cached answer (the SDK sends them
// without the token); what is the member's own never comes from, or goes into, that cache.
describe.each(testTargets())('members and the public cache on %s', (target) => {
  let t: TestApp;
  let anna: Call;
  let erik: Call;
  beforeAll(async () => {
    t = await createTestApp(target);
    anna = await asMember(t, ANNA.uid);
    erik = await asMember(t, 'seed-klubb-erik');
  });
  afterAll(() => t.close());

  const OFFER = `${API_PATHS.getOffer}?id=klubb-benefit-002&getVoucher=true`;

  it("answers each member their own claims on an offer, never another's, never from the cache", async () => {
    const visitor = anonymous(t);
    const first = await visitor('GET', OFFER);
    expect(first.headers['x-cache']).toBe('miss');
    const [annas, eriks] = await Promise.all([anna('GET', OFFER), erik('GET', OFFER)]);
    const [annaRows, erikRows] = await Promise.all(
      [ANNA.uid, 'seed-klubb-erik'].map((uid) =>
        t.database.sql.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM voucher_codes
            WHERE offer_id = 'klubb-benefit-002' AND user_id = $1`,
          [uid],
        ),
      ),
    );
    const annaCount = annaRows?.[0]?.n ?? -1;
    const erikCount = erikRows?.[0]?.n ?? -1;
    expect(annaCount).not.toBe(erikCount);
    for (const [response, count] of [
      [annas, annaCount],
      [eriks, erikCount],
    ] as const) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBeUndefined();
      expect(response.headers['cache-control']).toContain('no-store');
      expect(offerSchema.parse(response.json()).userVoucherCodeClaimCount).toBe(count);
    }
    // The visitor's answer, cached before and after the members asked, holds no member's count.
    const again = await visitor('GET', OFFER);
    expect(again.headers['x-cache']).toBe('hit');
    expect(offerSchema.parse(again.json()).userVoucherCodeClaimCount).toBe(0);
  });

  it("gives a member's public lists, asked without the token, the visitor's very bytes", async () => {
    const visitor = anonymous(t);
    for (const url of [
      `${API_PATHS.getOfferList}?offset=0`,
      API_PATHS.getBillboard,
      `${API_PATHS.searchOffer}?query=medlem`,
    ]) {
      const made = await visitor('GET', url);
      const served = await visitor('GET', url);
      expect(served.headers['x-cache']).toBe('hit');
      expect(served.body).toBe(made.body);
      // The same list with a token: computed afresh, and the same answer (nothing in it is hers).
      const signedIn = await anna('GET', url);
      expect(signedIn.headers['x-cache']).toBeUndefined();
      expect(signedIn.json()).toEqual(made.json());
    }
  });
});
