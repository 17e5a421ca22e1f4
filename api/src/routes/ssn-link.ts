import type { FastifyPluginAsync } from 'fastify';

import { API_PATHS, currentUserSchema, linkSsnBodySchema } from '@klubb/contracts';

import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';
import { identityAdminOf } from '../identity/identity-admin';
import { linkSsn } from '../services/users/link-ssn';
import { toCurrentUser } from '../services/users/user-records';

import type { RouteDeps } from './route-deps';

/**
 * POST /v1/link/user/ssn (ADR 017): the account proven by a fresh password sign-in (its ID token
 * in the body: the app is not signed in yet) and the number by BankID's proof become one. It
 * needs both proofs, so it cannot be used to list members.
 */
export const ssnLinkRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const identity = identityAdminOf(deps.standIn);
  app.post(API_PATHS.linkSsn, async (request) => {
    const body = parseInput(linkSsnBodySchema, request.body, 'body');
    const brand = await resolveBrand(request, deps.brands);
    const linked = await linkSsn(deps.database.orm, identity, deps.auth, brand, body);
    return currentUserSchema.parse(toCurrentUser(linked));
  });
};
