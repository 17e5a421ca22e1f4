import { lazy, Suspense, useState, type ComponentType } from 'react';

import { PageSkeleton } from '@klubb/ui';

import type { AppRoute } from '../../lib/route-table';

import { CouldNotLoad } from './could-not-load';
import { preloadedPage } from './preloaded-pages';
import { RemoteBoundary } from './remote-boundary';
import type { PageComponent } from './remote-registry';

const lazyPage = (route: AppRoute<PageComponent>): ComponentType =>
  lazy(() => route.load().then(({ Page }) => ({ default: Page })));

/**
 * One remote page: loaded lazily, behind its own boundary. Retry makes a new lazy component,
 * because React keeps a failed lazy component failed forever.
 */
export function RemotePage({ route }: { route: AppRoute<PageComponent> }) {
  // The route boot loaded before the first render renders at once (preloaded-pages.ts).
  const [Page, setPage] = useState(() => preloadedPage(route.load) ?? lazyPage(route));
  return (
    <RemoteBoundary
      label={`${route.remote} ${route.path}`}
      onRetry={() => setPage(() => lazyPage(route))}
      fallback={(retry) => <CouldNotLoad onRetry={retry} />}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
