import type { FastifyInstance } from 'fastify';

import type { Database } from '../../db/database';
import { createCanaryWatch } from '../../services/registry/canary-watch';
import { remoteEntryBudget } from '../../services/registry/contract-check';
import { hostContractSource } from '../../services/registry/host-contract';
import { createLiveCheck } from '../../services/registry/live-check';
import { DEFAULT_MODULE_CHECK_LIMITS } from '../../services/registry/module-check';
import { remoteOriginsFromEnv } from '../../services/registry/remote-origins';
import type { RouteDeps } from '../route-deps';

import { brandRemotesRoute } from './brand-remotes-route';
import { opsCanaryHealthRoute } from './ops-canary-health-route';
import { opsChangeRoutes } from './ops-change-routes';
import { opsReadRoutes } from './ops-read-routes';
import { opsTokenRoutes } from './ops-token-routes';
import type { RegistryRouteDeps, RegistrySettings } from './registry-deps';

/** What a caller (a test) sets of the registry; the rest comes from the env (production's). */
export type RegistryOptions = Partial<Omit<RegistrySettings, 'invalidate'>>;

/**
 * The registry's settings — the live host's contract, the allowed remote origins and the limits
 * from `options`, else from the env — its contract check, and the canary rules' judge, which also
 * runs every `watchIntervalMs` (0: only after health reports) until the app closes.
 */
export function setUpRegistry(
  app: FastifyInstance,
  database: Database,
  options: RegistryOptions & { production: boolean; watchIntervalMs: number },
): RegistryRouteDeps['registry'] {
  const settings: RegistrySettings = {
    hostContract: options.hostContract ?? hostContractSource(),
    remoteOrigins: options.remoteOrigins ?? remoteOriginsFromEnv(process.env, options.production),
    moduleLimits: options.moduleLimits ?? DEFAULT_MODULE_CHECK_LIMITS,
    entryBudget:
      options.entryBudget ??
      ((remote) => remoteEntryBudget(remote as Parameters<typeof remoteEntryBudget>[0])),
    // Resolved at call time: the app's decorator is added after the product's scope.
    invalidate: (brandId) => app.invalidatePublicAnswers(brandId),
  };
  const check = createLiveCheck(database, settings);
  const canaryWatch = createCanaryWatch({
    database,
    invalidate: settings.invalidate,
    check,
    log: (message, error) => app.log.warn({ err: error }, message),
  });
  if (options.watchIntervalMs > 0) {
    const timer = setInterval(() => {
      canaryWatch.judge().catch((error: unknown) => {
        app.log.warn({ err: error }, 'the canary rules could not be judged');
      });
    }, options.watchIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return { ...settings, check, canaryWatch };
}

/**
 * The remote registry's routes (ADR 011): the brands' remotes documents and the operators'
 * console API, in the product's compressing scope.
 */
export async function registerRegistryRoutes(
  scope: FastifyInstance,
  deps: RouteDeps,
  registry: RegistryRouteDeps['registry'],
): Promise<void> {
  const registryDeps: RegistryRouteDeps = { ...deps, registry };
  for (const routes of [
    brandRemotesRoute,
    opsReadRoutes,
    opsChangeRoutes,
    opsTokenRoutes,
    opsCanaryHealthRoute,
  ]) {
    await scope.register(routes, registryDeps);
  }
}
