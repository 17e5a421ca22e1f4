import { randomBytes } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

import type { Orm } from '../db/database';
import { authSigningKeys } from '../db/schema';

export type KeyPurpose = 'id_token' | 'custom_token';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

/** The stand-in's keys: one signs ID tokens (published as JWKS), one plays the service account. */
export interface KeyRing {
  idToken: SigningKey;
  customToken: SigningKey;
  /** The published key set of ID tokens, in the form Google serves it. */
  jwks: { keys: JWK[] };
}

async function toSigningKey(row: typeof authSigningKeys.$inferSelect): Promise<SigningKey> {
  return {
    kid: row.kid,
    privateKey: (await importJWK(row.privateJwk, 'RS256')) as CryptoKey,
    publicKey: (await importJWK(row.publicJwk, 'RS256')) as CryptoKey,
    publicJwk: row.publicJwk,
  };
}

/**
 * The key pair for a purpose: read from the database, or made now on the first start. Several
 * instances starting at once may each make one; the unique purpose keeps the first, and every
 * instance then reads that one. No key is ever committed to the repository.
 */
async function ensureKey(orm: Orm, purpose: KeyPurpose): Promise<SigningKey> {
  const find = () =>
    orm.select().from(authSigningKeys).where(eq(authSigningKeys.purpose, purpose)).limit(1);
  let [row] = await find();
  if (!row) {
    const pair = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const kid = randomBytes(20).toString('hex');
    const meta = { kid, alg: 'RS256', use: 'sig' };
    await orm
      .insert(authSigningKeys)
      .values({
        kid,
        purpose,
        privateJwk: { ...(await exportJWK(pair.privateKey)), ...meta },
        publicJwk: { ...(await exportJWK(pair.publicKey)), ...meta },
      })
      .onConflictDoNothing();
    [row] = await find();
    if (!row) throw new Error(`No ${purpose} signing key after creating one`);
  }
  return toSigningKey(row);
}

/** Loads (or makes) both keys; called once when the app is built. */
export async function loadKeyRing(orm: Orm): Promise<KeyRing> {
  const idToken = await ensureKey(orm, 'id_token');
  const customToken = await ensureKey(orm, 'custom_token');
  return { idToken, customToken, jwks: { keys: [idToken.publicJwk] } };
}
