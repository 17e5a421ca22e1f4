import type { FastifyPluginAsync } from 'fastify';

import {
  API_PATHS,
  referralClaimSchema,
  referralTokenBodySchema,
  referralTokenSchema,
  referralVerifyBodySchema,
} from '@klubb/contracts';

import { requireMember } from '../http/member-context';
import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';
import { findVisibleOffer } from '../services/offer-queries';
import { createReferralToken, verifyReferralToken } from '../services/referral-tokens';

import type { RouteDeps } from './route-deps';

/**
 * Referral tokens (issue 13): a member's referral call to action gets a short-lived token for
 * the partner's page instead of the member's ID token, and the partner asks the API whether a
 * token it was handed is genuine (both calls bound to the brand of the app URL).
 */
export const referralRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { orm } = deps.database;

  app.post(API_PATHS.createReferralToken, async (request, reply) => {
    const body = parseInput(referralTokenBodySchema, request.body, 'body');
    const { brand, user } = await requireMember(request, deps, { onboarded: true });
    const offer = await findVisibleOffer(orm, brand.id, body.offerId);
    const created = await createReferralToken(orm, brand.id, user.id, offer.id);
    return reply.code(201).send(referralTokenSchema.parse(created));
  });

  app.post(API_PATHS.verifyReferralToken, async (request) => {
    const body = parseInput(referralVerifyBodySchema, request.body, 'body');
    const brand = await resolveBrand(request, deps.brands);
    return referralClaimSchema.parse(await verifyReferralToken(orm, brand.id, body.token));
  });
};
