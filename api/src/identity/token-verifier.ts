import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  jwtVerify,
  type JWTVerifyGetKey,
} from 'jose';

import { issuerOf } from './id-tokens';

/** Why a token was refused; the product API answers each with its own code. */
export type TokenProblem = 'invalid' | 'expired' | 'wrong-project';

export class TokenError extends Error {
  readonly problem: TokenProblem;

  constructor(problem: TokenProblem, message: string) {
    super(message);
    this.name = 'TokenError';
    this.problem = problem;
  }
}

export interface VerifiedIdToken {
  uid: string;
  /** `firebase.tenant`, or null for a project-level account. */
  tenant: string | null;
  authTime: number;
  signInProvider: string;
  email: string | null;
}

export type IdTokenVerifier = (token: string) => Promise<VerifiedIdToken>;

// Clocks differ a little between machines; Google's own libraries allow a few seconds too.
const CLOCK_TOLERANCE_S = 5;
const MAX_TOKEN_LENGTH = 8192;
/**
 * Signatures already checked, by token: the SDK sends a member's one token on every call, and an
 * RS256 check is the largest part of a member call's own CPU after the answer (issue 38). A
 * remembered token still passes the time checks on every call; it is checked afresh after
 * VERIFIED_MAX_AGE_MS, so a key dropped from the key set stops a token within that time.
 */
const VERIFIED_CACHE_SIZE = 4096;
const VERIFIED_MAX_AGE_MS = 5 * 60_000;

interface Verified {
  payload: TokenPayload & { exp: number };
  checkedAt: number;
}

interface TokenPayload {
  sub?: unknown;
  iat?: unknown;
  auth_time?: unknown;
  email?: unknown;
  firebase?: { tenant?: unknown; sign_in_provider?: unknown };
}

function readPayload(payload: TokenPayload, nowS: number): VerifiedIdToken {
  const { sub, iat, auth_time: authTime } = payload;
  if (typeof iat !== 'number' || iat > nowS + CLOCK_TOLERANCE_S) {
    throw new TokenError('invalid', 'The token was issued in the future');
  }
  if (typeof sub !== 'string' || sub.length === 0 || sub.length > 128) {
    throw new TokenError('invalid', 'The token has no valid subject');
  }
  if (typeof authTime !== 'number' || authTime > nowS + CLOCK_TOLERANCE_S) {
    throw new TokenError('invalid', 'The token has no valid auth_time');
  }
  const tenant = payload.firebase?.tenant;
  const provider = payload.firebase?.sign_in_provider;
  return {
    uid: sub,
    tenant: typeof tenant === 'string' ? tenant : null,
    authTime,
    signInProvider: typeof provider === 'string' ? provider : 'unknown',
    email: typeof payload.email === 'string' ? payload.email : null,
  };
}

/**
 * The check every member call's ID token passes (PROTOCOLS.md §1.5, as firebase-admin does it):
 * RS256 only — never `none` or an HMAC — signed by a key of the key set, the project's issuer and
 * audience, not expired, issued in the past, a subject of 1–128 characters. The tenant is checked
 * by the caller, who knows the brand.
 */
export function createIdTokenVerifier(options: {
  projectId: string;
  keys: JWTVerifyGetKey;
  now?: () => number;
}): IdTokenVerifier {
  const verified = new Map<string, Verified>();
  const remembered = (token: string, now: number) => {
    const entry = verified.get(token);
    if (!entry) return undefined;
    if (now - entry.checkedAt > VERIFIED_MAX_AGE_MS) {
      verified.delete(token);
      return undefined;
    }
    if (entry.payload.exp + CLOCK_TOLERANCE_S <= Math.floor(now / 1000)) {
      verified.delete(token);
      throw new TokenError('expired', 'The token expired');
    }
    return entry.payload;
  };
  return async (token) => {
    if (token.length > MAX_TOKEN_LENGTH) throw new TokenError('invalid', 'The token is too long');
    const now = options.now?.() ?? Date.now();
    const known = remembered(token, now);
    if (known) return readPayload(known, Math.floor(now / 1000));
    try {
      const { payload } = await jwtVerify(token, options.keys, {
        algorithms: ['RS256'],
        issuer: issuerOf(options.projectId),
        audience: options.projectId,
        requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
        clockTolerance: CLOCK_TOLERANCE_S,
        currentDate: new Date(now),
      });
      const read = readPayload(payload as TokenPayload, Math.floor(now / 1000));
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, { payload: payload as Verified['payload'], checkedAt: now });
      return read;
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof errors.JWTExpired) throw new TokenError('expired', 'The token expired');
      if (
        error instanceof errors.JWTClaimValidationFailed &&
        (error.claim === 'iss' || error.claim === 'aud')
      ) {
        throw new TokenError('wrong-project', `The token is for another project (${error.claim})`);
      }
      throw new TokenError('invalid', 'The token is not a valid ID token');
    }
  };
}

/** The stand-in's own published keys. */
export const localKeys = (jwks: Parameters<typeof createLocalJWKSet>[0]) => createLocalJWKSet(jwks);

/** Google's keys for production, fetched and cached by jose as their Cache-Control allows. */
export const remoteKeys = (url: string) => createRemoteJWKSet(new URL(url));
