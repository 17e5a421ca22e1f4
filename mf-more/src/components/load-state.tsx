import type { FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { isApiError } from '@klubb/sdk';
import { ErrorView, Spinner, useOnBackOnline, useOnline } from '@klubb/ui';

import { MORE_NAMESPACE } from '../i18n';

import { LoadError } from './load-error';

/** What LoadState reads of a query (a useQuery's or useInfiniteQuery's result). */
export interface LoadingQuery {
  isError: boolean;
  error: unknown;
  fetchStatus: FetchStatus;
  refetch: () => Promise<unknown>;
}

export interface LoadStateProps {
  query: LoadingQuery;
  /** What is on its way, said under the spinner: "Hämtar dina rabattkoder …". */
  label: string;
  /** What a failure shows instead of the generic error view and its retry. */
  failed?: ReactNode;
}

/**
 * A More page's content until its data is there, under the page's heading (issue 32: a spinner
 * on a blank page said nothing): on its way, a spinner that says what it fetches; without a
 * network, that the page loads by itself when it returns (as the tabs say, host's CouldNotLoad),
 * and it does; failed (the API's own time-out too), the error view with a retry.
 */
export function LoadState({ query, label, failed }: LoadStateProps) {
  const online = useOnline();
  // A paused query resumes by itself back online; one that failed offline is asked again.
  useOnBackOnline(() => {
    if (query.isError) void query.refetch();
  });
  // A call the server answered is never read as offline, whatever the device says.
  const unanswered = query.isError && !(isApiError(query.error) && query.error.status < 600);
  if (query.fetchStatus === 'paused' || (unanswered && !online)) return <Offline />;
  if (query.isError) return failed ?? <LoadError onRetry={() => void query.refetch()} />;
  return <Spinner label={label} />;
}

function Offline() {
  const { t } = useTranslation(MORE_NAMESPACE);
  return <ErrorView level={2} title={t('common.offlineTitle')} message={t('common.offline')} />;
}
