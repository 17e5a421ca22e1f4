export { RUNTIME_CONTRACT_VERSION } from './runtime';
export type {
  KlubbRuntime,
  RegisterRemote,
  RuntimeAnalytics,
  RuntimeConfig,
  RuntimeFeedCache,
  RuntimeIdentity,
  RuntimeNative,
  RuntimeNavigation,
  RuntimeSession,
  RuntimeSessionStore,
  RuntimeStorage,
} from './runtime';
export { RuntimeProvider, useRuntime, useRuntimeSession } from './runtime-context';
export { useAppState, useBrand, useCurrentUser, useIsSignedIn, useMemberId } from './session-hooks';
export { cartKeys, cartQueryOptions, categoryKeys, categoryListQueryOptions } from './queries';
export { addTranslations } from './translations';
