import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import { SESSION_ID_PATTERN } from '@klubb/contracts';

import { parseInput } from '../http/parse-input';
import { resolveBrand } from '../http/resolve-brand';
import { readAnalyticsCounts, readSessionCounts } from '../services/analytics-store';

import type { RouteDeps } from './route-deps';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const querySchema = z.object({
  appUrl: z.string().max(2048).optional(),
  from: day.optional(),
  to: day.optional(),
  sessionId: z.string().regex(SESSION_ID_PATTERN).optional(),
});
const today = () => new Date().toISOString().slice(0, 10);

/**
 * GET /dev/analytics/counts?appUrl=…&from=…&to=…: the brand's analytics counted per UTC day and
 * event (today by default), or with `sessionId` one visit's events by name. Outside production only — the end-to-end tests count what the app
 * sent here; in production `npm run analytics:counts` in api/ prints the same table.
 */
export const devAnalyticsRoutes: FastifyPluginAsync<RouteDeps> = async (app, deps) => {
  app.get('/dev/analytics/counts', async (request) => {
    const query = parseInput(querySchema, request.query, 'query');
    const brand = await resolveBrand(request, deps.brands, query.appUrl);
    if (query.sessionId) {
      const counts = await readSessionCounts(deps.database, brand.id, query.sessionId);
      return { brandId: brand.id, sessionId: query.sessionId, counts };
    }
    const from = query.from ?? today();
    const to = query.to ?? from;
    return {
      brandId: brand.id,
      from,
      to,
      counts: await readAnalyticsCounts(deps.database, brand.id, from, to),
    };
  });
};
