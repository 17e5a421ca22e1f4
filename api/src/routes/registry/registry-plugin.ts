import type { FastifyInstance } from 'fastify';

import { remoteEntryBudget } from '../../services/registry/contract-check';
import { hostContractSource } from '../../services/registry/host-contract';
import { DEFAULT_MODULE_CHECK_LIMITS } from '../../services/registry/module-check';
import { remoteOriginsFromEnv } from '../../services/registry/remote-origins';
import type { RouteDeps } from '../route-deps';

import { brandRemotesRoute } from './brand-remotes-route';
import { opsChangeRoutes } from './ops-change-routes';
import { opsReadRoutes } from './ops-read-routes';
import { opsTokenRoutes } from './ops-token-routes';
import type { RegistryRouteDeps } from './registry-deps';

/** What a caller (a test) sets of the registry; the rest comes from the env (production's). */
export type RegistryOptions = Partial<Omit<RegistryRouteDeps['registry'], 'invalidate'>>;

/**
 * The remote registry's routes (ADR 011): the brands' remotes documents and the operators'
 * console API, in the product's compressing scope. The contract check reads the live host's
 * contract, the allowed remote origins and its limits from `options`, else from the env.
 */
export async function registerRegistryRoutes(
  scope: FastifyInstance,
  deps: RouteDeps,
  options: RegistryOptions & {
    production: boolean;
    /** Forgets a brand's cached public answers on every instance (the app's decorator). */
    invalidate: (brandId?: string) => void;
  },
): Promise<void> {
  const registryDeps: RegistryRouteDeps = {
    ...deps,
    registry: {
      hostContract: options.hostContract ?? hostContractSource(),
      remoteOrigins: options.remoteOrigins ?? remoteOriginsFromEnv(process.env, options.production),
      moduleLimits: options.moduleLimits ?? DEFAULT_MODULE_CHECK_LIMITS,
      entryBudget:
        options.entryBudget ??
        ((remote) => remoteEntryBudget(remote as Parameters<typeof remoteEntryBudget>[0])),
      invalidate: options.invalidate,
    },
  };
  for (const routes of [brandRemotesRoute, opsReadRoutes, opsChangeRoutes, opsTokenRoutes]) {
    await scope.register(routes, registryDeps);
  }
}
