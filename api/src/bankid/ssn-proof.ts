import { jwtVerify, SignJWT } from 'jose';

import type { SigningKey } from '../identity/signing-keys';

/** How long the proof of a BankID identification may wait for the registration it leads to. */
export const SSN_PROOF_LIFETIME_S = 15 * 60;
const AUDIENCE = 'klubb:ssn-proof';

/**
 * The proof that a completed BankID order identified `personalNumber` for `brandId` (ADR 006):
 * a short-lived RS256 token signed with the API's service-account key (in the database, so any
 * instance verifies it). Registration in ssn mode binds a number only with a proof of it.
 */
export function mintSsnProof(key: SigningKey, brandId: string, personalNumber: string) {
  const nowS = Math.floor(Date.now() / 1000);
  return new SignJWT({ brand: brandId })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject(personalNumber)
    .setAudience(AUDIENCE)
    .setIssuedAt(nowS)
    .setExpirationTime(nowS + SSN_PROOF_LIFETIME_S)
    .sign(key.privateKey);
}

/** The personal number a proof vouches for in this brand, or null (forged, expired, other brand). */
export async function verifySsnProof(
  key: SigningKey,
  brandId: string,
  proof: string,
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(proof, key.publicKey, {
      audience: AUDIENCE,
      algorithms: ['RS256'],
    });
    return payload.brand === brandId && typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
