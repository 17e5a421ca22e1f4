import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

import { API_PATHS } from '@klubb/contracts';

import type { RouteDeps } from './route-deps';

/** GET /health: up and able to reach the database. */
export const healthRoutes: FastifyPluginAsync<RouteDeps> = async (app, { database }) => {
  app.get(API_PATHS.health, async () => {
    await database.orm.execute(sql`SELECT 1`);
    return { status: 'ok' as const };
  });
};
