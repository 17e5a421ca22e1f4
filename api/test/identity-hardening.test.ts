import {
  API_PATHS,
  APP_URL_HEADER,
  BANKID_TEST_PATHS,
  ERROR_CODES,
  IDENTITY_PATHS,
} from '@klubb/contracts';

import { buildApp, STAND_IN_IN_PRODUCTION } from '../src/app';
import { loadConfig } from '../src/config';
import { REGISTRATION_TAKEN_LIMIT } from '../src/services/users/registration-throttle';

import { callIdentity, identityErrorOf, TENANT_A, type SignedIn } from './helpers/identity';
import { BRAND_A_URL, createTestApp, errorOf, PUBLIC_URL, type TestApp } from './helpers/test-app';
import { openSeededDatabase, testTargets } from './helpers/test-database';

describe.each(testTargets())('identity hardening on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const register = (body: object, client = '10.1.0.1') =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.createUser,
      payload: body,
      headers: { [APP_URL_HEADER]: BRAND_A_URL },
      remoteAddress: client,
    });

  it('an account squatted with accounts:signUp does not keep the address from its owner', async () => {
    const email = 'squatted@example.com';
    const squat = await callIdentity(t, IDENTITY_PATHS.signUp, {
      email,
      password: 'Squatter1x',
      tenantId: TENANT_A,
    });
    expect(squat.statusCode).toBe(200);
    const squatter = squat.json<SignedIn>();

    const owner = await register({ email, ssn: '199001011239' });
    expect(owner.statusCode).toBe(201);
    // The squatter's account and its sessions are gone.
    const lookup = await callIdentity(t, IDENTITY_PATHS.lookup, { idToken: squatter.idToken });
    expect(identityErrorOf(lookup)).toBe('USER_NOT_FOUND');
    // A member's own account is never taken over.
    const twice = await register({ email, ssn: '198112189876' });
    expect(errorOf(twice)).toMatchObject({ status: 409, code: ERROR_CODES.emailAlreadyExists });
  });

  it('throttles "already registered" answers per client address', async () => {
    const client = '10.1.0.2';
    for (let i = 0; i < REGISTRATION_TAKEN_LIMIT.max; i += 1) {
      const taken = await register({ email: 'anna@klubb.example', ssn: '198112189876' }, client);
      expect(errorOf(taken).status).toBe(409);
    }
    // Past the limit nothing is told, taken or free.
    const more = await register({ email: 'anna@klubb.example', ssn: '198112189876' }, client);
    expect(errorOf(more)).toMatchObject({ status: 429, code: ERROR_CODES.rateLimited });
    const free = await register({ email: 'free@example.com', ssn: '198112189876' }, client);
    expect(errorOf(free).status).toBe(429);
  });

  it('refuses a reset link that continues outside the brand’s app URLs', async () => {
    const ask = (continueUrl: string) =>
      callIdentity(t, IDENTITY_PATHS.sendOobCode, {
        requestType: 'PASSWORD_RESET',
        email: 'nora@klubb.example',
        tenantId: TENANT_A,
        continueUrl,
      });
    expect((await ask(`${BRAND_A_URL}/reset`)).statusCode).toBe(200);
    expect(identityErrorOf(await ask('https://evil.example/phish'))).toMatch(
      /^UNAUTHORIZED_DOMAIN/,
    );
    // Brand B's app URL is not brand A's tenant's domain.
    expect(identityErrorOf(await ask('http://nordic.localhost:3000/'))).toMatch(
      /^UNAUTHORIZED_DOMAIN/,
    );
    expect(identityErrorOf(await ask('javascript:alert(1)'))).toMatch(/^UNAUTHORIZED_DOMAIN/);
    expect(identityErrorOf(await ask('not a url'))).toBe('INVALID_CONTINUE_URI');
  });
});

describe('behind a proxy (TRUST_PROXY)', () => {
  it('counts the forwarded client address, not the proxy’s', async () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const database = await openSeededDatabase('pglite');
    const app = await buildApp({
      config: {
        publicUrl: PUBLIC_URL,
        production: false,
        brandCacheTtlMs: 30_000,
        trustProxy: true,
      },
      database,
    });
    const register = (client: string) =>
      app.inject({
        method: 'POST',
        url: API_PATHS.createUser,
        payload: { email: 'anna@klubb.example', ssn: '198112189876' },
        headers: { [APP_URL_HEADER]: BRAND_A_URL, 'x-forwarded-for': client },
        remoteAddress: '10.0.0.1',
      });
    try {
      for (let i = 0; i < REGISTRATION_TAKEN_LIMIT.max; i += 1) await register('203.0.113.7');
      expect((await register('203.0.113.7')).statusCode).toBe(429);
      expect((await register('203.0.113.8')).statusCode).toBe(409);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('development routes and production mode', () => {
  it('refuses to start in production with the identity stand-in on, with a clear message', async () => {
    expect(() => loadConfig({ NODE_ENV: 'production', IDENTITY_STAND_IN: 'true' })).toThrow(
      /Refusing to start: NODE_ENV=production with IDENTITY_STAND_IN=true/,
    );
    const database = await openSeededDatabase('pglite');
    try {
      await expect(
        buildApp({
          config: {
            publicUrl: PUBLIC_URL,
            production: true,
            brandCacheTtlMs: 30_000,
            identity: { standIn: true },
          },
          database,
        }),
      ).rejects.toThrow(STAND_IN_IN_PRODUCTION);
    } finally {
      await database.close();
    }
  });

  it.each([
    ['production', { production: true }],
    ['the identity stand-in off', { production: false, standIn: false }],
  ])('serves no development route with %s', async (_name, mode) => {
    const database = await openSeededDatabase('pglite');
    const app = await buildApp({
      config: {
        publicUrl: PUBLIC_URL,
        production: mode.production,
        brandCacheTtlMs: 30_000,
        ...('standIn' in mode ? { identity: { standIn: mode.standIn } } : {}),
      },
      database,
    });
    try {
      for (const [method, url] of [
        ['GET', '/dev/outbox'],
        ['GET', '/dev/pushes'],
        ['GET', '/emulator/v1/projects/klubb-local/oobCodes'],
        ['POST', BANKID_TEST_PATHS.sign],
      ] as const) {
        const response = await app.inject({
          method,
          url,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(response.statusCode).toBe(404);
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
