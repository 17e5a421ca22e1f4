import type { FastifyRequest } from 'fastify';

import { ERROR_CODES, type Brand } from '@klubb/contracts';

import type { VerifiedIdToken } from '../identity/token-verifier';
import type { RouteDeps } from '../routes/route-deps';
import { findUserWithRole, type RoleRow, type UserRow } from '../services/users/user-records';

import { ApiError } from './api-error';
import { resolveBrand } from './resolve-brand';

export interface AccountContext {
  brand: Brand;
  token: VerifiedIdToken;
  /** The member record, if the account has been registered with the product. */
  user: UserRow | undefined;
  /** The record's role, whatever brand it belongs to. */
  role: RoleRow | undefined;
}

export interface MemberContext extends AccountContext {
  user: UserRow;
  role: RoleRow;
}

/** A signed-in caller of this brand, registered or not. */
export async function requireAccount(
  request: FastifyRequest,
  deps: Pick<RouteDeps, 'brands' | 'auth' | 'database'>,
): Promise<AccountContext> {
  const brand = await resolveBrand(request, deps.brands);
  const token = await deps.auth.require(request, brand);
  const found = await findUserWithRole(deps.database.orm, token.uid);
  if (found?.user.brandId !== brand.id) return { brand, token, user: undefined, role: undefined };
  return { brand, token, user: found.user, role: found.role ?? undefined };
}

/**
 * The partner binding of spec §6: an account with no record or no role for this brand has an
 * incomplete registration; one whose role belongs to another brand is another partner's.
 */
export function bindMember(context: AccountContext): MemberContext {
  const { user, brand, role } = context;
  if (!user || !role) {
    throw new ApiError(
      403,
      ERROR_CODES.registrationIncomplete,
      'The account is not fully registered with this app',
    );
  }
  if (role.brandId !== brand.id) {
    throw new ApiError(403, ERROR_CODES.otherPartner, 'The account belongs to another partner');
  }
  return { ...context, user, role };
}

export interface MemberOptions {
  /** Commerce and claims need a finished set-up; the profile calls do not. */
  onboarded?: boolean;
}

/** A member of this brand: signed in, registered, bound, and (if asked) through set-up. */
export async function requireMember(
  request: FastifyRequest,
  deps: Pick<RouteDeps, 'brands' | 'auth' | 'database'>,
  options: MemberOptions = {},
): Promise<MemberContext> {
  const member = bindMember(await requireAccount(request, deps));
  if (options.onboarded && !member.user.completedOnboarding) {
    throw new ApiError(403, ERROR_CODES.onboardingIncomplete, 'Finish the account set-up first');
  }
  return member;
}
