import { useEffect } from 'react';

import { CouldNotLoad } from '../features/federation/could-not-load';
import { useRemoteLoader, useRemoteStatuses } from '../features/federation/remote-registry';
import { NotFoundPage } from '../features/screens/not-found-page';

/**
 * What an unknown path shows. While a remote of this brand failed to load, the path may be one of
 * its pages, so it offers a retry instead of claiming the page does not exist.
 */
export function FallbackPage() {
  const remotes = useRemoteLoader();
  const anyFailed = useRemoteStatuses((state) =>
    Object.values(state.remotes).some((remote) => remote?.status === 'failed'),
  );
  const anyLoading = useRemoteStatuses((state) =>
    Object.values(state.remotes).some((remote) => remote?.status === 'loading'),
  );
  // The path may be a page of a remote deferred by route-first boot: load it now, not at idle.
  useEffect(() => remotes.deferred.loadNow(), [remotes]);
  if (anyFailed || anyLoading) {
    return <CouldNotLoad loading={anyLoading} onRetry={() => void remotes.retryFailed()} />;
  }
  return <NotFoundPage />;
}
