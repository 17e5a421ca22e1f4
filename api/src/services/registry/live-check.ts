import type { RemoteContract, RemoteName } from '@klubb/contracts';

import type { Database } from '../../db/database';

import { checkRemoteVersion } from './contract-check';
import { readHostContract, type HostContractSource } from './host-contract';
import type { ModuleCheckLimits } from './module-check';
import { ContractRefusalError } from './registry-change';
import { loadRegistry } from './registry-state';
import { brandsWithRemoteOn, routeCollisions } from './route-collisions';

/** What the contract check needs of the platform: the live host, the origins, the limits. */
export interface LiveCheckSettings {
  /** Where the live host's host-contract.json is read (hostContractSource()). */
  hostContract: HostContractSource;
  /** The origins remote versions may be served from (remoteOriginsFromEnv(): KLUBB_REMOTE_ORIGINS). */
  remoteOrigins: readonly string[];
  /** The module probe's time, memory and size limits (module-check.ts). */
  moduleLimits: ModuleCheckLimits;
  /** A remote's remoteEntry budget in gzip bytes (remoteEntryBudget()). */
  entryBudget: (remote: string) => number;
}

export type LiveCheck = (
  remote: RemoteName,
  version: string,
  manifestUrl: string,
) => Promise<RemoteContract>;

/**
 * The contract check of one version against the live host, with the route rule on the registry
 * as it is now, so one refusal names everything wrong (the change's transaction judges
 * collisions again). A refusal throws its reasons (ContractRefusalError).
 */
export function createLiveCheck(database: Database, settings: LiveCheckSettings): LiveCheck {
  return async (remote, version, manifestUrl) => {
    const host = await readHostContract(settings.hostContract);
    const outcome = await checkRemoteVersion({
      remote,
      manifestUrl,
      host,
      entryBudgetBytes: settings.entryBudget(remote),
      allowedOrigins: settings.remoteOrigins,
      moduleLimits: settings.moduleLimits,
    });
    const registry = outcome.contract ? await loadRegistry(database.orm) : null;
    const collisions =
      registry && outcome.contract
        ? routeCollisions(
            registry,
            remote,
            outcome.contract.routes,
            brandsWithRemoteOn(registry, remote),
          )
        : [];
    const reasons = [
      ...outcome.reasons,
      ...collisions.map((detail) => ({ rule: 'route-collision' as const, detail })),
    ];
    if (reasons.length || !outcome.contract) {
      throw new ContractRefusalError(`${remote} ${version}`, reasons);
    }
    return outcome.contract;
  };
}
