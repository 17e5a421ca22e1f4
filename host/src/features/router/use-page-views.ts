import { useEffect } from 'react';
import { matchRoutes, type Location } from 'react-router-dom';

import { useRuntime } from '@klubb/runtime';

/** The route pattern a path matches (`/benefit/:offerId`), or null for the not-found page. */
export function routePatternOf(
  routes: ReadonlyArray<{ path: string }>,
  pathname: string,
): string | null {
  const matches = matchRoutes(
    routes.map((route) => ({ path: route.path })),
    pathname,
  );
  return matches?.[matches.length - 1]?.route.path ?? null;
}

/**
 * A page view for every location the router shows (spec §7 analytics): the URL is in the
 * payload (href, pathName); the route pattern goes in customParams, so views of different offers
 * count as views of one page.
 */
export function usePageViews(routes: ReadonlyArray<{ path: string }>, location: Location): void {
  const { analytics } = useRuntime();
  useEffect(() => {
    analytics.track('pageView', 'navigation', {
      route: routePatternOf(routes, location.pathname) ?? 'notFound',
    });
    // One view per location entry; the routes arriving later do not make another.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the location only
  }, [location.key]);
}
