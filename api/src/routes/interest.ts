import type { FastifyPluginAsync } from 'fastify';

import {
  API_PATHS,
  registerInterestBodySchema,
  registerInterestResultSchema,
} from '@klubb/contracts';

import { requireMember } from '../http/member-context';
import { parseInput } from '../http/parse-input';
import { leaveWaitingListOfTicket, registerInterest } from '../services/interest-registrations';
import { findVisibleOffer } from '../services/offer-queries';

import type { RouteDeps } from './route-deps';

/**
 * The waiting list of a sold-out ticket (members who finished set-up): 201 with the new
 * registration's order, 200 with the earlier one when the member is already on the list; DELETE
 * takes the member off it again (204, also when not on it).
 */
export const interestRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  app.post(API_PATHS.registerInterest, async (request, reply) => {
    const body = parseInput(registerInterestBodySchema, request.body, 'body');
    const { brand, user } = await requireMember(request, deps, { onboarded: true });
    const offer = await findVisibleOffer(deps.database.orm, brand.id, body.offerId);
    const result = await registerInterest(deps.database, offer, user.id, body.itemVariantId);
    return reply
      .code(result.alreadyRegistered ? 200 : 201)
      .send(registerInterestResultSchema.parse(result));
  });

  app.delete(API_PATHS.registerInterest, async (request, reply) => {
    const body = parseInput(registerInterestBodySchema, request.body, 'body');
    const { brand, user } = await requireMember(request, deps, { onboarded: true });
    await leaveWaitingListOfTicket(deps.database, brand.id, user.id, body.itemVariantId);
    return reply.code(204).send();
  });
};
