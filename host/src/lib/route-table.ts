import type { AppSection, BrandConfig, RemoteName, RemoteRoute } from '@klubb/contracts';

export interface AppRoute<Component> extends RemoteRoute<Component> {
  remote: RemoteName;
}

export interface LoadedModule<Component> {
  name: RemoteName;
  routes: ReadonlyArray<RemoteRoute<Component>>;
}

/**
 * The routes of one app section from the loaded remotes, without those whose feature flag or
 * setting is off for the brand (spec §2: editorial, benefit and live stacks follow their flags;
 * the restaurant pages follow the restaurant setting).
 */
export function buildRouteTable<Component>(
  modules: ReadonlyArray<LoadedModule<Component>>,
  section: AppSection,
  config: Pick<BrandConfig, 'showEditorial' | 'showBenefit' | 'showLive' | 'showRestaurants'>,
): AppRoute<Component>[] {
  return modules.flatMap((module) =>
    module.routes
      .filter((route) => route.section === section && (!route.flag || config[route.flag]))
      .map((route) => ({ ...route, remote: module.name })),
  );
}

/**
 * The stack roots: the first segment of every route whose first segment is static and that is a
 * page of its own (`/editorial`, `/more`, `/search`), plus the default stack.
 */
export function stackRootsOf(routes: ReadonlyArray<{ path: string }>): Set<string> {
  const roots = new Set<string>(['']);
  for (const { path } of routes) {
    const segments = path.split('/').filter(Boolean);
    if (segments.length === 1 && !segments[0]?.startsWith(':')) roots.add(segments[0] ?? '');
  }
  return roots;
}
