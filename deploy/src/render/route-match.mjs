// Which remote owns a URL, from the remotes document's routes (the registry's, issue 15): the
// same ranking as react-router's (the host routes with it), so the server preloads the remote
// the client will render.

const PARAM = /^:[\w-]+$/;
const isSplat = (segment) => segment === '*';

/** react-router's route score: static segments beat parameters, a splat loses. */
export function routeScore(pattern) {
  const segments = pattern.split('/');
  let score = segments.length + (segments.some(isSplat) ? -2 : 0);
  for (const segment of segments.filter((s) => !isSplat(s))) {
    score += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return score;
}

/** Whether `pathname` matches the route pattern (`/:type/:id`, `/more/*`), case-insensitively. */
export function matchesPattern(pattern, pathname) {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i];
    if (isSplat(segment)) return i === want.length - 1;
    const part = have[i];
    if (part === undefined) return false;
    if (!PARAM.test(segment) && segment.toLowerCase() !== part.toLowerCase()) return false;
  }
  return have.length === want.length;
}

/**
 * The remote entry of `document.remotes` whose route of `section` best matches `pathname` (null:
 * none does), with the route. A route whose brand flag (`showLive`, …) is off is skipped, as the
 * host skips it (host/src/lib/route-table.ts).
 */
export function owningRemote(document, pathname, { config = {}, section = 'content' } = {}) {
  let best = null;
  for (const remote of document?.remotes ?? []) {
    for (const route of remote.routes ?? []) {
      if (route.section !== section || (route.flag && !config[route.flag])) continue;
      if (!matchesPattern(route.path, pathname)) continue;
      const score = routeScore(route.path);
      if (!best || score > best.score) best = { remote, route, score };
    }
  }
  return best && { remote: best.remote, route: best.route };
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
        route.section === 'auth' && route.path !== '/' && matchesPattern(route.path, pathname),
    ),
  );
  return signedOutLink ? 'auth' : 'content';
}
