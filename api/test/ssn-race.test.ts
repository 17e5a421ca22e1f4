import { API_PATHS, APP_URL_HEADER, type ErrorRecord } from '@klubb/contracts';

import { bankIdProofOf } from './helpers/bankid-proof';
import { BRAND_A_URL, createTestApp, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const RACE = 8;
const TYPED = '198112189876';
const PROVEN = '200001019991';
/** The spec's 409, or the server's answers when too busy to hash a password (queue full, slow). */
const ALLOWED_REFUSALS = ['auth/ssn-already-exists', 'too_many_requests', 'timeout'];

// PGlite runs one statement at a time, PostgreSQL truly at once: the index holds on both (ADR 017).
describe.each(testTargets())(
  `one personal number, ${RACE} registrations at once, on %s`,
  (target) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(() => t.close());

    // Each from an address of its own, as eight people would: the per-client limits stay out of it.
    const register = (n: number, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.createUser,
        payload,
        remoteAddress: `203.0.113.${n + 1}`,
        headers: { [APP_URL_HEADER]: BRAND_A_URL },
      });

    const holdersOf = async (ssn: string) =>
      t.database.sql.query<{ email: string; proven: boolean }>(
        `SELECT email, ssn_verified_at IS NOT NULL AS proven FROM users
        WHERE brand_id = 'klubb' AND ssn = $1`,
        [ssn],
      );

    /** At most one made it; every other answer is the spec's 409 (or the server was too busy). */
    async function expectOneHolder(answers: Awaited<ReturnType<typeof register>>[], ssn: string) {
      const created = answers.filter((answer) => answer.statusCode === 201);
      expect(created).toHaveLength(1);
      const refused = answers
        .filter((answer) => answer.statusCode !== 201)
        .map((answer) => answer.json<ErrorRecord>().code);
      expect(refused.filter((code) => code === 'auth/ssn-already-exists').length).toBeGreaterThan(
        0,
      );
      expect(refused.filter((code) => !ALLOWED_REFUSALS.includes(code))).toEqual([]);
      const email = created[0]?.json<{ user: { email: string } }>().user.email;
      const holders = await holdersOf(ssn);
      expect(holders).toHaveLength(1);
      expect(holders[0]?.email).toBe(email);
    }

    it(`${RACE} typing one number make one account`, async () => {
      const answers = await Promise.all(
        Array.from({ length: RACE }, (_, n) =>
          register(n, { email: `typed-${n}@example.com`, ssn: TYPED }),
        ),
      );
      await expectOneHolder(answers, TYPED);
      expect((await holdersOf(TYPED))[0]?.proven).toBe(false);
    });

    it(`${RACE} proving one number with BankID make one account, over a typed copy`, async () => {
      // Somebody typed the number first: the holder's proof takes it over, once.
      expect(
        (await register(RACE, { email: 'squatter@example.com', ssn: PROVEN })).statusCode,
      ).toBe(201);
      const proof = await bankIdProofOf(t, PROVEN);
      const answers = await Promise.all(
        Array.from({ length: RACE }, (_, n) =>
          register(n, { email: `proven-${n}@example.com`, ssn: PROVEN, ssnProof: proof }),
        ),
      );
      await expectOneHolder(answers, PROVEN);
      expect((await holdersOf(PROVEN))[0]?.proven).toBe(true);
    });
  },
);
