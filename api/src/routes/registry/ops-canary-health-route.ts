import type { FastifyPluginAsync } from 'fastify';

import { CANARY_HEALTH_PATH, canaryHealthListSchema } from '@klubb/contracts';

import { requireOperator } from '../../http/operator-context';
import { canaryHealthList } from '../../services/registry/canary-watch';
import { tokenOperator } from '../../services/registry/tokens';

import type { RegistryRouteDeps } from './registry-deps';

/**
 * GET /v1/ops/canary/health: each running canary's numbers beside the stable version's, and its
 * rules (ADR 024). The console's canary panel and `deploy status` read it; a CI token may too.
 */
export const opsCanaryHealthRoute: FastifyPluginAsync<RegistryRouteDeps> = async (app, deps) => {
  const { orm } = deps.database;
  app.get(CANARY_HEALTH_PATH, async (request) => {
    const operator = await requireOperator(
      request,
      { ...deps, tokenOperator: (secret) => tokenOperator(orm, secret) },
      { change: false },
    );
    return canaryHealthListSchema.parse(await canaryHealthList(orm, operator));
  });
};
