import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { jest } from '@jest/globals';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  fetchSignInMethodsForEmail,
  getAuth,
  inMemoryPersistence,
  initializeAuth,
  signInWithEmailAndPassword,
  type Auth,
} from 'firebase/auth';
import { createRemoteJWKSet, jwtVerify } from 'jose';

import { SEED_PASSWORD } from '../../src/db/seed/members';
import { STAND_IN_JWKS_PATH } from '../../src/routes/identity/identity-plugin';
import { ANNA, PROJECT_ID, TENANT_A } from '../helpers/identity';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { testTargets } from '../helpers/test-database';

// Real scrypt hashes behind every sign-in.
jest.setTimeout(60_000);

const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code ?? String(error),
  );

/**
 * The identity stand-in driven by Google's own client, the Firebase JS SDK (firebase 12.19.0) in
 * Node, pointed at it the documented way (`connectAuthEmulator`): what the SDK does and the error
 * codes it derives are the SDK's, not ours.
 */
describe.each(testTargets())(
  'the Firebase JS SDK against the identity stand-in on %s',
  (target) => {
    let t: TestApp;
    let origin: string;
    let firebase: FirebaseApp;
    let auth: Auth;
    beforeAll(async () => {
      t = await createTestApp(target);
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      firebase = initializeApp(
        { apiKey: 'test-key', projectId: PROJECT_ID, authDomain: '127.0.0.1' },
        `conformance-${target}-${randomBytes(3).toString('hex')}`,
      );
      auth = initializeAuth(firebase, { persistence: inMemoryPersistence });
      connectAuthEmulator(auth, origin, { disableWarnings: true });
      auth.tenantId = TENANT_A;
    });
    afterAll(async () => {
      await deleteApp(firebase);
      await t.close();
    });

    it('signs in, and the ID token verifies against the published key set', async () => {
      expect(getAuth(firebase)).toBe(auth);
      const { user } = await signInWithEmailAndPassword(auth, ANNA.email, SEED_PASSWORD);
      expect(user.uid).toBe(ANNA.uid);
      expect(user.tenantId).toBe(TENANT_A);
      const keys = createRemoteJWKSet(new URL(`${origin}${STAND_IN_JWKS_PATH}`));
      const { payload } = await jwtVerify(await user.getIdToken(), keys, {
        issuer: `https://securetoken.google.com/${PROJECT_ID}`,
        audience: PROJECT_ID,
      });
      expect(payload.sub).toBe(ANNA.uid);
      await auth.signOut();
    });

    it('says the wrong password with the SDK’s own code', async () => {
      expect(await codeOf(signInWithEmailAndPassword(auth, ANNA.email, 'Wrong1pass'))).toBe(
        'auth/invalid-credential',
      );
    });

    it('fetchSignInMethodsForEmail answers [] for every address, as with enumeration protection', async () => {
      // Issue 35: accounts:createAuthUri answered 404 and the SDK threw.
      expect(await fetchSignInMethodsForEmail(auth, ANNA.email)).toEqual([]);
      expect(await fetchSignInMethodsForEmail(auth, 'nobody-at-all@klubb.example')).toEqual([]);
      expect(await codeOf(fetchSignInMethodsForEmail(auth, 'not an address'))).toBe(
        'auth/invalid-email',
      );
    });

    it('signs up, and refuses the same address again with the SDK’s code', async () => {
      const email = `sdk-${randomBytes(4).toString('hex')}@klubb.example`;
      const { user } = await createUserWithEmailAndPassword(auth, email, 'Forsta1losen');
      expect(user.email).toBe(email);
      await auth.signOut();
      expect(await codeOf(createUserWithEmailAndPassword(auth, email, 'Forsta1losen'))).toBe(
        'auth/email-already-in-use',
      );
    });
  },
);
