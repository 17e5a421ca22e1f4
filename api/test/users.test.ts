import {
  API_PATHS,
  createUserResponseSchema,
  currentUserSchema,
  ERROR_CODES,
  passwordProblems,
} from '@klubb/contracts';

import { SEED_PASSWORD } from '../src/db/seed/members';

import { ANNA, mintTestToken, signInWithPassword, TENANT_A } from './helpers/identity';
import { anonymous, asMember, withToken } from './helpers/member';
import { BRAND_A_URL, BRAND_B_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const ERIK = 'seed-klubb-erik';
const NORA = 'seed-klubb-nora';

describe.each(testTargets())('the member record on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  it('answers the current member, and only to their own brand', async () => {
    const response = await (await asMember(t, ANNA.uid))('GET', API_PATHS.getUser);
    expect(response.statusCode).toBe(200);
    expect(currentUserSchema.strict().parse(response.json())).toMatchObject({
      id: ANNA.uid,
      firstName: 'Anna',
      brandRoleId: 'klubb-role-member',
      completedOnboarding: true,
      legacyId: 100231,
    });
    const elsewhere = await asMember(t, ANNA.uid, { appUrl: BRAND_B_URL });
    expect(errorOf(await elsewhere('GET', API_PATHS.getUser)).code).toBe(
      ERROR_CODES.tokenWrongTenant,
    );
    expect(errorOf(await anonymous(t)('GET', API_PATHS.getUser)).code).toBe(
      ERROR_CODES.tokenMissing,
    );
  });

  it('answers a member whose set-up is not done, with completedOnboarding false', async () => {
    const response = await (await asMember(t, 'seed-klubb-nora'))('GET', API_PATHS.getUser);
    expect(response.json()).toMatchObject({ completedOnboarding: false, firstName: '' });
  });

  it('tells an incomplete registration from an account of another partner', async () => {
    const noRole = await asMember(t, 'seed-klubb-ingen-roll');
    expect(errorOf(await noRole('GET', API_PATHS.getUser))).toMatchObject({
      status: 403,
      code: ERROR_CODES.registrationIncomplete,
    });
    const other = await asMember(t, 'seed-klubb-annan-partner');
    expect(errorOf(await other('GET', API_PATHS.getUser))).toMatchObject({
      status: 403,
      code: ERROR_CODES.otherPartner,
    });
    // An account made at the identity provider alone has no record with the product.
    await t.database.sql.exec(
      `INSERT INTO auth_users (local_id, tenant_id, email, valid_since)
       VALUES ('only-identity', '${TENANT_A}', 'only.identity@example.com', 0)`,
    );
    const onlyIdentity = withToken(t, await mintTestToken(t.database, { uid: 'only-identity' }));
    expect(errorOf(await onlyIdentity('GET', API_PATHS.getUser)).code).toBe(
      ERROR_CODES.registrationIncomplete,
    );
  });

  it('registers in ssn mode with a temporary password to sign in with', async () => {
    const create = (body: object) => anonymous(t)('POST', API_PATHS.createUser, body);
    const response = await create({ email: 'Ny.Medlem@Example.com', ssn: '199001011239' });
    expect(response.statusCode).toBe(201);
    const { user, tempPassword } = createUserResponseSchema.parse(response.json());
    expect(user).toMatchObject({ email: 'ny.medlem@example.com', ssn: '199001011239' });
    expect(user).toMatchObject({ completedOnboarding: false, brandRoleId: 'klubb-role-member' });
    expect(passwordProblems(tempPassword ?? '')).toEqual([]);
    const session = await signInWithPassword(t, 'ny.medlem@example.com', TENANT_A, tempPassword);
    expect(session.localId).toBe(user.id);

    // One account per number in a brand, typed or proven (ADR 017): a second typed registration
    // of it is refused; BankID's proof takes a typed number over (test/ssn-link.test.ts).
    expect(
      errorOf(await create({ email: 'other@example.com', ssn: '199001011239' })),
    ).toMatchObject({ status: 409, code: ERROR_CODES.ssnAlreadyExists });
    for (const ssn of ['199001011238', '199002301234', '19900101123', 'abcdefghijkl', undefined]) {
      const bad = errorOf(await create({ email: 'x@example.com', ssn }));
      expect(bad).toMatchObject({ status: 400, code: ERROR_CODES.ssnNotFound });
    }
    expect(errorOf(await create({ email: ANNA.email, ssn: '198001012387' })).code).toBe(
      ERROR_CODES.emailAlreadyExists,
    );
    expect(errorOf(await create({ email: 'nope', ssn: '198001012387' })).code).toBe(
      ERROR_CODES.emailInvalid,
    );
    expect(errorOf(await create({ ssn: '198001012387' })).code).toBe(ERROR_CODES.emailMissing);
    expect(
      errorOf(await create({ email: 'b@example.com', ssn: '198001012387', brandId: 'klubb-norge' }))
        .code,
    ).toBe(ERROR_CODES.brandMismatch);
  });

  it('registers without ssn (brand B) with name, address and phone checked', async () => {
    const create = (body: object) => anonymous(t, BRAND_B_URL)('POST', API_PATHS.createUser, body);
    const valid = {
      email: 'per@example.no',
      firstName: 'Per',
      lastName: 'Hansen',
      phoneNumber: '+4790000000',
      careOf: '',
      street: 'Storgata 1',
      zipCode: '0155',
      city: 'Oslo',
      password: 'Fjell2026x',
    };
    for (const [change, code] of [
      [{ firstName: ' ' }, ERROR_CODES.firstNameMissing],
      [{ lastName: undefined }, ERROR_CODES.lastNameMissing],
      [{ phoneNumber: '' }, ERROR_CODES.phoneNumberMissing],
      [{ phoneNumber: '+0123' }, ERROR_CODES.phoneNumberInvalid],
      [{ street: '' }, ERROR_CODES.streetMissing],
      [{ zipCode: '' }, ERROR_CODES.zipCodeMissing],
      [{ city: '' }, ERROR_CODES.cityMissing],
      [{ password: 'password' }, ERROR_CODES.passwordRule],
    ] as const) {
      expect(errorOf(await create({ ...valid, ...change })).code).toBe(code);
    }
    const response = await create(valid);
    expect(response.statusCode).toBe(201);
    expect(response.json().tempPassword).toBeUndefined();
    expect(response.json().user).toMatchObject({
      firstName: 'Per',
      brandRoleId: 'norge-role-member',
      addressList: [{ careOf: '', street: 'Storgata 1', zipCode: '0155', city: 'Oslo' }],
    });
    // Issue 32 item 5: a Norwegian brand's local numbers are +47 (8 digits), not +46.
    const local = await create({ ...valid, email: 'liv@example.no', phoneNumber: '412 34 567' });
    expect(local.json().user.phoneNumber).toBe('+4741234567');
    const swedishLocal = { ...valid, email: 'kari@example.no', phoneNumber: '041234567' };
    expect(errorOf(await create(swedishLocal)).code).toBe(ERROR_CODES.phoneNumberInvalid);
  });

  it('refuses bodies of the wrong shape without a 500', async () => {
    const call = anonymous(t);
    for (const payload of [[], { email: 5 }, { email: 'x'.repeat(10_000) }, { ssn: {} }]) {
      expect(errorOf(await call('POST', API_PATHS.createUser, payload)).status).toBe(400);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: API_PATHS.createUser,
      headers: { 'x-app-url': BRAND_A_URL, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(errorOf(broken).code).toBe(ERROR_CODES.badRequest);
  });

  describe('profile, set-up and password reset', () => {
    const nowS = () => Math.floor(Date.now() / 1000);

    it('changes only the fields sent, each checked with its own code', async () => {
      const call = await asMember(t, ANNA.uid);
      const response = await call('PUT', API_PATHS.updateUser, {
        firstName: ' Annie ',
        phoneNumber: '070-765 43 21',
        addressList: [{ street: 'Nygatan 1', zipCode: '11122', city: 'Stockholm' }],
        company: { name: 'Andersson AB', address: null },
        pushNotificationToken: 'fcm-token-1',
      });
      expect(response.json()).toMatchObject({
        firstName: 'Annie',
        lastName: 'Andersson',
        phoneNumber: '+46707654321',
        addressList: [{ careOf: '', street: 'Nygatan 1' }],
        company: { name: 'Andersson AB' },
        pushNotificationToken: 'fcm-token-1',
      });
      for (const [body, code] of [
        [{ firstName: '' }, ERROR_CODES.firstNameMissing],
        [{ lastName: '  ' }, ERROR_CODES.lastNameMissing],
        [{ phoneNumber: '' }, ERROR_CODES.phoneNumberMissing],
        [{ phoneNumber: '12345' }, ERROR_CODES.phoneNumberInvalid],
        [{ addressList: [{ street: '', zipCode: '1', city: 'x' }] }, ERROR_CODES.streetMissing],
        [{ addressList: [{ street: 'a', zipCode: '', city: 'x' }] }, ERROR_CODES.zipCodeMissing],
        [{ addressList: [{ street: 'a', zipCode: '1', city: '' }] }, ERROR_CODES.cityMissing],
        [{ email: 'new@example.com' }, ERROR_CODES.updateEmailRequiresCurrentPassword],
        [{ password: 'Nytt2026lo' }, ERROR_CODES.updatePasswordRequiresCurrentPassword],
        [{ password: 'weak', currentPassword: SEED_PASSWORD }, ERROR_CODES.passwordRule],
        [{ email: 'nope', currentPassword: SEED_PASSWORD }, ERROR_CODES.emailInvalid],
      ] as const) {
        expect(errorOf(await call('PUT', API_PATHS.updateUser, body)).code).toBe(code);
      }
      const wrong = await call('PUT', API_PATHS.updateUser, {
        email: 'new@example.com',
        currentPassword: 'Wrong2026x',
      });
      expect(errorOf(wrong).code).toBe(ERROR_CODES.invalidPassword);
      const taken = await call('PUT', API_PATHS.updateUser, {
        email: 'erik@klubb.example',
        currentPassword: SEED_PASSWORD,
      });
      expect(errorOf(taken)).toMatchObject({ status: 409, code: ERROR_CODES.emailAlreadyExists });
    });

    it('changes the password with the current one, which signs the member out elsewhere', async () => {
      const call = await asMember(t, ERIK, { authTime: nowS() - 60 });
      const response = await call('PUT', API_PATHS.updateUser, {
        password: 'Nytt2026lo',
        currentPassword: SEED_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(errorOf(await call('GET', API_PATHS.getUser)).code).toBe(ERROR_CODES.tokenRevoked);
      await signInWithPassword(t, 'erik@klubb.example', TENANT_A, 'Nytt2026lo');
    });

    it('completes set-up with name, phone, password and a valid bank-card code, once', async () => {
      const call = await asMember(t, NORA, { authTime: nowS() - 60 });
      const valid = {
        firstName: 'Nora',
        lastName: 'Nilsson',
        phoneNumber: '0701112299',
        password: 'Start2026x',
        referralCode: '521358',
      };
      const setUp = (body: object) => call('POST', API_PATHS.completeOnboarding, body);
      expect(errorOf(await setUp({ ...valid, firstName: undefined })).code).toBe(
        ERROR_CODES.firstNameMissing,
      );
      expect(errorOf(await setUp({ ...valid, phoneNumber: undefined })).code).toBe(
        ERROR_CODES.phoneNumberMissing,
      );
      expect(errorOf(await setUp({ ...valid, password: undefined })).code).toBe(
        ERROR_CODES.passwordMissing,
      );
      expect(errorOf(await setUp({ ...valid, referralCode: '123456' })).code).toBe(
        ERROR_CODES.referralCodeInvalid,
      );
      const done = await setUp(valid);
      expect(done.json()).toMatchObject({
        completedOnboarding: true,
        phoneNumber: '+46701112299',
        brandRoleId: 'klubb-role-platinum',
      });
      // The temporary session ended with the new password; a fresh sign-in reads the role.
      // A sign-in after the change is of the second after it at the earliest (validSince).
      const again = await asMember(t, NORA, { authTime: Math.floor(Date.now() / 1000) + 1 });
      expect((await again('GET', API_PATHS.getBrandRole)).json()).toEqual({
        id: 'klubb-role-platinum',
        name: 'Platinumkort',
      });
      expect(errorOf(await again('POST', API_PATHS.completeOnboarding, valid)).code).toBe(
        ERROR_CODES.onboardingCompleted,
      );
    });

    // Issue 32: brand B's member chose a password at registration; set-up asked for it again.
    it('completes a set-up without a password where the member chose one at registration', async () => {
      const kari = await asMember(t, 'seed-norge-kari', { authTime: nowS() - 60 });
      const setUp = (body: object) => kari('POST', API_PATHS.completeOnboarding, body);
      const details = { firstName: 'Kari', lastName: 'Nordmann', phoneNumber: '912 34 567' };
      expect(errorOf(await setUp({ ...details, password: 'kort' })).code).toBe(
        ERROR_CODES.passwordRule,
      );
      const done = await setUp({ ...details, referralCode: '300400' });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({
        completedOnboarding: true,
        firstName: 'Kari',
        phoneNumber: '+4791234567',
        brandRoleId: 'norge-role-gold',
      });
      // No credentials changed: the session the member has goes on.
      expect((await kari('GET', API_PATHS.getUser)).statusCode).toBe(200);
    });

    it('e-mails a reset link to the app, resets once, and refuses used or expired links', async () => {
      const call = anonymous(t);
      const unknown = await call('POST', API_PATHS.passwordReset, {
        email: 'nobody@klubb.example',
        appUrl: BRAND_A_URL,
      });
      expect(errorOf(unknown)).toMatchObject({
        status: 404,
        code: ERROR_CODES.passwordResetUserNotFound,
      });
      const foreignApp = await call('POST', API_PATHS.passwordReset, {
        email: ANNA.email,
        appUrl: 'https://evil.example',
      });
      expect(errorOf(foreignApp).code).toBe(ERROR_CODES.unknownBrand);
      const sent = await call('POST', API_PATHS.passwordReset, {
        email: ANNA.email.toUpperCase(),
        appUrl: `${BRAND_A_URL}/forgotpassword`,
      });
      expect(sent.statusCode).toBe(204);
      const [mail] = (
        await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${ANNA.email}` })
      ).json().mails;
      expect(mail.link).toBe(`${BRAND_A_URL}/password_reset/${mail.code}`);

      const update = (body: object) => call('PUT', API_PATHS.passwordUpdate, body);
      const check = (verificationId: unknown) =>
        call('POST', API_PATHS.checkPasswordReset, { verificationId });
      // The page asks when it opens: a working link answers 204 and stays usable.
      expect((await check(mail.code)).statusCode).toBe(204);
      expect((await check(mail.code)).statusCode).toBe(204);
      expect(errorOf(await check('no-such-token'))).toMatchObject({
        status: 400,
        code: ERROR_CODES.passwordResetTokenExpired,
      });
      expect(errorOf(await check(42)).status).toBe(400);
      expect(errorOf(await update({ verificationId: mail.code, password: 'weak' })).code).toBe(
        ERROR_CODES.passwordRule,
      );
      expect((await update({ verificationId: mail.code, password: 'Glad2026xy' })).statusCode).toBe(
        204,
      );
      expect(
        errorOf(await update({ verificationId: mail.code, password: 'Glad2026xz' })),
      ).toMatchObject({ status: 400, code: ERROR_CODES.passwordResetTokenExpired });
      // A used link is expired for the check too.
      expect(errorOf(await check(mail.code)).code).toBe(ERROR_CODES.passwordResetTokenExpired);
      await call('POST', API_PATHS.passwordReset, { email: ANNA.email, appUrl: BRAND_A_URL });
      await t.database.sql.exec(
        "UPDATE password_reset_tokens SET expires_at = now() - interval '1 s'",
      );
      const [late] = (
        await t.app.inject({ method: 'GET', url: `/dev/outbox?to=${ANNA.email}` })
      ).json().mails;
      expect(
        errorOf(await update({ verificationId: late.code, password: 'Glad2026xz' })).code,
      ).toBe(ERROR_CODES.passwordResetTokenExpired);
      expect(errorOf(await check(late.code)).code).toBe(ERROR_CODES.passwordResetTokenExpired);
    });

    it('deletes the account: the record and the sign-in are gone', async () => {
      const call = await asMember(t, 'seed-klubb-annan-partner');
      expect((await call('DELETE', API_PATHS.deleteUser)).statusCode).toBe(204);
      expect(errorOf(await call('GET', API_PATHS.getUser)).code).toBe(
        ERROR_CODES.tokenUserNotFound,
      );
      const rows = await t.database.sql.query(
        "SELECT 1 FROM users WHERE id = 'seed-klubb-annan-partner'",
      );
      expect(rows).toEqual([]);
    });
  });
});
