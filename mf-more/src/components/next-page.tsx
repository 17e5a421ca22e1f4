import { Button } from '@klubb/ui';

import { LoadError } from './load-error';

/** What of an infinite query the end of a paged list needs. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The end of a paged list (issue 38): "show more" while pages are left, saying so while the next
 * one loads, and a retry when it failed.
 */
export function NextPage({
  query,
  label,
  busyLabel,
}: {
  query: PagedQuery;
  label: string;
  busyLabel: string;
}) {
  if (query.isFetchNextPageError) {
    return <LoadError onRetry={() => void query.fetchNextPage()} />;
  }
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchingNextPage ? busyLabel : label}
    </Button>
  );
}
