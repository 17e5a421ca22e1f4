import type { KlubbRuntime } from '@klubb/runtime';
import { createRuntime, historyNavigate } from '@klubb/runtime/create';

import { remoteApiFailed } from '../features/federation/remote-health';

type Navigate = KlubbRuntime['navigation']['navigate'];

/** The router's navigate, once the host's router has mounted (navigation-bridge.tsx sets it). */
let routerNavigate: Navigate | null = null;

export function setRouterNavigate(navigate: Navigate | null): void {
  routerNavigate = navigate;
}

/**
 * The page's one runtime (ADR 015, `createRuntime`: it owns the page's SDK client, session,
 * query client and i18n, ADR 027), created before anything renders; every remote's
 * `register(runtime)` receives it. Navigation goes through the host's router once it
 * has mounted, before that through a plain history entry the router reads when it does.
 */
export function createHostRuntime(appUrl: string, apiUrl = __KLUBB_API_URL__): KlubbRuntime {
  return createRuntime({
    appUrl,
    apiUrl,
    navigate: (to, options) => (routerNavigate ?? historyNavigate)(to, options),
    // A 5xx answer to a call a remote's code made counts against that remote's version.
    onServerError: ({ stack }) => remoteApiFailed(stack),
  });
}
