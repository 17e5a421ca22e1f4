import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import {
  OPERATOR_FRESH_SESSION_SECONDS,
  OPERATORS_TENANT_ID,
  REGISTRY_TOKEN_PREFIX,
  type RemoteName,
} from '@klubb/contracts';

import { operators } from '../db/schema';
import type { RouteDeps } from '../routes/route-deps';

import { ApiError } from './api-error';

export const OPERATOR_ERRORS = {
  forbidden: 'operator/forbidden',
  reauthenticate: 'operator/reauthentication-required',
} as const;

export interface OperatorContext {
  uid: string;
  email: string;
  role: OperatorRole;
  /** The brand a brand operator or door staff works for; null for a platform operator. */
  brandId: string | null;
  /** When the operator last typed their password (the token's auth_time), in seconds. */
  authTime: number;
  /** Who the audit names, when not the operator's own account (a machine token). */
  actor?: { uid: string; email: string; kind: 'operator' | 'token' | 'automatic' };
  /** A machine token's one remote (ADR 018); absent for a person. */
  tokenRemote?: RemoteName;
}

/** Door staff (issue 37) scan their brand's tickets and reach nothing else. */
export type OperatorRole = 'brand' | 'platform' | 'door';

export const forbidden = (message: string) => new ApiError(403, OPERATOR_ERRORS.forbidden, message);

/**
 * An operator: a valid ID token of the operators' tenant (a member's token of any brand is
 * refused as the wrong tenant) whose account has an operator role. `change`: the call changes
 * something, and the sign-in must be fresh (auth_time within OPERATOR_FRESH_SESSION_SECONDS):
 * a token refreshed for an hour keeps its auth_time, so a stolen session cannot change anything
 * for long. Only brand and platform operators pass unless `roles` names door staff too.
 */
export async function requireOperator(
  request: FastifyRequest,
  deps: Pick<RouteDeps, 'auth' | 'database'> & {
    /** The caller of a machine token (services/registry/tokens.ts), where tokens are accepted. */
    tokenOperator?: (secret: string) => Promise<OperatorContext>;
  },
  options: { change: boolean; roles?: readonly OperatorRole[] },
): Promise<OperatorContext> {
  // A remote team's CI token (ADR 018): checked and scoped by the registry's token service.
  const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer?.startsWith(REGISTRY_TOKEN_PREFIX) && deps.tokenOperator) {
    return deps.tokenOperator(bearer);
  }
  const token = await deps.auth.requireTenant(request, OPERATORS_TENANT_ID);
  const [row] = await deps.database.orm
    .select()
    .from(operators)
    .where(eq(operators.uid, token.uid))
    .limit(1);
  if (!row) throw forbidden('The account is not an operator');
  if (!(options.roles ?? ['brand', 'platform']).includes(row.role)) {
    throw forbidden(`The ${row.role} role cannot do this`);
  }
  const age = Math.floor(Date.now() / 1000) - token.authTime;
  if (options.change && age > OPERATOR_FRESH_SESSION_SECONDS) {
    throw new ApiError(
      401,
      OPERATOR_ERRORS.reauthenticate,
      `Sign in again: a change needs a sign-in within ${OPERATOR_FRESH_SESSION_SECONDS / 60} minutes`,
    );
  }
  return {
    uid: row.uid,
    email: token.email ?? '',
    role: row.role,
    brandId: row.brandId,
    authTime: token.authTime,
  };
}

/** A brand operator manages their own brand only; a platform operator every brand. */
export function requireBrandAccess(operator: OperatorContext, brandId: string): void {
  if (operator.role === 'platform' || operator.brandId === brandId) return;
  throw forbidden(`Operators of ${operator.brandId ?? 'no brand'} cannot manage brand ${brandId}`);
}

export function requirePlatform(operator: OperatorContext, what: string): void {
  if (operator.role !== 'platform') throw forbidden(`Only platform operators ${what}`);
}
