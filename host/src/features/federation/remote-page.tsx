import { lazy, memo, Suspense, useState, type ComponentType } from 'react';

import { PageSkeleton } from '@klubb/ui';

import type { AppRoute } from '../../lib/route-table';

import { CouldNotLoad } from './could-not-load';
import { preloadedPage } from './preloaded-pages';
import { RemoteBoundary } from './remote-boundary';
import type { PageComponent } from './remote-registry';

const lazyPage = (route: AppRoute<PageComponent>): ComponentType =>
  lazy(() => route.load().then(({ Page }) => ({ default: Page })));

interface RemotePageProps {
  route: AppRoute<PageComponent>;
}

/**
 * One remote page: loaded lazily, behind its own boundary. Retry makes a new lazy component,
 * because React keeps a failed lazy component failed forever. A route table built again (another
 * remote loaded) gives the same route as a new object: the same remote, path and loader render
 * nothing again.
 */
export const RemotePage = memo(RemotePageOf, (before, after) =>
  sameRoute(before.route, after.route),
);

function sameRoute(a: AppRoute<PageComponent>, b: AppRoute<PageComponent>): boolean {
  return a.remote === b.remote && a.path === b.path && a.load === b.load;
}

function RemotePageOf({ route }: RemotePageProps) {
  // The route boot loaded before the first render renders at once (preloaded-pages.ts).
  const [Page, setPage] = useState(() => preloadedPage(route.load) ?? lazyPage(route));
  return (
    <RemoteBoundary
      label={`${route.remote} ${route.path}`}
      remote={route.remote}
      onRetry={() => setPage(() => lazyPage(route))}
      fallback={(retry) => <CouldNotLoad onRetry={retry} />}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
