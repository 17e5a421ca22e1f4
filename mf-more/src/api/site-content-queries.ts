import { queryOptions } from '@tanstack/react-query';

import type { KlubbRuntime } from '@klubb/runtime';

/** The brand's site config and FAQ (spec §3): one query each, shared by the More pages. */
export const siteContentKeys = {
  all: ['siteContent'] as const,
  config: () => [...siteContentKeys.all, 'config'] as const,
  faq: () => [...siteContentKeys.all, 'faq'] as const,
};

const CONTENT_STALE_MS = 10 * 60_000;

type ApiRuntime = Pick<KlubbRuntime, 'api'>;

export const siteConfigQueryOptions = (runtime: ApiRuntime) =>
  queryOptions({
    queryKey: siteContentKeys.config(),
    queryFn: ({ signal }) => runtime.api.getSiteConfig(signal),
    staleTime: CONTENT_STALE_MS,
  });

export const faqListQueryOptions = (runtime: ApiRuntime) =>
  queryOptions({
    queryKey: siteContentKeys.faq(),
    queryFn: ({ signal }) => runtime.api.getFaqList(signal),
    staleTime: CONTENT_STALE_MS,
  });
