import { SignJWT, UnsecuredJWT } from 'jose';

import { IDENTITY_PATHS, lookupResponseSchema, secureTokenResponseSchema } from '@klubb/contracts';

import { loadKeyRing } from '../src/identity/signing-keys';
import { CUSTOM_TOKEN_AUDIENCE } from '../src/identity/stand-in';

import {
  ANNA,
  callIdentity,
  identityErrorOf,
  identityUrl,
  mintTestToken,
  OLA,
  secureTokenUrl,
  signInWithPassword,
  TENANT_A,
  TENANT_B,
} from './helpers/identity';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

describe.each(testTargets())('identity stand-in: accounts on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const call = (path: string, body: object) => callIdentity(t, path, body);
  const nowS = () => Math.floor(Date.now() / 1000);

  it('looks an account up by its ID token, taking the tenant from the token', async () => {
    const idToken = await mintTestToken(t.database, { uid: ANNA.uid, email: ANNA.email });
    const response = await call(IDENTITY_PATHS.lookup, { idToken });
    expect(response.statusCode).toBe(200);
    const [user] = lookupResponseSchema.parse(response.json()).users;
    expect(user).toMatchObject({
      localId: ANNA.uid,
      email: ANNA.email,
      tenantId: TENANT_A,
      passwordHash: 'UkVEQUNURUQ=',
      providerUserInfo: [{ providerId: 'password', email: ANNA.email }],
    });
    const mismatch = await call(IDENTITY_PATHS.lookup, { idToken, tenantId: TENANT_B });
    expect(identityErrorOf(mismatch)).toBe('TENANT_ID_MISMATCH');
    expect(identityErrorOf(await call(IDENTITY_PATHS.lookup, {}))).toBe('MISSING_ID_TOKEN');
    expect(identityErrorOf(await call(IDENTITY_PATHS.lookup, { idToken: 'a.b.c' }))).toBe(
      'INVALID_ID_TOKEN',
    );
    // A token of an account that the token's tenant does not hold.
    const foreign = await mintTestToken(t.database, { uid: OLA.uid, tenantId: TENANT_A });
    expect(identityErrorOf(await call(IDENTITY_PATHS.lookup, { idToken: foreign }))).toBe(
      'USER_NOT_FOUND',
    );
  });

  it('updates the display name without a recent sign-in, but not the password', async () => {
    const old = await mintTestToken(t.database, { uid: ANNA.uid, authTime: nowS() - 600 });
    const named = await call(IDENTITY_PATHS.update, { idToken: old, displayName: 'Anna A' });
    expect(named.json()).toMatchObject({ localId: ANNA.uid, displayName: 'Anna A' });
    expect(named.json().idToken).toBeUndefined();
    const password = await call(IDENTITY_PATHS.update, { idToken: old, password: 'Nytt2026lo' });
    expect(identityErrorOf(password)).toBe('CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
  });

  it('changes the password, answers new tokens and revokes the sessions before it', async () => {
    const before = await signInWithPassword(t, OLA.email, TENANT_B);
    // Google counts in whole seconds: date that session back so the change comes after it.
    await t.database.sql.exec('UPDATE auth_refresh_tokens SET auth_time = auth_time - 5');
    // Signed in a second earlier, so the change (whole seconds, as Google counts) comes after it.
    const idToken = await mintTestToken(t.database, {
      uid: OLA.uid,
      tenantId: TENANT_B,
      authTime: nowS() - 2,
    });
    const changed = await call(IDENTITY_PATHS.update, { idToken, password: 'Vinter2027x' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ localId: OLA.uid, expiresIn: '3600' });
    expect(identityErrorOf(await call(IDENTITY_PATHS.lookup, { idToken }))).toBe('TOKEN_EXPIRED');
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/securetoken.googleapis.com/v1/token?key=k',
      payload: { grant_type: 'refresh_token', refresh_token: before.refreshToken },
    });
    expect(identityErrorOf(refresh)).toBe('TOKEN_EXPIRED');
    const fresh = await call(IDENTITY_PATHS.lookup, { idToken: changed.json().idToken });
    expect(fresh.statusCode).toBe(200);
  });

  it('deletes an account after a recent sign-in; its tokens then find no user', async () => {
    const uid = 'seed-klubb-ingen-roll';
    const old = await mintTestToken(t.database, { uid, authTime: nowS() - 900 });
    expect(identityErrorOf(await call(IDENTITY_PATHS.delete, { idToken: old }))).toBe(
      'CREDENTIAL_TOO_OLD_LOGIN_AGAIN',
    );
    const idToken = await mintTestToken(t.database, { uid });
    const deleted = await call(IDENTITY_PATHS.delete, { idToken });
    expect(deleted.json()).toEqual({ kind: 'identitytoolkit#DeleteAccountResponse' });
    expect(identityErrorOf(await call(IDENTITY_PATHS.lookup, { idToken }))).toBe('USER_NOT_FOUND');
  });

  it('e-mails a reset code, checks it, resets once, and refuses expired and used codes', async () => {
    const send = (email: string) =>
      call(IDENTITY_PATHS.sendOobCode, {
        requestType: 'PASSWORD_RESET',
        email,
        tenantId: TENANT_A,
      });
    expect((await send('nobody@klubb.example')).json()).toMatchObject({
      email: 'nobody@klubb.example',
    });
    expect((await send('nora@klubb.example')).statusCode).toBe(200);
    const codes = (
      await t.app.inject({ method: 'GET', url: '/emulator/v1/projects/klubb-local/oobCodes' })
    ).json().oobCodes;
    expect(codes.map((code: { email: string }) => code.email)).toEqual(['nora@klubb.example']);
    const { oobCode } = codes[0];
    const check = await call(IDENTITY_PATHS.resetPassword, { oobCode });
    expect(check.json()).toEqual({
      kind: 'identitytoolkit#ResetPasswordResponse',
      email: 'nora@klubb.example',
      requestType: 'PASSWORD_RESET',
    });
    const weak = await call(IDENTITY_PATHS.resetPassword, { oobCode, newPassword: 'weak' });
    expect(identityErrorOf(weak)).toMatch(/^PASSWORD_DOES_NOT_MEET_REQUIREMENTS/);
    const reset = await call(IDENTITY_PATHS.resetPassword, { oobCode, newPassword: 'Hemligt2026' });
    expect(reset.statusCode).toBe(200);
    const reused = await call(IDENTITY_PATHS.resetPassword, {
      oobCode,
      newPassword: 'Hemligt2027',
    });
    expect(identityErrorOf(reused)).toBe('INVALID_OOB_CODE');

    await send('nora@klubb.example');
    await t.database.sql.exec("UPDATE auth_oob_codes SET expires_at = now() - interval '1 second'");
    const latest = t.app.inject({
      method: 'GET',
      url: '/emulator/v1/projects/klubb-local/oobCodes',
    });
    const expired = (await latest).json().oobCodes[0].oobCode;
    expect(identityErrorOf(await call(IDENTITY_PATHS.resetPassword, { oobCode: expired }))).toBe(
      'EXPIRED_OOB_CODE',
    );
    expect(identityErrorOf(await call(IDENTITY_PATHS.resetPassword, {}))).toBe('MISSING_OOB_CODE');
    const other = await call(IDENTITY_PATHS.sendOobCode, {
      requestType: 'VERIFY_EMAIL',
      email: 'a@b.se',
    });
    expect(identityErrorOf(other)).toBe('INVALID_REQ_TYPE');
  });

  describe('identity stand-in: tokens', () => {
    const refresh = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: secureTokenUrl(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });

    it('refreshes form-encoded, answers snake_case, and refuses a revoked refresh token', async () => {
      const session = await signInWithPassword(t, ANNA.email);
      const response = await refresh(
        `grant_type=refresh_token&refresh_token=${session.refreshToken}`,
      );
      expect(response.statusCode).toBe(200);
      expect(secureTokenResponseSchema.strict().parse(response.json())).toMatchObject({
        user_id: ANNA.uid,
        expires_in: '3600',
        refresh_token: session.refreshToken,
        project_id: '100000000001',
      });
      const lookup = await callIdentity(t, IDENTITY_PATHS.lookup, {
        idToken: response.json().id_token,
      });
      expect(lookup.statusCode).toBe(200);

      const revoke = await callIdentity(t, IDENTITY_PATHS.revokeToken, {
        idToken: session.idToken,
        providerId: 'password',
        tokenType: 'REFRESH_TOKEN',
        token: session.refreshToken,
      });
      expect(revoke.json()).toEqual({});
      const again = await refresh(`grant_type=refresh_token&refresh_token=${session.refreshToken}`);
      expect(identityErrorOf(again)).toBe('TOKEN_EXPIRED');
      expect(again.json().error.status).toBe('INVALID_ARGUMENT');
    });

    it.each([
      ['refresh_token=x', 'MISSING_GRANT_TYPE'],
      ['grant_type=password&refresh_token=x', 'INVALID_GRANT_TYPE'],
      ['grant_type=refresh_token', 'MISSING_REFRESH_TOKEN'],
      ['grant_type=refresh_token&refresh_token=AMf-never-issued', 'INVALID_REFRESH_TOKEN'],
    ])('refuses the refresh %s with %s', async (payload, code) => {
      expect(identityErrorOf(await refresh(payload))).toBe(code);
    });

    it('signs in with a custom token of the right tenant, creating the account once', async () => {
      const keys = await loadKeyRing(t.database.orm);
      const mint = (claims: object) =>
        new SignJWT({ uid: 'bankid-199908072391', tenant_id: TENANT_A, ...claims })
          .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
          .setIssuer('firebase-adminsdk@klubb-local.iam.gserviceaccount.com')
          .setAudience(CUSTOM_TOKEN_AUDIENCE)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(keys.customToken.privateKey);
      const exchange = (token: string, tenantId = TENANT_A) =>
        callIdentity(t, IDENTITY_PATHS.signInWithCustomToken, { token, tenantId });
      const first = await exchange(await mint({}));
      expect(first.json()).toMatchObject({ isNewUser: true, expiresIn: '3600' });
      const second = await exchange(await mint({}));
      expect(second.json()).toMatchObject({ isNewUser: false });
      expect(identityErrorOf(await exchange(await mint({}), TENANT_B))).toBe('TENANT_ID_MISMATCH');
      const unsigned = new UnsecuredJWT({ uid: 'x', tenant_id: TENANT_A })
        .setAudience(CUSTOM_TOKEN_AUDIENCE)
        .setIssuedAt()
        .encode();
      expect(identityErrorOf(await exchange(unsigned))).toBe('INVALID_CUSTOM_TOKEN');
      const otherAudience = await new SignJWT({ uid: 'x', tenant_id: TENANT_A })
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuer('firebase-adminsdk@klubb-local.iam.gserviceaccount.com')
        .setAudience('https://example.com/other')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(keys.customToken.privateKey);
      expect(identityErrorOf(await exchange(otherAudience))).toBe('CREDENTIAL_MISMATCH');
      expect(identityErrorOf(await exchange(''))).toBe('MISSING_CUSTOM_TOKEN');
    });

    it('answers recaptchaConfig with every provider off, and the password policy', async () => {
      const recaptcha = await t.app.inject({
        method: 'GET',
        url: `${identityUrl(IDENTITY_PATHS.recaptchaConfig)}&clientType=CLIENT_TYPE_WEB&version=RECAPTCHA_ENTERPRISE&tenantId=${TENANT_A}`,
      });
      expect(recaptcha.json()).toMatchObject({
        recaptchaKey: 'projects/klubb-local/keys/dev-site-key',
        recaptchaEnforcementState: [
          { provider: 'EMAIL_PASSWORD_PROVIDER', enforcementState: 'OFF' },
          { provider: 'PHONE_PROVIDER', enforcementState: 'OFF' },
        ],
      });
      const policy = await t.app.inject({
        method: 'GET',
        url: identityUrl(IDENTITY_PATHS.passwordPolicy),
      });
      expect(policy.json().customStrengthOptions).toMatchObject({
        minPasswordLength: 8,
        maxPasswordLength: 30,
      });
    });

    it('refuses ID tokens that are unsigned, expired or signed for another purpose', async () => {
      const lookup = (idToken: string) => callIdentity(t, IDENTITY_PATHS.lookup, { idToken });
      const unsigned = new UnsecuredJWT({ user_id: ANNA.uid, firebase: { tenant: TENANT_A } })
        .setSubject(ANNA.uid)
        .setIssuer('https://securetoken.google.com/klubb-local')
        .setAudience('klubb-local')
        .setIssuedAt()
        .setExpirationTime('1h')
        .encode();
      expect(identityErrorOf(await lookup(unsigned))).toBe('INVALID_ID_TOKEN');
      const hourAgo = Math.floor(Date.now() / 1000) - 3700;
      const expired = await mintTestToken(t.database, { uid: ANNA.uid }, hourAgo);
      expect(identityErrorOf(await lookup(expired))).toBe('TOKEN_EXPIRED');
      const keys = await loadKeyRing(t.database.orm);
      const wrongKey = await new SignJWT({ auth_time: 1, firebase: { tenant: TENANT_A } })
        .setProtectedHeader({ alg: 'RS256', kid: keys.idToken.kid })
        .setSubject(ANNA.uid)
        .setIssuer('https://securetoken.google.com/klubb-local')
        .setAudience('klubb-local')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(keys.customToken.privateKey);
      expect(identityErrorOf(await lookup(wrongKey))).toBe('INVALID_ID_TOKEN');
    });
  });
});
