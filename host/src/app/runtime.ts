import { i18n } from '@klubb/i18n';
import { RUNTIME_CONTRACT_VERSION, type KlubbRuntime } from '@klubb/runtime';
import { api, configureSdk, httpRequest } from '@klubb/sdk';
import {
  establishSession,
  getIdToken,
  queryClient,
  signIn,
  signOut,
  useSessionStore,
} from '@klubb/session';

type Navigate = KlubbRuntime['navigation']['navigate'];

/** The router's navigate, once the host's router has mounted (navigation-bridge.tsx sets it). */
let routerNavigate: Navigate | null = null;

export function setRouterNavigate(navigate: Navigate | null): void {
  routerNavigate = navigate;
}

/**
 * The page's one runtime (ADR 015), created before anything renders: the SDK configured for this
 * app URL, the session store and its auth actions, the query client, the i18n instance, the
 * configuration and the navigation. Every remote's `register(runtime)` receives this object.
 */
export function createHostRuntime(appUrl: string, apiUrl = __KLUBB_API_URL__): KlubbRuntime {
  // The SDK's module globals stay configured too: contract-1 remotes (and the host's own
  // features, until they take the runtime) read them.
  configureSdk({ apiUrl, appUrl, getIdToken });
  return {
    contractVersion: RUNTIME_CONTRACT_VERSION,
    api: api(),
    http: httpRequest(),
    session: { store: useSessionStore, signIn, signOut, establishSession },
    queryClient,
    i18n,
    config: { appUrl, apiUrl, brand: () => useSessionStore.getState().brand },
    navigation: {
      navigate: (to, options) => {
        if (routerNavigate) routerNavigate(to, options);
        // Before the router has mounted, a plain history entry the router reads when it does.
        else window.history[options?.replace ? 'replaceState' : 'pushState'](null, '', to);
      },
    },
  };
}
