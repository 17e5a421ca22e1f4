import { matchRoutes } from 'react-router-dom';

import type { AppSection, BrandConfig, RemoteName } from '@klubb/contracts';

import type { PlannedRemote } from './canary';
import { preloadPage } from './preloaded-pages';
import type { RemoteLoader } from './remote-registry';

type Flags = Pick<BrandConfig, 'showEditorial' | 'showBenefit' | 'showLive' | 'showRestaurants'>;

/**
 * The remote that owns `pathname` among the planned remotes, by the routes their document
 * declares (issue 15's registry), ranked as the router ranks them; null when none does or the
 * routes are not known (the static remotes.json). A route whose brand flag is off does not count
 * (`flags` null: before the brand is known, every flag counts as on).
 */
export function owningRemoteName(
  remotes: ReadonlyArray<PlannedRemote>,
  pathname: string,
  flags: Flags | null,
  section: AppSection = 'content',
): RemoteName | null {
  const routes = remotes.flatMap((remote) =>
    (remote.routes ?? [])
      .filter((route) => route.section === section && (!route.flag || !flags || flags[route.flag]))
      .map((route) => ({ path: route.path, remote: remote.name })),
  );
  const match = matchRoutes(routes, pathname)?.[0]?.route;
  return match?.remote ?? null;
}

/**
 * The remotes to load before the first render (the one owning the URL) and the rest, to load at
 * idle. Without an owner (an unknown path, a document without routes) every remote is loaded
 * first, as before route-first loading.
 */
export function splitByRoute(
  remotes: ReadonlyArray<PlannedRemote>,
  pathname: string,
  flags: Flags | null,
  section: AppSection = 'content',
): { first: PlannedRemote[]; rest: PlannedRemote[] } {
  const owner = owningRemoteName(remotes, pathname, flags, section);
  if (!owner) return { first: [...remotes], rest: [] };
  return {
    first: remotes.filter((remote) => remote.name === owner),
    rest: remotes.filter((remote) => remote.name !== owner),
  };
}

/**
 * Route-first boot (ADR 014 step 2): loads, into the app's `loader`, the remote owning the URL and that route's page before
 * the first render, and resolves to the remotes left for later (`loadRemotesAtIdle`, once the
 * page is up). A remote that fails costs only its pages, as before: its status says so.
 * `section` is the part of the app the URL will be shown in: a visitor's reset or referral link
 * opens in the signed-out app (`auth`), where `/password_reset/:token` is mf-auth's, although in
 * the content section the same path would match an offer's `/:type/:offerId`.
 */
export async function loadRouteFirst(
  loader: RemoteLoader,
  remotes: ReadonlyArray<PlannedRemote>,
  pathname: string,
  flags: Flags | null,
  section: AppSection = 'content',
): Promise<PlannedRemote[]> {
  const { first, rest } = splitByRoute(remotes, pathname, flags, section);
  await loader.load(first);
  const owner = rest.length > 0 ? first[0] : undefined;
  const status = owner && loader.store.getState().remotes[owner.name];
  if (status?.status === 'loaded') {
    const routes = status.module.routes.filter(
      (route) => route.section === section && (!route.flag || !flags || flags[route.flag]),
    );
    const route = matchRoutes(routes, pathname)?.[0]?.route;
    if (route) await preloadPage(route.load);
  }
  return rest;
}
