import { REMOTE_NAMES, type RegistryRoute, type RemoteName } from '@klubb/contracts';

import { liveContracts, type RegistrySnapshot } from './registry-state';

/**
 * `/offer/:id` and `/offer/:offerId` are one route to the router: parameters compare alike. The
 * host mounts each app section's routes on their own (signed out, in set-up, signed in), so `/`
 * of the sign-in and `/` of the feed do not meet.
 */
const routeKey = (route: RegistryRoute) =>
  `${route.section} ${
    route.path
      .split('/')
      .map((part) => (part.startsWith(':') ? ':' : part))
      .join('/')
      .replace(/\/+$/, '') || '/'
  }`;

/**
 * Where `routes` (of `remote`, about to be loaded) meet another remote's routes on a brand where
 * both are on: one line per collision. `brandIds` are the brands to look at (those where `remote`
 * is, or would be, on).
 */
export function routeCollisions(
  registry: RegistrySnapshot,
  remote: RemoteName,
  routes: readonly RegistryRoute[],
  brandIds: readonly string[],
): string[] {
  const found: string[] = [];
  const wanted = new Map(routes.map((route) => [routeKey(route), route.path]));
  for (const brandId of brandIds) {
    for (const other of REMOTE_NAMES) {
      if (other === remote) continue;
      const on = registry.brandRemotes.some(
        (row) => row.brandId === brandId && row.remote === other && row.enabled,
      );
      if (!on) continue;
      for (const { version, contract } of liveContracts(registry, brandId, other)) {
        for (const route of contract.routes) {
          const path = wanted.get(routeKey(route));
          if (path !== undefined) {
            found.push(`${path} is also ${other} ${version}'s route on brand ${brandId}`);
          }
        }
      }
    }
  }
  return [...new Set(found)];
}

/** The brands where a remote is switched on. */
export const brandsWithRemoteOn = (registry: RegistrySnapshot, remote: string) =>
  registry.brandRemotes.filter((row) => row.remote === remote && row.enabled).map((r) => r.brandId);
