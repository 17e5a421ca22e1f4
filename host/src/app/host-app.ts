import { createContext, useContext } from 'react';

import type { KlubbRuntime } from '@klubb/runtime';
import { createRuntime, historyNavigate } from '@klubb/runtime/create';

import { remoteApiFailed } from '../features/federation/remote-health';
import {
  createRemoteLoader,
  type RegistryState,
  type RemoteLoader,
} from '../features/federation/remote-registry';
import { createNativeSetup, type NativeSetup } from '../features/native/native-setup';
import type { PermissionPrompts } from '../features/native/permission-prompts';

type Navigate = KlubbRuntime['navigation']['navigate'];

/**
 * One app of the host (ADR 027): its runtime, which it hands to every remote, and what the host
 * keeps beside it — its remotes (their store and loads), its native set-up, its router's
 * navigate. Nothing of it is a module variable, so two apps in one process (a test's, a server
 * render's per request) share none of it.
 */
export interface HostApp {
  runtime: KlubbRuntime;
  remotes: RemoteLoader;
  /** Sets up the native container once (boot); a retried boot gets the first set-up. */
  setUpNative: () => NativeSetup;
  /** The push and tracking explanations, once the native set-up ran (never on a server). */
  permissionPrompts: () => PermissionPrompts | null;
  /** The router lends its navigate here once mounted (navigation-bridge.tsx), null on unmount. */
  setRouterNavigate: (navigate: Navigate | null) => void;
}

/** An app over `runtime`, its remotes starting as `remotes` (a server render's loaded route). */
export function hostAppOf(
  runtime: KlubbRuntime,
  options: {
    remotes?: RegistryState['remotes'];
    setRouterNavigate?: HostApp['setRouterNavigate'];
  } = {},
): HostApp {
  let native: NativeSetup | null = null;
  return {
    runtime,
    remotes: createRemoteLoader(runtime, options.remotes),
    setUpNative: () => (native ??= createNativeSetup(runtime)),
    permissionPrompts: () => native?.prompts ?? null,
    setRouterNavigate: options.setRouterNavigate ?? (() => undefined),
  };
}

/**
 * The page's app (ADR 015, ADR 027): a runtime (`createRuntime`: its SDK client, session, query
 * client, i18n and storage) whose navigation goes through this app's router once it has mounted,
 * before that through a plain history entry the router reads when it does.
 */
export function createHostApp(appUrl: string, apiUrl = __KLUBB_API_URL__): HostApp {
  let routerNavigate: Navigate | null = null;
  const runtime = createRuntime({
    appUrl,
    apiUrl,
    navigate: (to, options) => (routerNavigate ?? historyNavigate)(to, options),
    // A 5xx answer to a call a remote's code made counts against that remote's version.
    onServerError: ({ stack }) => remoteApiFailed(stack),
  });
  return hostAppOf(runtime, {
    setRouterNavigate: (navigate) => {
      routerNavigate = navigate;
    },
  });
}

export const HostAppContext = createContext<HostApp | null>(null);

/** The host's app the tree renders (the host's `App` provides it). */
export function useHostApp(): HostApp {
  const app = useContext(HostAppContext);
  if (!app) throw new Error('useHostApp is used outside the host’s App');
  return app;
}
