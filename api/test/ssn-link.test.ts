import { API_PATHS, APP_URL_HEADER, ERROR_CODES, IDENTITY_PATHS } from '@klubb/contracts';

import { LINK_SIGN_IN_MAX_AGE_S } from '../src/services/users/link-ssn';

import { bankIdCollectOf, bankIdProofOf } from './helpers/bankid-proof';
import { callIdentity, mintTestToken, signInWithPassword, TENANT_A } from './helpers/identity';
import { BRAND_A_URL, BRAND_B_URL, createTestApp, errorOf, type TestApp } from './helpers/test-app';
import { testTargets } from './helpers/test-database';

const MEMBER_PNO = '198112189876';
const TYPO_PNO = '197001011233';
const SQUATTED_PNO = '200001019991';

describe.each(testTargets())(
  'BankID linked to an account with a typed number (ADR 017) on %s',
  (target) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(() => t.close());

    const post = (url: string, payload: object, appUrl = BRAND_A_URL) =>
      t.app.inject({ method: 'POST', url, payload, headers: { [APP_URL_HEADER]: appUrl } });

    /** "Skapa konto" with e-mail and a typed number: the account and its temporary password. */
    async function registerTyped(email: string, ssn: string) {
      const created = await post(API_PATHS.createUser, { email, ssn });
      expect(created.statusCode).toBe(201);
      return created.json<{ user: { id: string }; tempPassword: string }>();
    }
    /** The account a custom token signs into, as the identity provider's ID token names it. */
    async function uidOfCustomToken(customToken: string): Promise<string | undefined> {
      const signedIn = await callIdentity(t, IDENTITY_PATHS.signInWithCustomToken, {
        token: customToken,
        tenantId: TENANT_A,
        returnSecureToken: true,
      });
      const payload = signedIn.json<{ idToken: string }>().idToken.split('.')[1] ?? '';
      return JSON.parse(Buffer.from(payload, 'base64url').toString()).sub as string | undefined;
    }

    it('the member proves the account by password, and from then on BankID signs in', async () => {
      const { user, tempPassword } = await registerTyped('typed@example.com', MEMBER_PNO);

      // BankID proves the number; the account holds it only typed, so BankID cannot sign in yet,
      // and registering again with the proof is refused: the e-mail is the member's own.
      const first = await bankIdCollectOf(t, MEMBER_PNO);
      if (first.status !== 'notRegistered' || !first.ssnProof) throw new Error('proof expected');
      const again = await post(API_PATHS.createUser, {
        email: 'typed@example.com',
        ssn: MEMBER_PNO,
        ssnProof: first.ssnProof,
      });
      expect(errorOf(again)).toMatchObject({ status: 409, code: ERROR_CODES.emailAlreadyExists });

      // The way out: sign in with the account's password, and link.
      const { idToken } = await signInWithPassword(t, 'typed@example.com', TENANT_A, tempPassword);
      const linked = await post(API_PATHS.linkSsn, { idToken, ssnProof: first.ssnProof });
      expect(linked.statusCode).toBe(200);
      expect(linked.json()).toMatchObject({ id: user.id, ssn: MEMBER_PNO });

      const second = await bankIdCollectOf(t, MEMBER_PNO);
      if (second.status !== 'complete') throw new Error(`complete expected: ${second.status}`);
      expect(await uidOfCustomToken(second.customToken)).toBe(user.id);

      // Linking again is harmless; a proof of another number is not taken over a proven one.
      expect(
        (await post(API_PATHS.linkSsn, { idToken, ssnProof: first.ssnProof })).statusCode,
      ).toBe(200);
      const other = await bankIdProofOf(t, TYPO_PNO);
      const rebound = await post(API_PATHS.linkSsn, { idToken, ssnProof: other });
      expect(errorOf(rebound)).toMatchObject({ status: 409, code: ERROR_CODES.ssnAlreadyExists });
    });

    it('a squatter who typed the number gains nothing; the holder links their own account', async () => {
      const squatter = await registerTyped('squatter@example.com', SQUATTED_PNO);
      // The holder had typed a wrong number at registration (the right one was taken).
      const holder = await registerTyped('holder@example.com', TYPO_PNO);
      const proof = await bankIdProofOf(t, SQUATTED_PNO);

      // The squatter's own session cannot link: the number needs the holder's BankID.
      const { idToken: squatterToken } = await signInWithPassword(
        t,
        'squatter@example.com',
        TENANT_A,
        squatter.tempPassword,
      );
      const forged = await post(API_PATHS.linkSsn, {
        idToken: squatterToken,
        ssnProof: `${proof.slice(0, -4)}AAAA`,
      });
      expect(errorOf(forged)).toMatchObject({ status: 400, code: ERROR_CODES.ssnNotFound });

      const { idToken } = await signInWithPassword(
        t,
        'holder@example.com',
        TENANT_A,
        holder.tempPassword,
      );
      const linked = await post(API_PATHS.linkSsn, { idToken, ssnProof: proof });
      expect(linked.json()).toMatchObject({ id: holder.user.id, ssn: SQUATTED_PNO });
      const rows = await t.database.sql.query<{ ssn: string | null }>(
        'SELECT ssn FROM users WHERE id = $1',
        [squatter.user.id],
      );
      expect(rows[0]?.ssn).toBeNull();
      const signedIn = await bankIdCollectOf(t, SQUATTED_PNO);
      if (signedIn.status !== 'complete') throw new Error('complete expected');
      expect(await uidOfCustomToken(signedIn.customToken)).toBe(holder.user.id);
    });

    it('refuses an old or BankID sign-in, another brand, and bad input with error records', async () => {
      const { user } = await registerTyped('late@example.com', '199001011239');
      const proof = await bankIdProofOf(t, '199001011239');
      const nowS = Math.floor(Date.now() / 1000);
      const stale = await mintTestToken(t.database, {
        uid: user.id,
        authTime: nowS - LINK_SIGN_IN_MAX_AGE_S - 60,
      });
      expect(
        errorOf(await post(API_PATHS.linkSsn, { idToken: stale, ssnProof: proof })),
      ).toMatchObject({ status: 401 });
      const custom = await mintTestToken(t.database, { uid: user.id, signInProvider: 'custom' });
      expect(
        errorOf(await post(API_PATHS.linkSsn, { idToken: custom, ssnProof: proof })).status,
      ).toBe(401);
      const fresh = await mintTestToken(t.database, { uid: user.id });
      const brandB = await post(
        API_PATHS.linkSsn,
        { idToken: fresh, ssnProof: proof },
        BRAND_B_URL,
      );
      expect(errorOf(brandB).status).toBe(404);
      expect(errorOf(await post(API_PATHS.linkSsn, { ssnProof: proof })).status).toBe(400);
      expect(errorOf(await post(API_PATHS.linkSsn, { idToken: 'x', ssnProof: proof })).status).toBe(
        401,
      );
    });
  },
);
