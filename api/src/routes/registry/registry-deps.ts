import type { HostContractSource } from '../../services/registry/host-contract';
import type { ModuleCheckLimits } from '../../services/registry/module-check';
import type { RouteDeps } from '../route-deps';

/** What the registry's routes need beside the product's: the live host, budgets, the caches. */
export interface RegistryRouteDeps extends RouteDeps {
  registry: {
    /** Where the live host's host-contract.json is read (hostContractSource()). */
    hostContract: HostContractSource;
    /** The origins remote versions may be served from (remoteOriginsFromEnv(): KLUBB_REMOTE_ORIGINS). */
    remoteOrigins: readonly string[];
    /** The module probe's time, memory and size limits (module-check.ts). */
    moduleLimits: ModuleCheckLimits;
    /** A remote's remoteEntry budget in gzip bytes (remoteEntryBudget()). */
    entryBudget: (remote: string) => number;
    /** Forgets cached public answers (and brands) of a brand, or of all, on every instance. */
    invalidate: (brandId?: string) => void;
  };
}
