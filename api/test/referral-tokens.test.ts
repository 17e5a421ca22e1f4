import { API_PATHS, ERROR_CODES, referralClaimSchema, referralTokenSchema } from '@klubb/contracts';

import { ANNA, OLA } from './helpers/identity';
import { anonymous, asMember } from './helpers/member';
import { BRAND_B_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

// Issue 13: a referral call to action hands the partner a short-lived, single-purpose token, never
// the member's ID token; the partner verifies it with the API.
describe.each(testTargets())('referral tokens on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const OFFER = 'klubb-benefit-001';

  it('makes a token for a member that names the member and offer, and verifies it', async () => {
    const anna = await asMember(t, ANNA.uid);
    const created = await anna('POST', API_PATHS.createReferralToken, { offerId: OFFER });
    expect(created.statusCode).toBe(201);
    const { token, expiresAt } = referralTokenSchema.parse(created.json());
    expect(expiresAt - Date.now()).toBeGreaterThan(5 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    // Not a JWT, not the ID token: nothing of the member's credentials in it.
    expect(token.split('.')).toHaveLength(1);

    const verified = await anonymous(t)('POST', API_PATHS.verifyReferralToken, { token });
    expect(verified.statusCode).toBe(200);
    expect(referralClaimSchema.parse(verified.json())).toEqual({
      offerId: OFFER,
      memberId: ANNA.uid,
      expiresAt,
    });
  });

  it('is no bearer token for the API', async () => {
    const anna = await asMember(t, ANNA.uid);
    const { token } = referralTokenSchema.parse(
      (await anna('POST', API_PATHS.createReferralToken, { offerId: OFFER })).json(),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.getUser,
      headers: { authorization: `Bearer ${token}`, origin: 'http://localhost:3000' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an unknown, expired or other brand’s token, and anonymous or bad requests', async () => {
    const anna = await asMember(t, ANNA.uid);
    const { token } = referralTokenSchema.parse(
      (await anna('POST', API_PATHS.createReferralToken, { offerId: OFFER })).json(),
    );
    expect(
      errorOf(await anonymous(t, BRAND_B_URL)('POST', API_PATHS.verifyReferralToken, { token })),
    ).toMatchObject({ status: 400, code: ERROR_CODES.referralTokenInvalid });
    expect(
      errorOf(await anonymous(t)('POST', API_PATHS.verifyReferralToken, { token: 'nope' })),
    ).toMatchObject({ status: 400, code: ERROR_CODES.referralTokenInvalid });
    await t.database.sql.exec("UPDATE referral_tokens SET expires_at = now() - interval '1 s'");
    expect(errorOf(await anonymous(t)('POST', API_PATHS.verifyReferralToken, { token })).code).toBe(
      ERROR_CODES.referralTokenInvalid,
    );

    expect(
      errorOf(await anonymous(t)('POST', API_PATHS.createReferralToken, { offerId: OFFER })).status,
    ).toBe(401);
    const ola = await asMember(t, OLA.uid);
    expect(
      errorOf(await ola('POST', API_PATHS.createReferralToken, { offerId: OFFER })).status,
    ).toBe(404);
    expect(errorOf(await anna('POST', API_PATHS.createReferralToken, { offerId: 7 })).status).toBe(
      400,
    );
  });
});
