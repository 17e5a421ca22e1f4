import {
  feedCachesIn,
  identity,
  nativeBridge,
  pageContainer,
  trackEvent,
  type Sdk,
  type StoredValues,
} from '@klubb/sdk';

import type { KlubbRuntime } from './runtime';

/** The runtime's members over the SDK's module state (ADR 015). */
export type RuntimeSdkState = Pick<
  KlubbRuntime,
  'identity' | 'analytics' | 'native' | 'storage' | 'feedCache'
>;

/**
 * The members that hand over the SDK's page-wide state of the copy that builds the runtime (the
 * host's): the identity client it configured for the brand's tenant, the BankID calls over the
 * runtime's own SDK client (`sdk`), its analytics, native bridge and page container, and
 * the runtime's own `storage` (`createRuntime` makes it: the page's localStorage with a memory
 * fallback of its own, or a server render's `createMemoryStorage`) with the feed cache over it. Each is read when used,
 * so a remote that bundles its own SDK copy still reaches the instances the host configured.
 */
export function sdkStateMembers(sdk: Pick<Sdk, 'bankId'>, storage: StoredValues): RuntimeSdkState {
  return {
    identity: { client: () => identity(), bankId: () => sdk.bankId },
    analytics: { track: trackEvent },
    native: { bridge: () => nativeBridge(), container: () => pageContainer() },
    storage,
    feedCache: feedCachesIn(storage),
  };
}
