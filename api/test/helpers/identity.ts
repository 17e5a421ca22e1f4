import type { LightMyRequestResponse } from 'fastify';

import { IDENTITY_HOSTS, identityErrorBodySchema } from '@klubb/contracts';

import type { Database } from '../../src/db/database';
import { SEED_PASSWORD } from '../../src/db/seed/members';
import { mintIdToken, type IdTokenSubject } from '../../src/identity/id-tokens';
import { loadKeyRing } from '../../src/identity/signing-keys';

import type { TestApp } from './test-app';

export const PROJECT_ID = 'klubb-local';
export const TENANT_A = 'klubb-a1b2c';
export const TENANT_B = 'klubb-norge-x9y8z';
export const ANNA = { uid: 'seed-klubb-anna', email: 'anna@klubb.example' };
export const OLA = { uid: 'seed-norge-ola', email: 'ola@klubbnorge.example' };

export const identityUrl = (path: string, key = 'test-key') =>
  `/${IDENTITY_HOSTS.identityToolkit}${path}?key=${key}`;
export const secureTokenUrl = (key = 'test-key') =>
  `/${IDENTITY_HOSTS.secureToken}/v1/token?key=${key}`;

/** POSTs JSON to a stand-in path, as the SDK does. */
export function callIdentity(t: TestApp, path: string, body: object) {
  return t.app.inject({ method: 'POST', url: identityUrl(path), payload: body });
}

/** The Google-shaped error of a failed stand-in call, and its message. */
export function identityErrorOf(response: LightMyRequestResponse): string {
  const body = identityErrorBodySchema.parse(response.json());
  expect(body.error.code).toBe(response.statusCode);
  expect(body.error.errors[0]?.message).toBe(body.error.message);
  return body.error.message;
}

export interface SignedIn {
  localId: string;
  idToken: string;
  refreshToken: string;
}

/** Signs in with e-mail and password (one scrypt: ~0.4 s). */
export async function signInWithPassword(
  t: TestApp,
  email: string,
  tenantId = TENANT_A,
  password = SEED_PASSWORD,
): Promise<SignedIn> {
  const response = await callIdentity(t, '/v1/accounts:signInWithPassword', {
    email,
    password,
    tenantId,
    returnSecureToken: true,
  });
  expect(response.statusCode).toBe(200);
  return response.json<SignedIn>();
}

/**
 * An ID token signed with the app's own key, without a password check: most tests need a member's
 * token, not a sign-in (which costs a scrypt each).
 */
export async function mintTestToken(
  database: Database,
  subject: Partial<IdTokenSubject> & { uid: string },
  nowS = Math.floor(Date.now() / 1000),
): Promise<string> {
  const keys = await loadKeyRing(database.orm);
  return mintIdToken(
    keys.idToken,
    PROJECT_ID,
    { tenantId: TENANT_A, authTime: nowS, signInProvider: 'password', ...subject },
    nowS,
  );
}
