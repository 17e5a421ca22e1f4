import { Fragment, useMemo, type ComponentType, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';

import type { AppRoute } from '../../lib/route-table';

export interface PageRoutesProps {
  routes: ReadonlyArray<AppRoute<ComponentType>>;
  /**
   * Renders one route's page. The app passes the remote page (loaded lazily behind its own
   * boundary): the router does not know about federation, so the two features stay apart.
   */
  renderPage: (route: AppRoute<ComponentType>) => ReactElement;
  /** The page's own location; each page of a stack renders at its own path. */
  location?: string;
  /** Extra host routes (the 10 ms redirects). */
  extra?: ReadonlyArray<{ path: string; element: ReactElement }>;
  /** What unknown paths show (the not-found or could-not-load page, or a redirect). */
  fallback: ReactElement;
}

/** The routes of a section, each page rendered by `renderPage`. */
export function PageRoutes({
  routes,
  renderPage,
  location,
  extra = [],
  fallback,
}: PageRoutesProps) {
  const elements = useMemo(
    () =>
      routes.map((route) => (
        <Route
          key={`${route.remote}:${route.path}`}
          path={route.path}
          // Keyed by route: <Routes> renders every match in one place, so without a key going
          // from one page to another (or from auth's `/` to set-up's `/`) kept the first page.
          element={
            <Fragment key={`${route.remote}:${route.section}:${route.path}`}>
              {renderPage(route)}
            </Fragment>
          }
        />
      )),
    [routes, renderPage],
  );
  return (
    <Routes location={location}>
      {elements}
      {extra.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={fallback} />
    </Routes>
  );
}
