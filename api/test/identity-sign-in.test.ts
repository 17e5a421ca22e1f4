import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';

import {
  IDENTITY_PATHS,
  signInWithPasswordResponseSchema,
  signUpResponseSchema,
} from '@klubb/contracts';

import { SEED_PASSWORD } from '../src/db/seed/members';
import { MAX_FAILED_SIGN_INS } from '../src/identity/account-store';

import {
  ANNA,
  callIdentity,
  identityErrorOf,
  identityUrl,
  PROJECT_ID,
  TENANT_A,
  TENANT_B,
} from './helpers/identity';
import { createTestApp, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const JWKS_URL =
  '/www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

describe.each(testTargets())('identity stand-in: sign-up and sign-in on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const signUp = (body: object) => callIdentity(t, IDENTITY_PATHS.signUp, body);
  const signIn = (body: object) => callIdentity(t, IDENTITY_PATHS.signInWithPassword, body);

  it('signs up in a tenant and answers an RS256 ID token with the real claims', async () => {
    const response = await signUp({
      email: 'New.Member@Example.com',
      password: 'Sommar2026',
      tenantId: TENANT_A,
      returnSecureToken: true,
    });
    expect(response.statusCode).toBe(200);
    const body = signUpResponseSchema.strict().parse(response.json());
    expect(body).toMatchObject({ email: 'new.member@example.com', expiresIn: '3600' });

    const jwks = (await t.app.inject({ method: 'GET', url: JWKS_URL })).json();
    expect(decodeProtectedHeader(body.idToken)).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    expect(jwks.keys.map((key: { kid: string }) => key.kid)).toContain(
      decodeProtectedHeader(body.idToken).kid,
    );
    const { payload } = await jwtVerify(body.idToken, createLocalJWKSet(jwks), {
      issuer: `https://securetoken.google.com/${PROJECT_ID}`,
      audience: PROJECT_ID,
      algorithms: ['RS256'],
    });
    expect(payload).toMatchObject({
      sub: body.localId,
      user_id: body.localId,
      email: 'new.member@example.com',
      firebase: { tenant: TENANT_A, sign_in_provider: 'password' },
    });
    expect(payload.exp).toBe((payload.iat as number) + 3600);
    expect(payload.auth_time).toBe(payload.iat);

    const again = await signUp({
      email: 'new.member@EXAMPLE.com',
      password: 'Sommar2026',
      tenantId: TENANT_A,
    });
    expect(identityErrorOf(again)).toBe('EMAIL_EXISTS');
  });

  it.each([
    [{ password: 'Sommar2026' }, 'MISSING_EMAIL'],
    [{ email: 'not-an-email', password: 'Sommar2026' }, 'INVALID_EMAIL'],
    [{ email: 'a@example.com' }, 'MISSING_PASSWORD'],
    [
      { email: 'a@example.com', password: 'Sommar2026', tenantId: 'no-such-tenant' },
      'INVALID_TENANT_ID',
    ],
  ])('refuses the sign-up %j with %s', async (body, code) => {
    expect(identityErrorOf(await signUp({ tenantId: TENANT_A, ...body }))).toBe(code);
  });

  it('refuses a password that breaks the rule, listing what is missing', async () => {
    const message = identityErrorOf(
      await signUp({ email: 'weak@example.com', password: 'short', tenantId: TENANT_A }),
    );
    const [code, detail] = message.split(' : ');
    expect(code).toBe('PASSWORD_DOES_NOT_MEET_REQUIREMENTS');
    expect(detail).toMatch(/^Missing password requirements: \[.*8 and 30 characters.*upper case/);
  });

  it('signs a seeded member in, and answers unknown e-mail and wrong password alike', async () => {
    const response = await signIn({
      email: ANNA.email,
      password: SEED_PASSWORD,
      tenantId: TENANT_A,
    });
    expect(response.statusCode).toBe(200);
    expect(signInWithPasswordResponseSchema.strict().parse(response.json())).toMatchObject({
      localId: ANNA.uid,
      registered: true,
    });
    const [unknown, wrongTenant] = await Promise.all([
      signIn({ email: 'nobody@klubb.example', password: SEED_PASSWORD, tenantId: TENANT_A }),
      signIn({ email: ANNA.email, password: SEED_PASSWORD, tenantId: TENANT_B }),
    ]);
    expect(identityErrorOf(unknown)).toBe('INVALID_LOGIN_CREDENTIALS');
    expect(identityErrorOf(wrongTenant)).toBe('INVALID_LOGIN_CREDENTIALS');
    expect(unknown.body).toBe(wrongTenant.body);
  });

  it('locks an account after repeated wrong passwords, even against the right one', async () => {
    const email = 'erik@klubb.example';
    // One after the other: more than the hash queue holds at once would be refused before counting.
    const attempts = [];
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt += 1) {
      attempts.push(await signIn({ email, password: `Wrong${attempt}pass`, tenantId: TENANT_A }));
    }
    for (const wrong of attempts) expect(identityErrorOf(wrong)).toBe('INVALID_LOGIN_CREDENTIALS');
    const locked = await signIn({ email, password: SEED_PASSWORD, tenantId: TENANT_A });
    expect(identityErrorOf(locked)).toMatch(
      /^TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account/,
    );
  });

  it('answers the API-key, JSON and type errors in Google’s shape', async () => {
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/identitytoolkit.googleapis.com${IDENTITY_PATHS.signInWithPassword}`,
      payload: {},
    });
    expect(noKey.statusCode).toBe(403);
    expect(noKey.json()).toMatchObject({ error: { status: 'PERMISSION_DENIED' } });
    const broken = await t.app.inject({
      method: 'POST',
      url: identityUrl(IDENTITY_PATHS.signUp),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(identityErrorOf(broken)).toMatch(/^Invalid JSON payload received/);
    const wrongType = await signUp({ email: 5, password: ['x'] });
    expect(wrongType.json()).toMatchObject({ error: { code: 400, status: 'INVALID_ARGUMENT' } });
    const huge = await signIn({ email: `${'a'.repeat(5000)}@example.com`, password: 'x' });
    expect(huge.statusCode).toBe(400);
    const unknownPath = await t.app.inject({
      method: 'POST',
      url: identityUrl('/v1/accounts:nothing'),
    });
    expect(identityErrorOf(unknownPath)).toBe('NOT_FOUND');
  });
});
