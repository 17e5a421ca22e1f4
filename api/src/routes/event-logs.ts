import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import {
  analyticsEventSchema,
  API_PATHS,
  ERROR_CODES,
  interactionEventSchema,
  type Brand,
} from '@klubb/contracts';

import { analyticsEvents, interactionEvents } from '../db/schema';
import { ApiError } from '../http/api-error';
import { noContent } from '../http/no-content';
import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';

import type { RouteDeps } from './route-deps';

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** The event inside POST /v1/a's body: base64 (plain text, or a JSON string) of its JSON. */
function decodeAnalyticsBody(body: unknown): unknown {
  const text = typeof body === 'string' ? body.trim() : '';
  if (!text || !BASE64.test(text)) {
    throw new ApiError(400, ERROR_CODES.analyticsUndecodable, 'Send the event as base64 JSON');
  }
  try {
    return JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as unknown;
  } catch {
    throw new ApiError(400, ERROR_CODES.analyticsUndecodable, 'The event is not base64 JSON');
  }
}

/**
 * Analytics (POST /v1/a) and the interaction log (POST /v1/log/interaction): anonymous visitors
 * log too. The stored user is the verified caller, never the payload's claim; 204.
 */
export const eventLogRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  const { orm } = deps.database;
  const caller = async (request: FastifyRequest, brand: Brand) =>
    (await deps.auth.optional(request, brand))?.uid ?? null;

  app.post(API_PATHS.analytics, async (request, reply) => {
    const brand = await resolveBrand(request, deps.brands);
    const event = parseInput(analyticsEventSchema, decodeAnalyticsBody(request.body), 'body');
    if (event.brandId !== brand.id) {
      throw new ApiError(400, ERROR_CODES.brandMismatch, 'brandId is not the app URL’s brand');
    }
    await orm.insert(analyticsEvents).values({
      brandId: brand.id,
      userId: await caller(request, brand),
      eventName: event.eventName,
      event,
    });
    return noContent(reply);
  });

  app.post(API_PATHS.logInteraction, async (request, reply) => {
    const body = parseInput(interactionEventSchema, request.body, 'body');
    const brand = await resolveBrand(request, deps.brands);
    await orm.insert(interactionEvents).values({
      brandId: brand.id,
      userId: await caller(request, brand),
      event: body.event,
      params: body.params,
    });
    return noContent(reply);
  });
};
