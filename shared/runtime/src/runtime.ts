import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';

import type { Brand, FeedCacheStore, RemoteModule } from '@klubb/contracts';
import type {
  AnalyticsEventInput,
  BankIdEndpoints,
  Container,
  Endpoints,
  HttpRequest,
  IdentityClient,
  NativeBridge,
} from '@klubb/sdk';
import type { AuthSessionActions, SessionState } from '@klubb/session';

/**
 * The remote-module contract this package describes: `./module` exports `register(runtime)`.
 * Contract 1 exported a bare `remoteModule` and read the SDK and store as module globals.
 */
export const RUNTIME_CONTRACT_VERSION = 2;

/** The runtime's session store: read, subscribe, set (the host's boot), its actions in state. */
export interface RuntimeSessionStore {
  getState: () => SessionState;
  setState: (partial: Partial<SessionState>) => void;
  subscribe: (listener: (state: SessionState, previous: SessionState) => void) => () => void;
}

/** The runtime's session and its auth actions: its own store, whichever copy a remote bundles. */
export interface RuntimeSession {
  store: RuntimeSessionStore;
  signIn: AuthSessionActions['signIn'];
  signOut: AuthSessionActions['signOut'];
  establishSession: AuthSessionActions['establishSession'];
  /** Restores the kept session at start (the host's boot). */
  restoreSession: AuthSessionActions['restoreSession'];
  /** The member's ID token for a call, refreshed first when due; null for a visitor. */
  getIdToken: AuthSessionActions['getIdToken'];
}

/** What the host was built and booted with. */
export interface RuntimeConfig {
  appUrl: string;
  apiUrl: string;
  /** The resolved brand (its config holds the flags), or null before boot has it. */
  brand: () => Brand | null;
}

export interface RuntimeNavigation {
  /** Goes to an app path through the host's router (for code outside React's tree). */
  navigate: (to: string, options?: { replace?: boolean }) => void;
}

/** The identity provider as the host configured it for the brand's tenant. */
export interface RuntimeIdentity {
  /** The page's identity client (sign-in, tokens); throws before the host has the brand. */
  client: () => IdentityClient;
  /** The BankID sign-in calls over the host's configured API. */
  bankId: () => BankIdEndpoints;
}

export interface RuntimeAnalytics {
  /** Records one event through the page's analytics client; does nothing before it is set up. */
  track: (
    eventName: string,
    eventType: string,
    customParams?: AnalyticsEventInput['customParams'],
  ) => void;
}

export interface RuntimeNative {
  /** The page's bridge to the native container (docs/native-bridge.md). */
  bridge: () => NativeBridge;
  /** The page's container: whether it runs in one, its version, its calls. */
  container: () => Container;
}

/** Persistent storage with a time-to-live, over localStorage or the page's memory fallback. */
export interface RuntimeStorage {
  read: <T>(key: string, now?: number) => T | null;
  write: <T>(key: string, value: T, ttlMs?: number, now?: number) => void;
  remove: (key: string) => void;
}

/** The feed cache stores (spec §4), in the page's storage; sign-out clears them. */
export interface RuntimeFeedCache {
  read: (store: FeedCacheStore, now?: number) => unknown;
  write: (store: FeedCacheStore, value: unknown, now?: number) => void;
  clear: () => void;
}

/**
 * The instances a runtime creates and owns (ADR 015, ADR 027) and the host hands to every remote:
 * its SDK client, session store, query client and i18next instance. The host and the remotes read
 * them here, never from a module global of a shared package, so two runtimes in one process (two
 * server renders) never share a brand, a member, a cache or a language.
 */
export interface KlubbRuntime {
  contractVersion: typeof RUNTIME_CONTRACT_VERSION;
  api: Endpoints;
  /** The configured HTTP client itself, for calls that are not an endpoint (analytics). */
  http: HttpRequest;
  session: RuntimeSession;
  queryClient: QueryClient;
  i18n: I18n;
  config: RuntimeConfig;
  navigation: RuntimeNavigation;
  identity: RuntimeIdentity;
  analytics: RuntimeAnalytics;
  native: RuntimeNative;
  storage: RuntimeStorage;
  feedCache: RuntimeFeedCache;
}

/** A remote's `./module` under contract 2: it takes the runtime and returns its routes and slots. */
export type RegisterRemote = (runtime: KlubbRuntime) => RemoteModule<ComponentType>;
