import {
  API_PATHS,
  APP_URL_HEADER,
  BANKID_API_PATHS,
  BANKID_TEST_PATHS,
  bankIdCollectResponseSchema,
  ERROR_CODES,
  IDENTITY_PATHS,
  type BankIdCollect,
} from '@klubb/contracts';

import { callIdentity, TENANT_A } from './helpers/identity';
import { BRAND_A_URL, BRAND_B_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

/** A valid personal number no seeded member has: the victim's. */
const VICTIM_PNO = '198112189876';
const OTHER_PNO = '197911302391';
/** Valid numbers no seeded member has, for the names test. */
const NAMED_PNO = '198506121238';
const TYPED_PNO = '198506121253';

describe.each(testTargets())(
  'a personal number belongs to whoever proves it (ADR 006) on %s',
  (target) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(() => t.close());

    const call = (url: string, payload: object, appUrl = BRAND_A_URL) =>
      t.app.inject({ method: 'POST', url, payload, headers: { [APP_URL_HEADER]: appUrl } });

    /** The holder identifies with BankID on their phone; what the app's collect then answers. */
    async function bankIdSignIn(
      personalNumber: string,
      names: { givenName?: string; surname?: string } = {},
    ): Promise<BankIdCollect> {
      const order = (await call(BANKID_API_PATHS.start, {})).json<{
        orderRef: string;
        autoStartToken: string;
      }>();
      const signed = await t.app.inject({
        method: 'POST',
        url: BANKID_TEST_PATHS.sign,
        payload: { autoStartToken: order.autoStartToken, personalNumber, ...names },
      });
      expect(signed.statusCode).toBe(204);
      const collected = await call(BANKID_API_PATHS.collect, { orderRef: order.orderRef });
      return bankIdCollectResponseSchema.parse(collected.json());
    }
    const uidOfCustomToken = async (customToken: string) =>
      (
        await callIdentity(t, IDENTITY_PATHS.signInWithCustomToken, {
          token: customToken,
          tenantId: TENANT_A,
          returnSecureToken: true,
        })
      ).json<{ idToken: string }>().idToken;

    it('a number typed by someone else neither opens BankID sign-in nor blocks the holder', async () => {
      // The attack: anybody registers with the victim's valid number and gets a password.
      const squat = await call(API_PATHS.createUser, {
        email: 'attacker@example.com',
        ssn: VICTIM_PNO,
      });
      expect(squat.statusCode).toBe(201);
      const attacker = squat.json<{ user: { id: string } }>().user.id;

      // The holder's BankID does not lead into the attacker's account: it leads to registration.
      const first = await bankIdSignIn(VICTIM_PNO);
      expect(first.status).toBe('notRegistered');
      if (first.status !== 'notRegistered' || !first.ssnProof) throw new Error('a proof expected');

      // The holder registers with BankID's proof: no 409, and the number is theirs.
      const registered = await call(API_PATHS.createUser, {
        email: 'holder@example.com',
        ssn: VICTIM_PNO,
        ssnProof: first.ssnProof,
      });
      expect(registered.statusCode).toBe(201);
      const holder = registered.json<{ user: { id: string } }>().user.id;

      // From now on BankID signs the holder in, into the holder's account.
      const second = await bankIdSignIn(VICTIM_PNO);
      if (second.status !== 'complete') throw new Error(`complete expected: ${second.status}`);
      const idToken = await uidOfCustomToken(second.customToken);
      const me = await t.app.inject({
        method: 'GET',
        url: API_PATHS.getUser,
        headers: { [APP_URL_HEADER]: BRAND_A_URL, authorization: `Bearer ${idToken}` },
      });
      expect(me.json()).toMatchObject({ id: holder, email: 'holder@example.com' });
      expect(holder).not.toBe(attacker);

      // A proven number is taken (spec §8's 409), typed or proven again.
      const again = await call(API_PATHS.createUser, {
        email: 'late@example.com',
        ssn: VICTIM_PNO,
      });
      expect(errorOf(again)).toMatchObject({ status: 409, code: ERROR_CODES.ssnAlreadyExists });
    });

    it('an account made with BankID has the names BankID gave (issue 32), a typed number none', async () => {
      const identified = await bankIdSignIn(NAMED_PNO, { givenName: 'Åsa', surname: 'Öberg' });
      if (identified.status !== 'notRegistered' || !identified.ssnProof) {
        throw new Error('a proof expected');
      }
      const registered = await call(API_PATHS.createUser, {
        email: 'asa@example.com',
        ssn: NAMED_PNO,
        ssnProof: identified.ssnProof,
      });
      expect(registered.statusCode).toBe(201);
      expect(registered.json()).toMatchObject({
        user: { firstName: 'Åsa', lastName: 'Öberg', email: 'asa@example.com' },
      });
      const typed = await call(API_PATHS.createUser, {
        email: 'typed@example.com',
        ssn: TYPED_PNO,
      });
      expect(typed.statusCode).toBe(201);
      const { user } = typed.json<{ user: { firstName?: string | null } }>();
      expect(user.firstName ?? '').toBe('');
    });

    it('refuses a proof of another number, of another brand, or a forged one', async () => {
      const identified = await bankIdSignIn(OTHER_PNO);
      // OTHER_PNO is a seeded member's proven number: BankID signs that member in, no proof.
      expect(identified.status).toBe('complete');
      const stranger = await bankIdSignIn('200001019991');
      const proof = stranger.status === 'notRegistered' ? stranger.ssnProof : undefined;
      if (!proof) throw new Error('a proof expected');
      const wrongNumber = await call(API_PATHS.createUser, {
        email: 'wrong@example.com',
        ssn: VICTIM_PNO,
        ssnProof: proof,
      });
      expect(errorOf(wrongNumber)).toMatchObject({ status: 400, code: ERROR_CODES.ssnNotFound });
      const forged = await call(API_PATHS.createUser, {
        email: 'forged@example.com',
        ssn: '200001019991',
        ssnProof: `${proof.slice(0, -4)}AAAA`,
      });
      expect(errorOf(forged).status).toBe(400);
      // Brand B has no personal numbers: the proof means nothing there.
      const otherBrand = await call(
        API_PATHS.createUser,
        { email: 'b@example.com', ssn: '200001019991', ssnProof: proof },
        BRAND_B_URL,
      );
      expect(otherBrand.statusCode).toBe(400);
    });
  },
);
