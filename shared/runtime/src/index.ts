export { RUNTIME_CONTRACT_VERSION } from './runtime';
export type {
  KlubbRuntime,
  RegisterRemote,
  RuntimeConfig,
  RuntimeNavigation,
  RuntimeSession,
  RuntimeSessionStore,
} from './runtime';
export { RuntimeProvider, useRuntime, useRuntimeSession } from './runtime-context';
