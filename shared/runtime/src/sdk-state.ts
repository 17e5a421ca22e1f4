import {
  clearFeedCaches,
  identity,
  nativeBridge,
  pageContainer,
  readFeedCache,
  readStored,
  removeStored,
  trackEvent,
  writeFeedCache,
  writeStored,
  type Sdk,
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
 * runtime's own SDK client (`sdk`), its analytics, native bridge and page container, its storage (with the memory
 * fallback) and the feed cache over that storage. Each is read when used, so a remote that
 * bundles its own SDK copy still reaches the instances the host configured.
 */
export function sdkStateMembers(sdk: Pick<Sdk, 'bankId'>): RuntimeSdkState {
  return {
    identity: { client: () => identity(), bankId: () => sdk.bankId },
    analytics: { track: trackEvent },
    native: { bridge: () => nativeBridge(), container: () => pageContainer() },
    storage: { read: readStored, write: writeStored, remove: removeStored },
    feedCache: { read: readFeedCache, write: writeFeedCache, clear: clearFeedCaches },
  };
}
