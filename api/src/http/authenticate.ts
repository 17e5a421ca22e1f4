import type { FastifyRequest } from 'fastify';

import { ERROR_CODES, type Brand } from '@klubb/contracts';

import {
  TokenError,
  type IdTokenVerifier,
  type TokenProblem,
  type VerifiedIdToken,
} from '../identity/token-verifier';

import { ApiError } from './api-error';

/** What the identity provider says about an account behind a valid token (stand-in only). */
export type AccountState = 'ok' | 'revoked' | 'disabled' | 'missing';
export type AccountStateCheck = (uid: string, authTime: number) => Promise<AccountState>;

export interface Authenticator {
  /** The caller's verified token for this brand; 401 with a distinct code when there is none. */
  require(request: FastifyRequest, brand: Brand): Promise<VerifiedIdToken>;
  /** As `require`, but null for an anonymous call (no Authorization header). */
  optional(request: FastifyRequest, brand: Brand): Promise<VerifiedIdToken | null>;
  /** As `require`, for a tenant that is no brand's (the operators', ADR 011). */
  requireTenant(request: FastifyRequest, tenantId: string): Promise<VerifiedIdToken>;
  /** As `require`, for an ID token a call carries in its body (the BankID link, ADR 017). */
  verifyToken(token: string, brand: Brand): Promise<VerifiedIdToken>;
}

const CODE_OF_PROBLEM: Record<TokenProblem, string> = {
  invalid: ERROR_CODES.tokenInvalid,
  expired: ERROR_CODES.tokenExpired,
  'wrong-project': ERROR_CODES.tokenWrongProject,
};

const CODE_OF_STATE: Record<Exclude<AccountState, 'ok'>, [string, string]> = {
  revoked: [ERROR_CODES.tokenRevoked, 'The session was ended; sign in again'],
  disabled: [ERROR_CODES.userDisabled, 'The account is disabled'],
  missing: [ERROR_CODES.tokenUserNotFound, 'The account no longer exists'],
};

const unauthorized = (code: string, message: string) => new ApiError(401, code, message);

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return null;
  const match = /^Bearer ([^\s]+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized(ERROR_CODES.tokenInvalid, 'Send the ID token as Bearer');
  return match[1];
}

/**
 * The check in front of every member call: a Bearer ID token that the verifier accepts (RS256,
 * issuer, audience, expiry), whose tenant is the calling brand's, and — where the identity
 * provider can be asked — whose account still exists, is enabled and was not signed out since.
 */
export function createAuthenticator(
  verify: IdTokenVerifier,
  accountState?: AccountStateCheck,
): Authenticator {
  async function check(token: string, tenantId: string | null): Promise<VerifiedIdToken> {
    let verified: VerifiedIdToken;
    try {
      verified = await verify(token);
    } catch (error) {
      if (error instanceof TokenError) {
        throw unauthorized(CODE_OF_PROBLEM[error.problem], error.message);
      }
      throw error;
    }
    if (!tenantId || verified.tenant !== tenantId) {
      throw unauthorized(ERROR_CODES.tokenWrongTenant, 'The token is not for this brand');
    }
    const state = accountState ? await accountState(verified.uid, verified.authTime) : 'ok';
    if (state !== 'ok') throw unauthorized(...CODE_OF_STATE[state]);
    return verified;
  }

  return {
    async require(request, brand) {
      const token = bearerOf(request);
      if (token === null) throw unauthorized(ERROR_CODES.tokenMissing, 'Sign in first');
      return check(token, brand.authTenantId);
    },
    async optional(request, brand) {
      const token = bearerOf(request);
      return token === null ? null : check(token, brand.authTenantId);
    },
    async requireTenant(request, tenantId) {
      const token = bearerOf(request);
      if (token === null) throw unauthorized(ERROR_CODES.tokenMissing, 'Sign in first');
      return check(token, tenantId);
    },
    verifyToken: (token, brand) => check(token, brand.authTenantId),
  };
}
