import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';

import { RemotePage } from '../federation/remote-page';
import type { PageComponent } from '../federation/remote-registry';

import { FallbackPage } from './fallback-page';
import type { AppRoute } from './route-table';

export interface PageRoutesProps {
  routes: ReadonlyArray<AppRoute<PageComponent>>;
  /** The page's own location; each page of a stack renders at its own path. */
  location?: string;
  /** Extra host routes (the 10 ms redirects). */
  extra?: ReadonlyArray<{ path: string; element: React.ReactElement }>;
  /** What unknown paths show; the not-found (or could-not-load) page by default. */
  fallback?: React.ReactElement;
}

/** The routes of a section, each page loaded from its remote behind its own error boundary. */
export function PageRoutes({ routes, location, extra = [], fallback }: PageRoutesProps) {
  const elements = useMemo(
    () =>
      routes.map((route) => (
        <Route
          key={`${route.remote}:${route.path}`}
          path={route.path}
          // Keyed by route: <Routes> renders every match in one place, so without a key going
          // from one page to another (or from auth's `/` to set-up's `/`) kept the first page.
          element={
            <RemotePage key={`${route.remote}:${route.section}:${route.path}`} route={route} />
          }
        />
      )),
    [routes],
  );
  return (
    <Routes location={location}>
      {elements}
      {extra.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
      <Route path="*" element={fallback ?? <FallbackPage />} />
    </Routes>
  );
}
