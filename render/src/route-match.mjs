// Which remote owns a URL, from the remotes document's routes (the registry's, issue 15), matched
// by react-router's own `matchRoutes` — the router the host renders with — so the server preloads
// and renders the remote the client will render.
import { matchPath, matchRoutes } from 'react-router-dom';

/** The document's routes of `section` a brand shows (a route's flag off: skipped, as the host does). */
function routesOf(document, { config, section }) {
  return (document?.remotes ?? []).flatMap((remote) =>
    (remote.routes ?? [])
      .filter((route) => route.section === section && !(route.flag && !config[route.flag]))
      .map((route) => ({ path: route.path, remote, declared: route })),
  );
}

/**
 * The remote entry of `document.remotes` whose route of `section` best matches `pathname` (null:
 * none does), with the route. A route whose brand flag (`showLive`, …) is off is skipped, as the
 * host skips it (host/src/lib/route-table.ts).
 */
export function owningRemote(document, pathname, { config = {}, section = 'content' } = {}) {
  const best = matchRoutes(routesOf(document, { config, section }), pathname)?.[0]?.route;
  return best ? { remote: best.remote, route: best.declared } : null;
}

/**
 * The section a visitor's page opens in: a link into the signed-out app (a reset or referral link,
 * forgot-password: an `auth` route other than sign-in's `/`) opens there, as the host's boot
 * decides (host/src/app/boot.ts `isSignedOutLink`); everything else in the content section. The
 * server sees no session, so this is the visitor's view, which is what it inlines for.
 */
export function sectionOf(document, pathname) {
  const signedOutLink = (document?.remotes ?? []).some((remote) =>
    (remote.routes ?? []).some(
      (route) =>
        route.section === 'auth' && route.path !== '/' && matchPath(route.path, pathname) !== null,
    ),
  );
  return signedOutLink ? 'auth' : 'content';
}
