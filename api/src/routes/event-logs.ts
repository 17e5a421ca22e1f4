import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import {
  ANALYTICS_MAX_BATCH,
  analyticsEventSchema,
  API_PATHS,
  ERROR_CODES,
  interactionEventSchema,
  type Brand,
} from '@klubb/contracts';

import { interactionEvents } from '../db/schema';
import { ApiError } from '../http/api-error';
import { noContent } from '../http/no-content';
import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';
import { storeAnalyticsEvents } from '../services/analytics-store';
import { countHealthReports, isHealthReport } from '../services/registry/canary-health';

import type { RouteDeps } from './route-deps';

const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;

/** Arrays and objects inside each other an event may hold (a batch, an event, its params). */
const ANALYTICS_MAX_NESTING = 8;

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without recursion (strings
 * skipped), so a body nested thousands deep is refused before anything walks it recursively.
 */
function nestingOf(json: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < json.length; i += 1) {
    const char = json[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '[' || char === '{') deepest = Math.max(deepest, (depth += 1));
    else if (char === ']' || char === '}') depth -= 1;
  }
  return deepest;
}

/** The event(s) inside POST /v1/a's body: base64 (plain text, or a JSON string) of the JSON. */
function decodeAnalyticsBody(body: unknown): unknown {
  const text = typeof body === 'string' ? body.trim() : '';
  if (!text || !BASE64.test(text)) {
    throw new ApiError(400, ERROR_CODES.analyticsUndecodable, 'Send the event as base64 JSON');
  }
  const json = Buffer.from(text, 'base64').toString('utf8');
  if (nestingOf(json) > ANALYTICS_MAX_NESTING) {
    throw new ApiError(
      400,
      ERROR_CODES.analyticsUndecodable,
      `The event nests deeper than ${ANALYTICS_MAX_NESTING} levels`,
    );
  }
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw new ApiError(400, ERROR_CODES.analyticsUndecodable, 'The event is not base64 JSON');
  }
}

/** One event's JSON may be this large; a batch is bounded by the API's body limit too. */
export const ANALYTICS_EVENT_MAX_BYTES = 8 * 1024;
/** Events one session may send in a window (a member clicking all day stays far below it). */
export const ANALYTICS_SESSION_LIMIT = { max: 600, windowMs: 10 * 60 * 1000 };

/** The events of a body: one event (the spec's form) or a batch (a JSON array, ADR 010). */
function eventsOf(decoded: unknown, brand: Brand) {
  const list = Array.isArray(decoded) ? decoded : [decoded];
  if (list.length === 0 || list.length > ANALYTICS_MAX_BATCH) {
    throw new ApiError(
      400,
      ERROR_CODES.validation,
      `A batch holds 1 to ${ANALYTICS_MAX_BATCH} events`,
    );
  }
  return list.map((item) => {
    if (Buffer.byteLength(JSON.stringify(item) ?? '') > ANALYTICS_EVENT_MAX_BYTES) {
      throw new ApiError(413, ERROR_CODES.analyticsTooLarge, 'An event is larger than 8 KB');
    }
    const event = parseInput(analyticsEventSchema, item, 'body');
    if (event.brandId !== brand.id) {
      throw new ApiError(400, ERROR_CODES.brandMismatch, 'brandId is not the app URL’s brand');
    }
    return event;
  });
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
    const events = eventsOf(decodeAnalyticsBody(request.body), brand);
    // The cap is per session (the payload's sessionId), counted across API instances.
    let over = false;
    for (const event of events) {
      const count = await deps.rateLimits.hit(
        `analytics:session:${brand.id}:${event.sessionId}`,
        ANALYTICS_SESSION_LIMIT.windowMs,
      );
      over ||= count > ANALYTICS_SESSION_LIMIT.max;
    }
    if (over) {
      throw new ApiError(429, ERROR_CODES.rateLimited, 'Too many analytics events in this session');
    }
    // Health reports (ADR 024) are counted per remote, version and minute, never kept as events,
    // and sent in the flagged mode too; the canaries of the remotes they name are judged at once.
    const analytics = events.filter((event) => !isHealthReport(event));
    if (analytics.length) {
      await storeAnalyticsEvents(deps.database, brand.id, await caller(request, brand), analytics);
    }
    const reported = await countHealthReports(deps.database, brand.id, events);
    if (reported.length) await deps.canaryWatch?.judge(reported);
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
