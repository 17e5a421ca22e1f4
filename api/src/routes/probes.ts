import type { FastifyPluginAsync } from 'fastify';

import { API_PATHS, ERROR_CODES } from '@klubb/contracts';

import type { Readiness } from '../lifecycle/readiness';

const MESSAGES = {
  draining: 'The instance is shutting down',
  database: 'The database is not reachable',
  migrations: 'The database lacks migrations of this release',
} as const;

/**
 * The orchestrator's probes, on distinct paths: liveness only says the process answers (a database
 * outage must not restart every replica), readiness says it should be sent traffic.
 */
export const probeRoutes: FastifyPluginAsync<{ readiness: Readiness }> = async (
  app,
  { readiness },
) => {
  app.get(API_PATHS.live, async () => ({ status: 'ok' as const }));

  app.get(API_PATHS.ready, async (_request, reply) => {
    const result = await readiness.check().catch(() => ({
      ready: false,
      reason: 'database' as const,
    }));
    if (result.ready) return { status: 'ok' as const };
    const reason = result.reason ?? 'database';
    return reply
      .status(503)
      .send({ status: 503, code: ERROR_CODES.notReady, message: MESSAGES[reason] });
  });
};
