import { randomBytes } from 'node:crypto';

import { jest } from '@jest/globals';

import { IDENTITY_PATHS } from '@klubb/contracts';

import { SEED_PASSWORD } from '../src/db/seed/members';
import { ADDRESS_DELAY, createSignInGuard } from '../src/identity/sign-in-guard';
import { createMemoryStore } from '../src/plugins/rate-limit-store';

import { identityErrorOf, identityUrl, TENANT_A } from './helpers/identity';
import { createTestApp, type TestApp } from './helpers/test-app';
import { oneTarget } from './helpers/test-database';

// Issue 35: the outside probe's flood of 49 wrong sign-ins from one address made every sign-in
// from that address fail for 15 minutes. Dozens of real scrypt hashes: a minute on a busy machine.
jest.setTimeout(180_000);

const ERIK = 'erik@klubb.example';
const LOCKED =
  /^TOO_MANY_ATTEMPTS_TRY_LATER : Access to this account has been temporarily disabled/;
const FLOOD = 49;

// The guard counts in its rate-limit store, never in the database: one target (oneTarget).
// Accounts read from each database, locked or not, are identity-sign-in's and sign-in-hardening's.
describe.each([oneTarget()])('a flood of wrong sign-ins from one address on %s', (target) => {
  let t: TestApp;
  // The app's own rate-limit store, so the test can read the guard's decisions (the delay each
  // next attempt would wait) instead of timing answers on a busy machine.
  const store = createMemoryStore();
  const guard = createSignInGuard(store);
  beforeAll(async () => {
    t = await createTestApp(target, { rateLimits: store });
  });
  afterAll(() => store.close());
  afterAll(() => t.close());

  const signIn = (email: string, password: string, client: string) =>
    t.app.inject({
      method: 'POST',
      url: identityUrl(IDENTITY_PATHS.signInWithPassword),
      payload: { email, password, tenantId: TENANT_A, returnSecureToken: true },
      remoteAddress: client,
    });
  const timed = async (email: string, password: string, client: string) => {
    const started = performance.now();
    const response = await signIn(email, password, client);
    return { response, ms: performance.now() - started };
  };

  it('slows the address, locks only the attacked account, and lets other members in at once', async () => {
    const nat = '100.64.7.9';
    const run = randomBytes(3).toString('hex');
    // One account attacked, the rest sprayed over addresses nobody has, one after the other as a
    // scripted probe would (each wrong guess waits for its answer).
    const targets = Array.from({ length: FLOOD }, (_, i) =>
      i % 7 === 0 ? ERIK : `probe-${run}-${i}@klubb.example`,
    );
    const codes: string[] = [];
    for (const [i, email] of targets.entries()) {
      codes.push(identityErrorOf(await signIn(email, `Wrong${i}pass`, nat)));
    }
    expect(codes).toHaveLength(FLOOD);
    // Every sprayed address was checked (and failed), never refused as "locked".
    const sprayed = codes.filter((_, i) => targets[i] !== ERIK);
    expect(new Set(sprayed)).toEqual(new Set(['INVALID_LOGIN_CREDENTIALS']));

    // A member behind the same address is never refused, and waits at most the address's delay:
    // the guard's decision for her next attempt, read from the store the app counted in.
    const annaNext = await guard.admit(TENANT_A, 'anna@klubb.example', nat);
    expect(annaNext).toEqual({ locked: false, delayMs: ADDRESS_DELAY.maxMs });
    const anna = await signIn('anna@klubb.example', SEED_PASSWORD, nat);
    expect(anna.statusCode).toBe(200);
    // A member at a fresh address waits for nothing.
    expect(await guard.admit(TENANT_A, 'nora@klubb.example', '198.51.100.77')).toEqual({
      locked: false,
      delayMs: 0,
    });

    // The address is slowed down: another wrong guess from it waits at least the full delay (a
    // lower bound, which a busy machine only makes longer).
    const slowed = await timed(`probe-${run}-late@klubb.example`, 'Wrong0pass', nat);
    expect(identityErrorOf(slowed.response)).toBe('INVALID_LOGIN_CREDENTIALS');
    expect(slowed.ms).toBeGreaterThanOrEqual(ADDRESS_DELAY.maxMs);

    // The attacked account is refused by its own lock-out, from anywhere, with the truth.
    expect(identityErrorOf(await signIn(ERIK, SEED_PASSWORD, nat))).toMatch(LOCKED);
    expect(identityErrorOf(await signIn(ERIK, SEED_PASSWORD, '198.51.100.4'))).toMatch(LOCKED);
  });
});
