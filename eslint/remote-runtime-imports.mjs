/**
 * What a remote's own code may not import from the shared packages (ADR 015): the host's
 * instances reach a remote through the runtime (`@klubb/runtime`), never through the remote's own
 * copy of a package. The remote's copy of @klubb/session, @klubb/i18n or the SDK's module state
 * would be a second, empty store, i18n instance or unconfigured SDK. Used by the remotes' zone of
 * `boundaries.mjs` (one `no-restricted-imports` config per file set: ESLint keeps the last).
 */

/**
 * The SDK's entry points over its module state (ADR 015): a remote bundles its own SDK copy, whose
 * state the host never configured. It reads the host's instances through the runtime instead.
 */
const SDK_STATEFUL = [
  ['createSdk'], // runtime.api, runtime.http, runtime.config: the runtime's own client (ADR 027)
  ['configureIdentity', 'identity'], // runtime.identity.client(), .bankId()
  ['configureAnalytics', 'trackEvent'], // runtime.analytics.track
  ['nativeBridge', 'configureContainer', 'pageContainer'], // runtime.native.bridge(), .container()
  ['readStored', 'writeStored', 'removeStored'], // runtime.storage
  ['readFeedCache', 'writeFeedCache', 'clearFeedCaches'], // runtime.feedCache
].flat();

/** `no-restricted-imports` paths for a remote's non-test code. */
export const remoteRuntimePaths = [
  {
    name: '@klubb/session',
    message: 'A remote reads the session through @klubb/runtime (ADR 015).',
  },
  {
    name: '@klubb/i18n',
    importNames: ['createI18n', 'initI18n'],
    message: 'A remote adds its texts with addTranslations of @klubb/runtime.',
  },
  {
    name: '@klubb/sdk',
    importNames: SDK_STATEFUL,
    message:
      "A remote reads the SDK's instances through the runtime (identity, analytics, native, storage, feedCache, api; ADR 015): its own copy's were never configured.",
  },
];
