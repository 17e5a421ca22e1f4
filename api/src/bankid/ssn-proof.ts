import { jwtVerify, SignJWT } from 'jose';

import type { SigningKey } from '../identity/signing-keys';

/** How long the proof of a BankID identification may wait for the registration it leads to. */
export const SSN_PROOF_LIFETIME_S = 15 * 60;
const AUDIENCE = 'klubb:ssn-proof';

/** Whom a completed BankID order identified: the number and the names BankID gave with it. */
export interface ProvenIdentity {
  ssn: string;
  givenName?: string;
  surname?: string;
}

/**
 * The proof that a completed BankID order identified `personalNumber` for `brandId` (ADR 006):
 * a short-lived RS256 token signed with the API's service-account key (in the database, so any
 * instance verifies it). Registration in ssn mode binds a number only with a proof of it. The
 * holder's names from BankID's completionData ride along, so the account is made with them
 * (issue 32: the member typed them again at set-up).
 */
export function mintSsnProof(
  key: SigningKey,
  brandId: string,
  personalNumber: string,
  names: { givenName?: string; surname?: string } = {},
) {
  const nowS = Math.floor(Date.now() / 1000);
  return new SignJWT({
    brand: brandId,
    ...(names.givenName ? { given_name: names.givenName } : {}),
    ...(names.surname ? { family_name: names.surname } : {}),
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setSubject(personalNumber)
    .setAudience(AUDIENCE)
    .setIssuedAt(nowS)
    .setExpirationTime(nowS + SSN_PROOF_LIFETIME_S)
    .sign(key.privateKey);
}

const textClaim = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Whom a proof vouches for in this brand, or null (forged, expired, other brand). */
export async function verifySsnProof(
  key: SigningKey,
  brandId: string,
  proof: string,
): Promise<ProvenIdentity | null> {
  try {
    const { payload } = await jwtVerify(proof, key.publicKey, {
      audience: AUDIENCE,
      algorithms: ['RS256'],
    });
    if (payload.brand !== brandId || typeof payload.sub !== 'string') return null;
    const givenName = textClaim(payload.given_name);
    const surname = textClaim(payload.family_name);
    return {
      ssn: payload.sub,
      ...(givenName ? { givenName } : {}),
      ...(surname ? { surname } : {}),
    };
  } catch {
    return null;
  }
}
