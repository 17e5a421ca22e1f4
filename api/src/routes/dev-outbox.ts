import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';

import { parseInput } from '../http/parse-input';

import type { RouteDeps } from './route-deps';

const querySchema = z.object({ to: z.string().max(320).optional() });

/**
 * GET /dev/outbox?to=…: the e-mails the API "sent" (reset links), newest first. Outside
 * production only: it is how a developer, and the end-to-end tests, follow a reset link.
 */
export const devOutboxRoutes: FastifyPluginAsync<RouteDeps> = async (app, { outbox }) => {
  app.get('/dev/outbox', async (request) => {
    const query = parseInput(querySchema, request.query, 'query');
    return { mails: outbox.list(query.to) };
  });
};
