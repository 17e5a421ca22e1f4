import { SignJWT } from 'jose';

import type { SigningKey } from './signing-keys';

/** ID tokens live one hour, as Google's do; `expiresIn` travels as a string. */
export const ID_TOKEN_LIFETIME_S = 3600;

export interface IdTokenSubject {
  uid: string;
  /** The tenant the account lives in; '' for the project itself (no `firebase.tenant`). */
  tenantId: string;
  /** Seconds: when the user actually signed in; refreshes keep it. */
  authTime: number;
  signInProvider: 'password' | 'custom';
  email?: string | null;
  emailVerified?: boolean;
  name?: string | null;
  picture?: string | null;
  /** Developer claims from a custom token, at the top level of the ID token. */
  customClaims?: Record<string, unknown>;
}

export const issuerOf = (projectId: string) => `https://securetoken.google.com/${projectId}`;

/**
 * Signs an ID token with the claims Google's have (PROTOCOLS.md §1.5): RS256 with the key id,
 * `iss`, `aud`, `sub` = `user_id`, `auth_time`, `iat`, `exp` = iat + 3600, and `firebase` with the
 * identities, the sign-in provider and the tenant.
 */
export async function mintIdToken(
  key: SigningKey,
  projectId: string,
  subject: IdTokenSubject,
  nowS = Math.floor(Date.now() / 1000),
): Promise<string> {
  const identities: Record<string, string[]> = {};
  if (subject.email) identities.email = [subject.email.toLowerCase()];
  const claims: Record<string, unknown> = {
    ...subject.customClaims,
    auth_time: subject.authTime,
    user_id: subject.uid,
    firebase: {
      identities,
      sign_in_provider: subject.signInProvider,
      ...(subject.tenantId ? { tenant: subject.tenantId } : {}),
    },
  };
  if (subject.name) claims.name = subject.name;
  if (subject.picture) claims.picture = subject.picture;
  if (subject.email) {
    claims.email = subject.email.toLowerCase();
    claims.email_verified = subject.emailVerified ?? false;
  }
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuerOf(projectId))
    .setAudience(projectId)
    .setSubject(subject.uid)
    .setIssuedAt(nowS)
    .setExpirationTime(nowS + ID_TOKEN_LIFETIME_S)
    .sign(key.privateKey);
}
