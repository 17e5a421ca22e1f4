import { randomBytes } from 'node:crypto';

import { jest } from '@jest/globals';

import { IDENTITY_PATHS } from '@klubb/contracts';

import { SEED_PASSWORD } from '../src/db/seed/members';
import { MAX_FAILED_SIGN_INS } from '../src/identity/account-store';
import { MAX_OOB_CODES_PER_HOUR } from '../src/identity/oob-codes';
import { createRedisStore } from '../src/plugins/rate-limit-store';

import {
  callIdentity,
  identityErrorOf,
  identityUrl,
  secureTokenUrl,
  TENANT_A,
  type SignedIn,
} from './helpers/identity';
import { createTestApp, type TestApp } from './helpers/test-app';
import { oneTarget, testTargets } from './helpers/test-database';

const ERIK = 'erik@klubb.example';
// Every test here runs real scrypt hashes (0.3 s each alone, far more on a busy machine).
jest.setTimeout(60_000);
let clients = 0;
/** Each test signs in from an address of its own, so the per-client throttles never meet. */
const newClient = () => `10.0.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;

describe.each(testTargets())('sign-in under attack on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t.close());

  const post = (path: string, body: object, client: string) =>
    t.app.inject({ method: 'POST', url: identityUrl(path), payload: body, remoteAddress: client });
  const signIn = (email: string, password: string, client: string) =>
    post(IDENTITY_PATHS.signInWithPassword, { email, password, tenantId: TENANT_A }, client);

  it('locks an existing and an unknown address alike: same answer, both without a hash', async () => {
    const client = newClient();
    const unknown = `nobody-${randomBytes(4).toString('hex')}@klubb.example`;
    for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt += 1) {
      for (const email of [ERIK, unknown]) {
        expect(identityErrorOf(await signIn(email, `Wrong${attempt}pass`, client))).toBe(
          'INVALID_LOGIN_CREDENTIALS',
        );
      }
    }
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await signIn(email, SEED_PASSWORD, client);
      return { body: response.body, ms: performance.now() - started };
    };
    const [known, missing] = [await timed(ERIK), await timed(unknown)];
    expect(identityErrorOf(await signIn(ERIK, SEED_PASSWORD, client))).toMatch(
      /^TOO_MANY_ATTEMPTS_TRY_LATER/,
    );
    expect(missing.body).toBe(known.body);
    // Neither runs a scrypt (~300 ms): a locked address answers at once, known or not.
    expect(Math.max(known.ms, missing.ms)).toBeLessThan(150);
  });

  // The hash queue is the process's own (password-hash.ts), whatever the database: its two tests
  // run on one target (oneTarget), not once more on each.
  if (target === oneTarget()) {
    it('bounds the hash queue: a flood is refused at once, not queued behind', async () => {
      const client = newClient();
      const flood = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          signIn(`flood-${i}@klubb.example`, 'Wrong1pass', client),
        ),
      );
      const codes = flood.map((response) => identityErrorOf(response));
      // Two hashing and two waiting at most; the others answer without a hash.
      expect(
        codes.filter((code) => code === 'INVALID_LOGIN_CREDENTIALS').length,
      ).toBeLessThanOrEqual(4);
      expect(
        codes.filter((code) => code.startsWith('TOO_MANY_ATTEMPTS_TRY_LATER')).length,
      ).toBeGreaterThanOrEqual(8);
      // And the member behind the same address still signs in.
      expect((await signIn('anna@klubb.example', SEED_PASSWORD, client)).statusCode).toBe(200);
    });

    it('gives a flood from one address a small share: a member elsewhere signs in meanwhile', async () => {
      const attacker = newClient();
      const flood = Array.from({ length: 20 }, (_, i) =>
        signIn(i % 2 ? ERIK : `spray-${i}@klubb.example`, 'Wrong1pass', attacker),
      );
      const member = await signIn('anna@klubb.example', SEED_PASSWORD, newClient());
      expect(member.statusCode).toBe(200);
      const codes = (await Promise.all(flood)).map((response) => identityErrorOf(response));
      // Two of the flood's hashes at a time at most: the rest is refused without one.
      expect(
        codes.filter((code) => code === 'INVALID_LOGIN_CREDENTIALS').length,
      ).toBeLessThanOrEqual(2);
    });
  }

  it('answers the reset limit alike for an existing and an unknown address', async () => {
    const client = newClient();
    const unknown = `nobody-${randomBytes(4).toString('hex')}@klubb.example`;
    const ask = (email: string) =>
      post(
        IDENTITY_PATHS.sendOobCode,
        { requestType: 'PASSWORD_RESET', email, tenantId: TENANT_A },
        client,
      );
    for (let i = 0; i < MAX_OOB_CODES_PER_HOUR; i += 1) {
      expect((await ask('nora@klubb.example')).statusCode).toBe(200);
      expect((await ask(unknown)).statusCode).toBe(200);
    }
    const [known, missing] = [await ask('nora@klubb.example'), await ask(unknown)];
    expect(identityErrorOf(known)).toBe('RESET_PASSWORD_EXCEED_LIMIT');
    expect(missing.body).toBe(known.body);
  });

  it('a new password ends every earlier session, even one of the same second', async () => {
    // The clock stands still, so the sign-up and the change fall in the same second every time.
    expect.hasAssertions();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(Date.now());
    try {
      await sameSecondRounds();
    } finally {
      clock.mockRestore();
    }
  });

  async function sameSecondRounds() {
    for (let round = 0; round < 2; round += 1) {
      const email = `same-second-${round}-${randomBytes(3).toString('hex')}@klubb.example`;
      const signUp = await callIdentity(t, IDENTITY_PATHS.signUp, {
        email,
        password: 'Tillfallig1',
        tenantId: TENANT_A,
      });
      const old = signUp.json<SignedIn>();
      const changed = await callIdentity(t, IDENTITY_PATHS.update, {
        idToken: old.idToken,
        password: 'NyttLosen2',
        returnSecureToken: true,
      });
      expect(changed.statusCode).toBe(200);
      const fresh = changed.json<SignedIn>();
      const lookup = (idToken: string) => callIdentity(t, IDENTITY_PATHS.lookup, { idToken });
      expect(identityErrorOf(await lookup(old.idToken))).toBe('TOKEN_EXPIRED');
      const refresh = await t.app.inject({
        method: 'POST',
        url: secureTokenUrl(),
        payload: { grant_type: 'refresh_token', refresh_token: old.refreshToken },
      });
      expect(identityErrorOf(refresh)).toBe('TOKEN_EXPIRED');
      // The session the change handed out, and a sign-in right after it, stay valid.
      expect((await lookup(fresh.idToken)).statusCode).toBe(200);
      const again = await signIn(email, 'NyttLosen2', newClient());
      expect((await lookup(again.json<SignedIn>().idToken)).statusCode).toBe(200);
    }
  }
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('the lock-out across two API instances on one Redis', () => {
  it('five wrong passwords on one instance lock the address on the other', async () => {
    const prefix = `klubb-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
    const stores = [
      createRedisStore(redisUrl ?? '', prefix),
      createRedisStore(redisUrl ?? '', prefix),
    ];
    const [one, two] = await Promise.all(
      stores.map((rateLimits) => createTestApp('pglite', { rateLimits })),
    );
    if (!one || !two) throw new Error('two instances expected');
    try {
      const signIn = (app: TestApp, password: string) =>
        app.app.inject({
          method: 'POST',
          url: identityUrl(IDENTITY_PATHS.signInWithPassword),
          payload: { email: ERIK, password, tenantId: TENANT_A },
        });
      for (let attempt = 0; attempt < MAX_FAILED_SIGN_INS; attempt += 1) {
        await signIn(one, `Wrong${attempt}pass`);
      }
      expect(identityErrorOf(await signIn(two, SEED_PASSWORD))).toMatch(/^TOO_MANY_ATTEMPTS/);
    } finally {
      await Promise.all([one.close(), two.close(), ...stores.map((store) => store.close())]);
    }
    // Two databases and five hashes.
  }, 60_000);
});
