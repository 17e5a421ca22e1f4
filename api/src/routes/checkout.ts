import type { FastifyPluginAsync } from 'fastify';

import {
  API_PATHS,
  checkoutConfigQuerySchema,
  checkoutConfigSchema,
  checkoutSessionSchema,
  checkoutStatusQuerySchema,
  checkoutStatusSchema,
  createCheckoutBodySchema,
  ERROR_CODES,
  expireCheckoutBodySchema,
} from '@klubb/contracts';

import { ApiError } from '../http/api-error';
import { requireMember } from '../http/member-context';
import { noContent } from '../http/no-content';
import { parseInput } from '../http/parse-input';
import { createCheckout, expireCheckout, type CheckoutContext } from '../services/checkout';
import { checkoutProgress } from '../services/checkout-status';

import type { RouteDeps } from './route-deps';

/** Only test mode exists until a real payment provider is connected. */
function requireTestMode(testMode: boolean): void {
  if (!testMode) {
    throw new ApiError(400, ERROR_CODES.liveModeUnavailable, 'Only test mode is available');
  }
}

/**
 * Checkout (spec §4): the config, a session for the cart, giving an unfinished one back, and
 * where a session stands (its order once paid).
 */
export const checkoutRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const context: CheckoutContext = { database: deps.database, payments: deps.payments };
  app.get(API_PATHS.getCheckoutConfig, async (request) => {
    const query = parseInput(checkoutConfigQuerySchema, request.query, 'query');
    await requireMember(request, deps, { onboarded: true });
    requireTestMode(query.testMode);
    return checkoutConfigSchema.parse({
      publishableKey: deps.settings.publishableKey,
      testMode: true,
    });
  });

  app.post(API_PATHS.createCheckout, async (request) => {
    const body = parseInput(createCheckoutBodySchema, request.body, 'body');
    const { brand, user } = await requireMember(request, deps, { onboarded: true });
    requireTestMode(body.testMode);
    const session = await createCheckout(context, brand, { id: user.id, email: user.email });
    return checkoutSessionSchema.parse(session);
  });

  app.post(API_PATHS.expireCheckout, async (request, reply) => {
    const body = parseInput(expireCheckoutBodySchema, request.body, 'body');
    const { user } = await requireMember(request, deps, { onboarded: true });
    await expireCheckout(context, user.id, body.stripeCheckoutSessionId);
    return noContent(reply);
  });

  app.get(API_PATHS.getCheckoutStatus, async (request) => {
    const query = parseInput(checkoutStatusQuerySchema, request.query, 'query');
    const { user } = await requireMember(request, deps, { onboarded: true });
    const progress = await checkoutProgress(
      context,
      user.id,
      query.stripeCheckoutSessionId,
      deps.publicUrl,
    );
    return checkoutStatusSchema.parse(progress);
  });
};
