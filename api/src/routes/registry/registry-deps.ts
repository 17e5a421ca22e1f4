import type { CanaryWatch } from '../../services/registry/canary-watch';
import type { LiveCheck, LiveCheckSettings } from '../../services/registry/live-check';
import type { RouteDeps } from '../route-deps';

/** The registry's settings: the live host, budgets, the caches (registrySettings()). */
export interface RegistrySettings extends LiveCheckSettings {
  /** Forgets cached public answers (and brands) of a brand, or of all, on every instance. */
  invalidate: (brandId?: string) => void;
}

/** What the registry's routes need beside the product's. */
export interface RegistryRouteDeps extends RouteDeps {
  registry: RegistrySettings & {
    /** The contract check against the live host (createLiveCheck()). */
    check: LiveCheck;
    /** The canary rules' judge (createCanaryWatch()). */
    canaryWatch: CanaryWatch;
  };
}
